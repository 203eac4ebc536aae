import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { DAY_MS, DIVIDEND_HISTORY_DAYS, type DividendAnswer } from '../../src/core'
import type { Database } from '../db'
import { dbNumber, queryRows } from './messages/rows'
import { priceRatios } from './price-ratios'

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

const PaymentRowSchema = v.object({
  ex_date: v.string(),
  pay_date: v.nullable(v.string()),
  amount: dbNumber,
  per_year: dbNumber,
})

/** The dividends with an ex-date in the last three years as of `nowMs`: paid ones, the next announced one, and the trailing sums. */
export async function dividendPayments(db: Database, titleId: number, nowMs: number) {
  const today = isoDay(nowMs)
  const rows = await queryRows(
    db,
    sql`select ex_date::text as ex_date, pay_date::text as pay_date, amount, per_year from dividends
        where title_id = ${titleId} and ex_date >= ${isoDay(nowMs - DIVIDEND_HISTORY_DAYS * DAY_MS)}::date
        order by ex_date desc`,
    PaymentRowSchema,
  )
  const paid = rows.filter((row) => row.ex_date <= today)
  const within = (fromDays: number, toDays: number) => {
    const from = isoDay(nowMs - fromDays * DAY_MS)
    const to = isoDay(nowMs - toDays * DAY_MS)
    const payments = paid.filter((row) => row.ex_date > from && row.ex_date <= to)
    return payments.length === 0
      ? null
      : round(
          payments.reduce((sum, row) => sum + row.amount, 0),
          4,
        )
  }
  return {
    paid,
    next: rows.filter((row) => row.ex_date > today).at(-1) ?? null,
    trailing: within(365, 0),
    previous: within(730, 365),
  }
}

/**
 * A title's dividends as of `nowMs`: the paid ones of the last three years (ex-date up to today),
 * the next announced one, and the trailing sums, growth, yield and payout ratio from them.
 */
export async function titleDividend(db: Database, titleId: number, nowMs: number): Promise<DividendAnswer> {
  const { paid, next, trailing, previous } = await dividendPayments(db, titleId, nowMs)
  const ratios = await priceRatios(db, titleId, nowMs)
  const close = ratios.close
  const eps = ratios.eps_ttm
  const payment = (row: v.InferOutput<typeof PaymentRowSchema>) => ({
    ex_date: row.ex_date,
    pay_date: row.pay_date,
    amount: row.amount,
  })
  return {
    id: titleId,
    currency: ratios.currency,
    per_year: (paid[0] ?? next)?.per_year ?? null,
    trailing_12m: trailing,
    previous_12m: previous,
    growth: trailing !== null && previous !== null && previous > 0 ? round(trailing / previous - 1, 4) : null,
    close,
    dividend_yield: trailing !== null && close !== null && close > 0 ? round(trailing / close, 4) : null,
    payout_ratio: trailing !== null && eps !== null && eps > 0 ? round(trailing / eps, 4) : null,
    next: next ? payment(next) : null,
    history: paid.map(payment),
  }
}
