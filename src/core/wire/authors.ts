import * as v from 'valibot'
import { QueryText, queryInteger } from './history'
import { AuthorAnalyticsSchema, MessageCountsSchema } from './messages'

/** GET /v6/authors/search and GET /v6/authors/{source}/{author} (data-interface §7 "Authors"). */
export const AUTHOR_ORDERS = ['score', 'score_asc', 'total', 'total_asc'] as const

export const AuthorSearchQuerySchema = v.strictObject({
  query: v.pipe(QueryText, v.trim(), v.minLength(1), v.maxLength(100)),
  limit: queryInteger(1, 100),
  order_by: v.optional(v.pipe(QueryText, v.picklist(AUTHOR_ORDERS))),
  format: v.optional(QueryText),
})

export const AuthorSummarySchema = v.object({
  name: v.string(),
  display_name: v.nullable(v.string()),
  source: v.string(),
  category: v.string(),
  /** Impact score 0–5 (0 bot and blacklisted, 5 curated). */
  score: v.number(),
  total: v.number(),
})
export const AuthorSearchAnswerSchema = v.array(AuthorSummarySchema)

export const AuthorDetailQuerySchema = v.strictObject({ format: v.optional(QueryText) })

export const AuthorDetailAnswerSchema = v.object({
  ...AuthorSummarySchema.entries,
  impact_score: v.number(),
  /** 0–1. */
  bot_likeliness: v.number(),
  verified: v.boolean(),
  first_seen: v.number(),
  last_seen: v.number(),
  message_statistics: v.object({
    counts: MessageCountsSchema,
    author_analytics: v.optional(AuthorAnalyticsSchema),
    types: v.array(v.object({ type: v.string(), count: v.number() })),
    languages: v.array(v.object({ lang: v.string(), count: v.number() })),
  }),
  previously_mentioned_assets: v.array(
    v.object({ title_id: v.number(), name: v.string(), count: v.number() }),
  ),
  other_sources: v.array(
    v.object({ source: v.string(), category: v.string(), score: v.number(), total: v.number() }),
  ),
})
