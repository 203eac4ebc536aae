import * as v from 'valibot'
import { MARKET_GROUP_KEYS } from './markets'
import {
  DEFAULT_TREND_WINDOW,
  TREND_WINDOW_LABELS,
  TREND_WINDOWS,
  type TrendWindow,
} from './wire/trend-radar'

/**
 * The trend radar pages (application §2.1: /trend_radar/news, /topics, /googleTrends, each
 * reading the string param `query`); window and region are Murmur's additions to the URL.
 */
const text = v.pipe(v.string(), v.trim(), v.maxLength(100))

/** Unknown or malformed values are dropped (the page then uses its defaults). */
export const TrendRadarSearchSchema = v.object({
  query: v.fallback(v.optional(text), undefined),
  window: v.fallback(v.optional(v.picklist(TREND_WINDOWS)), undefined),
  region: v.fallback(v.optional(v.picklist(MARKET_GROUP_KEYS)), undefined),
  /** /trend_radar/research?requestId=: the request shown (application §2.1). */
  requestId: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1))),
    undefined,
  ),
})
export type TrendRadarSearch = v.InferOutput<typeof TrendRadarSearchSchema>

export function trendRadarSearch(raw: unknown): TrendRadarSearch & { window: TrendWindow } {
  const parsed = v.parse(TrendRadarSearchSchema, raw ?? {})
  return { ...parsed, window: parsed.window ?? DEFAULT_TREND_WINDOW }
}

/** Below this many trending topics a window is quiet (a weekend, a night hour): the list says why. */
export const FEW_TOPICS = 5

/** What makes a topic trend, as the topics page says it. */
export const TOPIC_RULE_TEXT = 'A topic needs several messages and twice its usual share of the talk.'

/** What a short topic list says under it; null for a list long enough, or empty (which has its own state). */
export function fewTopicsNote(count: number, window: TrendWindow): string | null {
  if (count <= 0 || count >= FEW_TOPICS) return null
  return (
    `Only ${count} ${count === 1 ? 'topic stands' : 'topics stand'} out in the ${TREND_WINDOW_LABELS[window].toLowerCase()}: ` +
    `${TOPIC_RULE_TEXT.charAt(0).toLowerCase()}${TOPIC_RULE_TEXT.slice(1)}`
  )
}

/** The next longer radar window (24h → 7d); null for the longest. */
export function longerTrendWindow(window: TrendWindow): TrendWindow | null {
  return TREND_WINDOWS[TREND_WINDOWS.indexOf(window) + 1] ?? null
}

/** "just now", "12 min ago", "3 h ago", "2 d ago". */
export function ageText(thenMs: number, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - thenMs) / 60_000))
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ago`
  return `${Math.floor(hours / 24)} d ago`
}

/** A rise as a multiple: "new" when there was nothing before, else "4.2×" (whole numbers from 10). */
export function riseText(count: number, expected: number): string {
  if (expected < 0.5) return 'new'
  const rise = count / expected
  return `${rise >= 10 ? Math.round(rise) : rise.toFixed(1)}×`
}

/** Change against the window before, as a signed percentage; null without a previous count. */
export function changePercent(count: number, previous: number): number | null {
  if (previous <= 0) return null
  return Math.round(((count - previous) / previous) * 100)
}

/** A count against the window before, as the radar writes it: '+12%', '−41%', '±0%', or 'new'. */
export function formatCountChange(count: number, previous: number): string {
  const change = changePercent(count, previous)
  if (change === null) return count > 0 ? 'new' : '–'
  return `${change > 0 ? '+' : change < 0 ? '−' : '±'}${Math.abs(change)}%`
}
