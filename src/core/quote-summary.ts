/**
 * The asset header's and the quotes widget's figures (application §2.5 "quotes"): last price,
 * daily change against the previous day's close, and the closes for a sparkline, from daily
 * quotes (t at the day's UTC start) and an optional live tick.
 */

export interface DailyQuoteInput {
  t: number
  c: number
}

export interface LiveTickInput {
  value: number
  /** Epoch ms. */
  time: number
}

export interface QuoteSummary {
  last: number
  /** Epoch ms of the last price. */
  time: number
  /** Close of the day before the last price's day; null when unknown. */
  previousClose: number | null
  /** Fraction: 0.0123 = +1.23 %. */
  change: number | null
  /** Closes, oldest first; the last one follows a newer live tick. */
  closes: { t: number; c: number }[]
  live: boolean
}

const DAY_MS = 86_400_000
const dayOf = (ms: number) => Math.floor(ms / DAY_MS)

/**
 * Whether a daily bar (stamped at its day's UTC start) is today's, still forming (a 24-hour market,
 * or a session in progress): its price is not a close yet.
 */
export function isFormingBar(barTimeMs: number, nowMs: number): boolean {
  return dayOf(barTimeMs) === dayOf(nowMs)
}

export function quoteSummary(
  quotes: readonly DailyQuoteInput[],
  tick?: LiveTickInput | null,
): QuoteSummary | null {
  const closes = [...quotes]
    .filter((q) => Number.isFinite(q.c))
    .sort((a, b) => a.t - b.t)
    .map((q) => ({ t: q.t, c: q.c }))
  const lastQuote = closes.at(-1)
  const useTick = tick != null && Number.isFinite(tick.value) && (!lastQuote || tick.time >= lastQuote.t)
  if (useTick) {
    if (lastQuote && dayOf(lastQuote.t) === dayOf(tick.time))
      closes[closes.length - 1] = { t: lastQuote.t, c: tick.value }
    else closes.push({ t: dayOf(tick.time) * DAY_MS, c: tick.value })
  }
  const last = closes.at(-1)
  if (!last) return null
  const previousClose = closes.at(-2)?.c ?? null
  return {
    last: last.c,
    time: useTick && tick ? tick.time : last.t,
    previousClose,
    change: previousClose !== null && previousClose !== 0 ? last.c / previousClose - 1 : null,
    closes,
    live: useTick,
  }
}
