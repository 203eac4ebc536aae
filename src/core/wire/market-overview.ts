import * as v from 'valibot'
import { TitleTypeSchema } from '../titles'
import { QueryText } from './history'

/**
 * GET /v6/market_overview (Murmur's addition; the start page's market overview, application
 * §2.5): per market (the preference groups, plus GLOBAL for titles without a home country) and
 * asset class, the last 24 hours against the 7 days before.
 */
export const MarketOverviewQuerySchema = v.strictObject({ format: v.optional(QueryText) })

export const MarketOverviewTitleSchema = v.object({
  id: v.number(),
  n: v.string(),
  type: TitleTypeSchema,
  messages: v.number(),
  /** Messages of the last 24 h over the title's daily average of the 7 days before (1 = usual). */
  buzz: v.nullable(v.number()),
  sentiment_score: v.nullable(v.number()),
})
export type MarketOverviewTitle = v.InferOutput<typeof MarketOverviewTitleSchema>

export const MarketOverviewClassSchema = v.object({
  type: TitleTypeSchema,
  messages: v.number(),
  previous_messages: v.number(),
  /** Last 24 h over the daily average of the 7 days before; null without earlier messages. */
  buzz: v.nullable(v.number()),
  /** The same ratio 24 h earlier. */
  previous_buzz: v.nullable(v.number()),
  sentiment_score: v.nullable(v.number()),
  previous_sentiment_score: v.nullable(v.number()),
  top: v.array(MarketOverviewTitleSchema),
})
export type MarketOverviewClass = v.InferOutput<typeof MarketOverviewClassSchema>

export const MarketOverviewMarketSchema = v.object({
  /** A market group key (US, CA, EU, CN, IN, REST_AS), OTHER (the rest of the world) or GLOBAL. */
  key: v.string(),
  label: v.string(),
  classes: v.array(MarketOverviewClassSchema),
})
export type MarketOverviewMarket = v.InferOutput<typeof MarketOverviewMarketSchema>

export const MarketOverviewAnswerSchema = v.object({
  /** End of the last 24 h window (epoch ms). */
  time: v.number(),
  markets: v.array(MarketOverviewMarketSchema),
})
export type MarketOverviewAnswer = v.InferOutput<typeof MarketOverviewAnswerSchema>
