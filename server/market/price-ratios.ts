import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { PriceRatiosAnswer } from '../../src/core'
import type { Database } from '../db'
import { dbDate, dbNumber, queryRows } from './messages/rows'

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

const TitleRowSchema = v.object({
  currency: v.nullable(v.string()),
  market_cap: v.nullable(dbNumber),
  last_t: v.nullable(dbDate),
  last_close: v.nullable(dbNumber),
})
const ReportRowSchema = v.object({
  day: v.string(),
  actual: v.nullable(dbNumber),
  consensus: v.nullable(dbNumber),
})

/**
 * Valuation of a title as of `nowMs`: the last close against the earnings per share reported by
 * then (trailing four reports; the four before them for growth). Reports still to come count only
 * as the next one due.
 */
export async function priceRatios(db: Database, titleId: number, nowMs: number): Promise<PriceRatiosAnswer> {
  const today = isoDay(nowMs)
  const [title] = await queryRows(
    db,
    sql`select t.currency, coalesce(t.market_cap, t.shares_outstanding * s.last_close) as market_cap, s.last_t, s.last_close
        from titles t left join title_price_stats s on s.title_id = t.id where t.id = ${titleId}`,
    TitleRowSchema,
  )
  const past = await queryRows(
    db,
    sql`select release_date::text as day, actual, consensus from earnings
        where title_id = ${titleId} and actual is not null and release_date <= ${today}::date
        order by release_date desc limit 8`,
    ReportRowSchema,
  )
  const [next] = await queryRows(
    db,
    sql`select release_date::text as day, actual, consensus from earnings
        where title_id = ${titleId} and release_date > ${today}::date order by release_date limit 1`,
    ReportRowSchema,
  )
  const close = title?.last_close ?? null
  const reports = past.flatMap((row) =>
    row.actual === null ? [] : [{ date: row.day, actual: row.actual, consensus: row.consensus }],
  )
  const sum = (rows: typeof reports) => rows.reduce((total, row) => total + row.actual, 0)
  const epsTtm = reports.length >= 4 ? round(sum(reports.slice(0, 4)), 4) : null
  const epsBefore = reports.length >= 8 ? sum(reports.slice(4, 8)) : null
  const growth = epsTtm !== null && epsBefore !== null && epsBefore > 0 ? epsTtm / epsBefore - 1 : null
  const pe = close !== null && epsTtm !== null && epsTtm > 0 ? close / epsTtm : null
  return {
    id: titleId,
    currency: title?.currency ?? null,
    date: title?.last_t ? isoDay(title.last_t.getTime()) : null,
    close,
    market_cap: title?.market_cap ?? null,
    eps_ttm: epsTtm,
    eps_growth: growth === null ? null : round(growth, 4),
    pe: pe === null ? null : round(pe, 2),
    earnings_yield: close !== null && close > 0 && epsTtm !== null ? round(epsTtm / close, 4) : null,
    peg: pe !== null && growth !== null && growth > 0 ? round(pe / (growth * 100), 2) : null,
    reports: reports.slice(0, 4),
    next_report: next ? { date: next.day, consensus: next.consensus } : null,
  }
}
