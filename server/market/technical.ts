import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { CHANGE_PERIODS, RSI_SPANS, roundPrice, SMA_SPANS, type TechnicalAnswer } from '../../src/core'
import type { Database } from '../db'
import { dbNumber, queryRows } from './messages/rows'
import { rsi, sma } from './ratings/rules'

const DAY_MS = 86_400_000
/** Enough daily bars for the 200-day average and the 1-year change. */
const READ_DAYS = 400
const YEAR_MS = 365 * DAY_MS
const PERIOD_MS: Record<(typeof CHANGE_PERIODS)[number], number> = {
  '1d': 0,
  '1w': 7 * DAY_MS,
  '1m': 30 * DAY_MS,
  '3m': 91 * DAY_MS,
  '1y': YEAR_MS,
}

export interface DailyBar {
  t: number
  h: number
  l: number
  c: number
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** The technical data of a title from its daily bars (oldest first), as of the last bar. */
export function technicalsOf(titleId: number, bars: readonly DailyBar[]): TechnicalAnswer {
  const last = bars.at(-1)
  const closes = bars.map((bar) => bar.c)
  const close = last?.c ?? null
  const year = last ? bars.filter((bar) => bar.t > last.t - YEAR_MS) : []
  const closeBefore = (period: (typeof CHANGE_PERIODS)[number]) => {
    if (!last) return null
    // 1d: the previous bar; longer periods: the last bar at least that long before the latest.
    if (period === '1d') return bars.at(-2)?.c ?? null
    const cutoff = last.t - PERIOD_MS[period]
    return bars.findLast((bar) => bar.t <= cutoff)?.c ?? null
  }
  return {
    id: titleId,
    date: last ? new Date(last.t).toISOString().slice(0, 10) : null,
    close,
    days: bars.length,
    sma: SMA_SPANS.map((span) => {
      const value = sma(closes, span)
      return {
        span,
        value: value === null ? null : roundPrice(value),
        distance: value === null || close === null || value <= 0 ? null : round(close / value - 1, 4),
      }
    }),
    rsi: RSI_SPANS.map((span) => {
      const value = rsi(closes, span)
      return { span, value: value === null ? null : round(value, 2) }
    }),
    range_52w:
      year.length === 0
        ? null
        : {
            high: Math.max(...year.map((bar) => bar.h)),
            low: Math.min(...year.map((bar) => bar.l)),
            days: year.length,
          },
    changes: CHANGE_PERIODS.map((period) => {
      const before = closeBefore(period)
      return {
        period,
        change: before === null || close === null || before <= 0 ? null : round(close / before - 1, 4),
      }
    }),
  }
}

/** Reads the daily bars of the last 400 days up to now and computes the technical data. */
export async function titleTechnicals(
  db: Database,
  titleId: number,
  nowMs: number,
): Promise<TechnicalAnswer> {
  const rows = await queryRows(
    db,
    sql`select (extract(epoch from t) * 1000)::float8 as t, h, l, c from quotes
        where title_id = ${titleId} and interval = '1d'
          and t > ${new Date(nowMs - READ_DAYS * DAY_MS).toISOString()}::timestamptz
          and t <= ${new Date(nowMs).toISOString()}::timestamptz
        order by t`,
    v.object({ t: dbNumber, h: dbNumber, l: dbNumber, c: dbNumber }),
  )
  return technicalsOf(titleId, rows)
}
