import { and, asc, eq, gte, inArray } from 'drizzle-orm'
import type { Database } from '../../db'
import { quotes } from '../../db/schema'

/** Percent changes and 52-week distances of a title, from its daily quotes. */
export interface PriceMetrics {
  chg: number | null
  week_chg: number | null
  month_chg: number | null
  year_chg: number | null
  dist_52_week_high: number | null
  dist_52_week_low: number | null
}

export const NO_PRICE_METRICS: PriceMetrics = {
  chg: null,
  week_chg: null,
  month_chg: null,
  year_chg: null,
  dist_52_week_high: null,
  dist_52_week_low: null,
}

const DAY_MS = 86_400_000

interface DailyBar {
  t: number
  c: number
  h: number
  l: number
}

const percent = (value: number, base: number): number | null =>
  base === 0 ? null : Math.round((value / base - 1) * 10_000) / 100

/** The last close at or before `time`, else null. Bars are ordered by time. */
function closeAtOrBefore(bars: readonly DailyBar[], time: number): number | null {
  let close: number | null = null
  for (const bar of bars) {
    if (bar.t > time) break
    close = bar.c
  }
  return close
}

/**
 * Metrics relative to the latest bar: daily change against the previous close; week, month
 * and year changes against the last close at or before 7, 30 and 365 days earlier; distance
 * of the last close from the 52-week high and low.
 */
export function priceMetricsOf(bars: readonly DailyBar[]): PriceMetrics {
  const last = bars.at(-1)
  if (!last) return NO_PRICE_METRICS
  const previous = bars.at(-2)
  const since = (days: number) => {
    const base = closeAtOrBefore(bars, last.t - days * DAY_MS)
    return base === null ? null : percent(last.c, base)
  }
  const yearBars = bars.filter((bar) => bar.t > last.t - 365 * DAY_MS)
  const high = Math.max(...yearBars.map((bar) => bar.h))
  const low = Math.min(...yearBars.map((bar) => bar.l))
  return {
    chg: previous ? percent(last.c, previous.c) : null,
    week_chg: since(7),
    month_chg: since(30),
    year_chg: since(365),
    dist_52_week_high: percent(last.c, high),
    dist_52_week_low: percent(last.c, low),
  }
}

/** Price metrics per title from the daily quotes of the last 372 days before `now`. */
export async function loadPriceMetrics(
  db: Database,
  titleIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, PriceMetrics>> {
  const out = new Map<number, PriceMetrics>()
  if (titleIds.length === 0) return out
  const rows = await db
    .select({ titleId: quotes.titleId, t: quotes.t, c: quotes.c, h: quotes.h, l: quotes.l })
    .from(quotes)
    .where(
      and(
        eq(quotes.interval, '1d'),
        inArray(quotes.titleId, [...titleIds]),
        gte(quotes.t, new Date(now.getTime() - 372 * DAY_MS)),
      ),
    )
    .orderBy(asc(quotes.titleId), asc(quotes.t))
  const byTitle = new Map<number, DailyBar[]>()
  for (const row of rows) {
    const bars = byTitle.get(row.titleId) ?? []
    bars.push({ t: row.t.getTime(), c: row.c, h: row.h, l: row.l })
    byTitle.set(row.titleId, bars)
  }
  for (const [titleId, bars] of byTitle) out.set(titleId, priceMetricsOf(bars))
  return out
}
