import * as v from 'valibot'
import { TechnicalQuerySchema } from './technical'

/** GET /v6/titles/{ident}/dividend: cash dividends per share, as of today. */
export const DividendQuerySchema = TechnicalQuerySchema

/** Three years of paid dividends are answered (growth compares the last 12 months with the 12 before). */
export const DIVIDEND_HISTORY_DAYS = 1096

const Payment = v.object({
  /** YYYY-MM-DD */
  ex_date: v.string(),
  pay_date: v.nullable(v.string()),
  amount: v.number(),
})

export const DividendAnswerSchema = v.object({
  id: v.number(),
  currency: v.nullable(v.string()),
  /** Payments a year of the latest dividend (4 quarterly …); null without one. */
  per_year: v.nullable(v.number()),
  /** Sum of the dividends that went ex in the last 365 days; null without any. */
  trailing_12m: v.nullable(v.number()),
  /** The 12 months before those; null without any. */
  previous_12m: v.nullable(v.number()),
  /** trailing_12m / previous_12m − 1 */
  growth: v.nullable(v.number()),
  /** The latest close and trailing_12m / close. */
  close: v.nullable(v.number()),
  dividend_yield: v.nullable(v.number()),
  /** trailing_12m over the earnings per share of the last four reports; null without them or with a loss. */
  payout_ratio: v.nullable(v.number()),
  /** The announced dividend with an ex-date after today. */
  next: v.nullable(Payment),
  /** Paid dividends of the last three years, newest first. */
  history: v.array(Payment),
})
export type DividendAnswer = v.InferOutput<typeof DividendAnswerSchema>
