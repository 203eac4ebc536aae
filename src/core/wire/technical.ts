import * as v from 'valibot'
import { QueryText } from './history'

/** GET /v6/titles/{ident}/sma: the technical data of a title from its daily bars. */
export const TechnicalQuerySchema = v.strictObject({ format: v.optional(QueryText) })

/** Moving-average spans (trading days) and RSI spans the technical data answers. */
export const SMA_SPANS = [20, 50, 200] as const
export const RSI_SPANS = [14, 25] as const
export const CHANGE_PERIODS = ['1d', '1w', '1m', '3m', '1y'] as const

export const TechnicalAnswerSchema = v.object({
  id: v.number(),
  /** Day of the latest daily bar, YYYY-MM-DD; null without bars. */
  date: v.nullable(v.string()),
  close: v.nullable(v.number()),
  /** How many daily bars the figures were computed from (the last 400 days at most). */
  days: v.number(),
  /** Simple moving averages of the closes; distance = close / average − 1. */
  sma: v.array(
    v.object({ span: v.number(), value: v.nullable(v.number()), distance: v.nullable(v.number()) }),
  ),
  /** Relative strength index, 0–100: average gain against average loss of the last `span` closes (simple averages). */
  rsi: v.array(v.object({ span: v.number(), value: v.nullable(v.number()) })),
  /** Highest high and lowest low of the last 52 weeks (or of the days there are). */
  range_52w: v.nullable(v.object({ high: v.number(), low: v.number(), days: v.number() })),
  /** Change of the close against the last close at least the period before; null without one. */
  changes: v.array(v.object({ period: v.picklist(CHANGE_PERIODS), change: v.nullable(v.number()) })),
})
export type TechnicalAnswer = v.InferOutput<typeof TechnicalAnswerSchema>
