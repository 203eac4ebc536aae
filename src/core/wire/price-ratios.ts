import * as v from 'valibot'
import { TechnicalQuerySchema } from './technical'

/** GET /v6/titles/{ident}/price_ratios: valuation from the last close and reported earnings. */
export const PriceRatiosQuerySchema = TechnicalQuerySchema

export const PriceRatiosAnswerSchema = v.object({
  id: v.number(),
  currency: v.nullable(v.string()),
  /** Day of the latest daily bar, YYYY-MM-DD; null without bars. */
  date: v.nullable(v.string()),
  close: v.nullable(v.number()),
  /** The listing's market cap, else shares outstanding × the latest close; null with neither. */
  market_cap: v.nullable(v.number()),
  /** Earnings per share of the last four reports (trailing twelve months); null with fewer. */
  eps_ttm: v.nullable(v.number()),
  /** The trailing EPS against the four reports before them; null without eight or a loss before. */
  eps_growth: v.nullable(v.number()),
  /** Close / trailing EPS; null without it or with a loss (see eps_ttm). */
  pe: v.nullable(v.number()),
  /** Trailing EPS / close. */
  earnings_yield: v.nullable(v.number()),
  /** P/E over the EPS growth in percent; null unless earnings grew. */
  peg: v.nullable(v.number()),
  /** The last reports (newest first) and the next one due, with the consensus. */
  reports: v.array(v.object({ date: v.string(), actual: v.number(), consensus: v.nullable(v.number()) })),
  next_report: v.nullable(v.object({ date: v.string(), consensus: v.nullable(v.number()) })),
})
export type PriceRatiosAnswer = v.InferOutput<typeof PriceRatiosAnswerSchema>
