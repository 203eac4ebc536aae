import type { DividendPayment } from '../../pipeline/store/quotes'
import { releaseDay } from './earnings'
import { DAY_MS, trendPrice } from './prices'
import { unit } from './random'
import type { DemoTitle } from './titles'

/** About half the demo companies pay a quarterly dividend, three weeks after each earnings release. */
const PAYER_SHARE = 0.55
const EX_DATE_AFTER_RELEASE_DAYS = 21
const PAY_AFTER_EX_DAYS = 14
const QUARTER_DAYS = 91
/** The dividend is set each January from here on (a stateless ratchet, the same on every start). */
const FIRST_YEAR = 2015

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const cents = (value: number) => Math.round(value * 100) / 100

/**
 * The quarterly dividend per share of each year: a seeded yield (0.8 %–4.3 %) of the price the
 * company trends at in January, raised when that is 2 % above last year's, cut only when it
 * falls below three quarters of it (companies hold their dividend through ordinary dips).
 */
function quarterlyByYear(seed: number, title: DemoTitle, toYear: number): Map<number, number> {
  const yieldRate = 0.008 + unit(seed, 'dividend-yield', title.id) * 0.035
  const byYear = new Map<number, number>()
  let paid = 0
  for (let year = FIRST_YEAR; year <= toYear; year += 1) {
    const target = cents((trendPrice(seed, title, Date.UTC(year, 0, 1)) * yieldRate) / 4)
    if (paid === 0 || target > paid * 1.02 || target < paid * 0.75) paid = Math.max(0.01, target)
    byYear.set(year, paid)
  }
  return byYear
}

const paysDividend = (seed: number, title: DemoTitle) =>
  title.type === 'company' && unit(seed, 'dividend-payer', title.id) < PAYER_SHARE

/** The quarterly dividend per share a demo company pays in the year of `timeMs`; null for non-payers. */
export function quarterlyDividend(seed: number, title: DemoTitle, timeMs: number): number | null {
  if (!paysDividend(seed, title)) return null
  const year = new Date(timeMs).getUTCFullYear()
  return quarterlyByYear(seed, title, year).get(year) ?? null
}

/** The dividends of a demo company with an ex-date in [fromMs, toMs); none for non-payers. */
export function dividendsOf(seed: number, title: DemoTitle, fromMs: number, toMs: number): DividendPayment[] {
  if (!paysDividend(seed, title)) return []
  const byYear = quarterlyByYear(seed, title, new Date(toMs).getUTCFullYear() + 1)
  const out: DividendPayment[] = []
  const first = Math.floor(fromMs / DAY_MS / QUARTER_DAYS) - 2
  const last = Math.ceil(toMs / DAY_MS / QUARTER_DAYS) + 1
  for (let k = first; k <= last; k += 1) {
    let exMs = releaseDay(seed, title.id, k) + EX_DATE_AFTER_RELEASE_DAYS * DAY_MS
    const weekday = new Date(exMs).getUTCDay()
    if (weekday === 6) exMs += 2 * DAY_MS
    if (weekday === 0) exMs += DAY_MS
    if (exMs < fromMs || exMs >= toMs) continue
    const amount = byYear.get(new Date(exMs).getUTCFullYear())
    if (amount === undefined) continue
    out.push({
      titleId: title.id,
      exDate: isoDay(exMs),
      payDate: isoDay(exMs + PAY_AFTER_EX_DAYS * DAY_MS),
      amount,
      perYear: 4,
    })
  }
  return out
}
