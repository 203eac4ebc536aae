import * as v from 'valibot'
import { QueryBoolean, QueryText, queryInteger } from './history'

const QueryDay = v.optional(v.pipe(QueryText, v.isoDate('expected a date YYYY-MM-DD')))

/** GET /v6/titles/{ident}/short_sales (data-interface §7 "Financials"; application §3 shapes). */
export const ShortSalesQuerySchema = v.strictObject({
  fca: QueryBoolean,
  finra: QueryBoolean,
  limit: queryInteger(1, 1000),
  format: v.optional(QueryText),
})

/** Shape (a): market, date, shortExemptVolume, totalVolume, shortVolume (finra). */
export const ShortSaleMarketSchema = v.strictObject({
  market: v.string(),
  date: v.pipe(v.string(), v.isoDate()),
  shortExemptVolume: v.nullable(v.number()),
  totalVolume: v.nullable(v.number()),
  shortVolume: v.nullable(v.number()),
})

/** Shape (b): disclosed positions (fca). */
export const ShortSalePositionSchema = v.strictObject({
  date_short: v.pipe(v.string(), v.isoDate()),
  isin: v.nullable(v.string()),
  shares_percent_short: v.nullable(v.number()),
  short_exempt_volume: v.nullable(v.number()),
  short_volume: v.nullable(v.number()),
  total_volume: v.nullable(v.number()),
  company_short_selling: v.string(),
})

export const ShortSalesAnswerSchema = v.object({
  id: v.number(),
  finra: v.array(ShortSaleMarketSchema),
  fca: v.array(ShortSalePositionSchema),
})
export type ShortSalesAnswer = v.InferOutput<typeof ShortSalesAnswerSchema>
/** Short-sell percent series keep the last 365 days (application §9). */
export const SHORT_SALES_DAYS = 365

/** GET /v6/titles/short_sales: every title's records of one day (default: the latest day with any). */
export const ShortSalesDayQuerySchema = v.strictObject({
  fca: QueryBoolean,
  finra: QueryBoolean,
  date: QueryDay,
  format: v.optional(QueryText),
})
export const ShortSalesDayAnswerSchema = v.array(ShortSalesAnswerSchema)
