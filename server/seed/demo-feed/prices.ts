import { roundPrice } from '../../../src/core'
import type { StoredQuote } from '../../pipeline/contract'
import { knownCrypto } from './crypto'
import { marketLevel, unitsPerUsd } from './market-levels'
import { hashOf, unit } from './random'
import type { DemoTitle } from './titles'

/**
 * Demo prices: a smooth, seeded function of time per title (a few slow waves, intraday wiggle,
 * jumps at earnings), so any bar can be computed without state, live and backfill alike.
 */

export const DAY_MS = 86_400_000
export const BAR_MS = 10 * 60_000

const VOLATILITY: Readonly<Record<string, number>> = {
  crypto_currency: 2.5,
  forex: 0.15,
  index: 0.5,
  raw_material: 0.8,
  fund: 0.5,
}

export function basePrice(seed: number, title: DemoTitle): number {
  const known = knownCrypto(title)?.price ?? marketLevel(title)
  if (known !== undefined) return known
  const u = unit(seed, 'base', title.id)
  switch (title.type) {
    case 'crypto_currency':
      return 10 ** (-1 + u * 5)
    case 'forex':
      return 0.5 + u * 1.5
    case 'index':
      return 1_000 + u * 19_000
    case 'raw_material':
      return 10 ** (1 + u * 2.5)
    default:
      return 10 ** (0.9 + u * 1.9) * unitsPerUsd(title.currency)
  }
}

/** The largest demo company's market cap (USD) when its shares are counted; the others follow by popularity rank. */
const TOP_MARKET_CAP = 3e12

/**
 * A company's shares outstanding, counted at `price`: its market cap there falls with its
 * popularity rank (3 trillion for the first, about 500 billion for the tenth, 40 billion for the
 * 300th), and moves with the demo price from then on. Null for what is no company.
 */
export function sharesOutstanding(title: DemoTitle, price: number): number | null {
  if (title.type !== 'company' || !(price > 0)) return null
  return Math.round((TOP_MARKET_CAP * unitsPerUsd(title.currency) * (title.rank + 1) ** -0.75) / price)
}

interface PriceShape {
  logBase: number
  vol: number
  phases: readonly number[]
  drift: number
}

const shapes = new Map<string, PriceShape>()

function shapeOf(seed: number, title: DemoTitle): PriceShape {
  const key = `${seed}:${title.id}`
  let shape = shapes.get(key)
  if (!shape) {
    shape = {
      logBase: Math.log(basePrice(seed, title)),
      vol: knownCrypto(title)?.stablecoin ? 0.005 : (VOLATILITY[title.type] ?? 1),
      phases: [0, 1, 2, 3].map((i) => unit(seed, 'phase', title.id, i) * 2 * Math.PI),
      // A known price is the level: a drift over the years would carry it far away.
      drift:
        knownCrypto(title) || marketLevel(title) !== undefined
          ? 0
          : (unit(seed, 'drift', title.id) - 0.45) * 0.002,
    }
    shapes.set(key, shape)
  }
  return shape
}

/**
 * The price level a title trends at on a day: its base moved by its long drift, without the
 * waves, noise and earnings jumps (earnings per share are set against it).
 */
export function trendPrice(seed: number, title: DemoTitle, tMs: number): number {
  const s = shapeOf(seed, title)
  return Math.exp(s.logBase + s.vol * s.drift * (marketDays(title, tMs) % 3650))
}

/** Price jump at an earnings release: sign of the surprise, size by volatility. */
export type EarningsJumps = (titleId: number, tMs: number) => number

export function priceAt(seed: number, title: DemoTitle, tMs: number, jumps: EarningsJumps): number {
  const s = shapeOf(seed, title)
  const d = marketDays(title, tMs)
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0] = s.phases
  const wave =
    0.12 * Math.sin((2 * Math.PI * d) / 97 + p0) +
    0.06 * Math.sin((2 * Math.PI * d) / 23 + p1) +
    0.025 * Math.sin((2 * Math.PI * d) / 5.3 + p2) +
    0.006 * Math.sin((2 * Math.PI * d * 24) / 3.7 + p3)
  const noise = (unit(seed, 'tick', title.id, Math.floor(tMs / BAR_MS)) - 0.5) * 0.004
  const logPrice = s.logBase + s.vol * (wave + noise + s.drift * (d % 3650)) + jumps(title.id, tMs)
  return roundPrice(Math.exp(logPrice))
}

interface Session {
  openMs: number
  closeMs: number
}

/** Of a trading day's price movement, the share outside its session (overnight news, futures). */
const OFF_SESSION_SHARE = 0.1
/** A day without a session moves the price this much of a trading day (weekend news). */
const CLOSED_DAY_SHARE = 0.1
/** Monday to Friday trade, Saturday and Sunday do not: a week is this many trading days of movement. */
const WEEK_OF_MOVEMENT = 5 + 2 * CLOSED_DAY_SHARE
/** Day 4 of the epoch (Jan 5, 1970) is a Monday. */
const FIRST_MONDAY = 4

/**
 * A title's clock of price movement, in days: the price moves while its market trades. A share
 * moves 90 % of a day's way in its session, so a daily candle opens near the previous close
 * instead of a whole night's movement away (a wall clock had put three quarters of each day's
 * move between two sessions); a weekend moves it a tenth of a day each. Crypto trades around the
 * clock: its clock is the wall clock.
 */
export function marketDays(title: DemoTitle, tMs: number): number {
  if (title.type === 'crypto_currency') return tMs / DAY_MS
  const dayIndex = Math.floor(tMs / DAY_MS)
  const sinceMonday = (((dayIndex - FIRST_MONDAY) % 7) + 7) % 7
  const monday = dayIndex - sinceMonday
  const dayStart = dayIndex * DAY_MS
  const weeks = (monday - FIRST_MONDAY) / 7
  const beforeToday = Math.min(sinceMonday, 5) + Math.max(0, sinceMonday - 5) * CLOSED_DAY_SHARE
  return weeks * WEEK_OF_MOVEMENT + beforeToday + dayProgress(sessionOf(title, dayStart), dayStart, tMs)
}

/** How far into its day of movement a title is at `tMs` (0 to 1 on a trading day, to CLOSED_DAY_SHARE on another). */
function dayProgress(session: Session | null, dayStart: number, tMs: number): number {
  if (!session) return (CLOSED_DAY_SHARE * (tMs - dayStart)) / DAY_MS
  const before = session.openMs - dayStart
  const off = DAY_MS - (session.closeMs - session.openMs)
  if (off <= 0) return (tMs - dayStart) / DAY_MS
  if (tMs < session.openMs) return (OFF_SESSION_SHARE * (tMs - dayStart)) / off
  const atOpen = (OFF_SESSION_SHARE * before) / off
  if (tMs < session.closeMs)
    return atOpen + ((1 - OFF_SESSION_SHARE) * (tMs - session.openMs)) / (session.closeMs - session.openMs)
  return atOpen + (1 - OFF_SESSION_SHARE) + (OFF_SESSION_SHARE * (tMs - session.closeMs)) / off
}

const EUROPE = new Set([
  'DE',
  'FR',
  'GB',
  'NL',
  'CH',
  'IT',
  'ES',
  'SE',
  'DK',
  'FI',
  'NO',
  'BE',
  'AT',
  'IE',
  'PT',
  'PL',
])
const ASIA = new Set(['JP', 'CN', 'HK', 'KR', 'TW', 'AU', 'IN', 'SG', 'NZ'])

/** Trading session of a title on a UTC day, or null when it does not trade. */
export function sessionOf(title: DemoTitle, dayStartMs: number): Session | null {
  const weekday = new Date(dayStartMs).getUTCDay()
  if (title.type === 'crypto_currency') return { openMs: dayStartMs, closeMs: dayStartMs + DAY_MS }
  if (weekday === 0 || weekday === 6) return null
  if (title.type === 'forex' || title.type === 'raw_material') {
    return { openMs: dayStartMs, closeMs: dayStartMs + DAY_MS }
  }
  const hour = 3_600_000
  if (title.country && EUROPE.has(title.country))
    return { openMs: dayStartMs + 8 * hour, closeMs: dayStartMs + 16.5 * hour }
  if (title.country && ASIA.has(title.country))
    return { openMs: dayStartMs + 1 * hour, closeMs: dayStartMs + 7 * hour }
  return { openMs: dayStartMs + 13.5 * hour, closeMs: dayStartMs + 20 * hour }
}

function volumeOf(seed: number, title: DemoTitle, bucket: number, share: number): number {
  const base = 2e6 / (1 + title.rank / 50)
  return Math.round(base * share * (0.6 + unit(seed, 'vol', title.id, bucket) * 0.8))
}

function bar(
  seed: number,
  title: DemoTitle,
  interval: '1d' | '10m',
  startMs: number,
  endMs: number,
  samples: number,
  jumps: EarningsJumps,
): Omit<StoredQuote, 'v'> {
  const o = priceAt(seed, title, startMs, jumps)
  const c = priceAt(seed, title, endMs - 1, jumps)
  let h = Math.max(o, c)
  let l = Math.min(o, c)
  for (let i = 1; i < samples; i += 1) {
    const p = priceAt(seed, title, startMs + ((endMs - startMs) * i) / samples, jumps)
    h = Math.max(h, p)
    l = Math.min(l, p)
  }
  const spread = 1 + 0.0015 * (0.5 + unit(seed, 'hl', title.id, startMs))
  return { titleId: title.id, interval, t: new Date(startMs), o, h: h * spread, l: l / spread, c }
}

/** The daily bar of a UTC day (up to `nowMs` for today), or null on a closed day. */
export function dailyBar(
  seed: number,
  title: DemoTitle,
  dayStartMs: number,
  nowMs: number,
  jumps: EarningsJumps,
): StoredQuote | null {
  const session = sessionOf(title, dayStartMs)
  if (!session || session.openMs >= nowMs) return null
  const end = Math.min(session.closeMs, nowMs)
  const ohlc = bar(seed, title, '1d', session.openMs, end, 12, jumps)
  const share = (end - session.openMs) / (session.closeMs - session.openMs)
  return {
    ...ohlc,
    t: new Date(dayStartMs),
    v: volumeOf(seed, title, Math.floor(dayStartMs / DAY_MS), share),
  }
}

/**
 * Where a live tick's ten-minute bars start: the bar that closed since the bars were last stored
 * gets its final values once, after that only the forming bar changes (every 10 s tick wrote each
 * trading title's closed bar again).
 */
export function liveBarsFrom(lastStoredMs: number, nowMs: number): number {
  const barStart = Math.floor(nowMs / BAR_MS) * BAR_MS
  return lastStoredMs < barStart ? barStart - BAR_MS : barStart
}

/** 10-minute bars of a title in [fromMs, toMs) within its sessions (the last may be forming). */
export function tenMinuteBars(
  seed: number,
  title: DemoTitle,
  fromMs: number,
  toMs: number,
  jumps: EarningsJumps,
): StoredQuote[] {
  const out: StoredQuote[] = []
  const firstDay = Math.floor(fromMs / DAY_MS) * DAY_MS
  for (let day = firstDay; day < toMs; day += DAY_MS) {
    const session = sessionOf(title, day)
    if (!session) continue
    const start = Math.max(session.openMs, Math.ceil(fromMs / BAR_MS) * BAR_MS)
    for (let t = start; t < session.closeMs && t < toMs; t += BAR_MS) {
      const end = Math.min(t + BAR_MS, toMs)
      const ohlc = bar(seed, title, '10m', t, end, 3, jumps)
      out.push({ ...ohlc, v: volumeOf(seed, title, hashOf(t), BAR_MS / (session.closeMs - session.openMs)) })
    }
  }
  return out
}
