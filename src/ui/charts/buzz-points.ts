import type { HistoryPoint } from '../../core'

/**
 * The points of the buzz and sentiment chart (application §1, data-interface §9) and the rules
 * its axes follow. Its own module: the asset page's queries (on the first paint's path) read
 * the point type and the window, the chart the rest.
 */

export interface BuzzSentimentPoint {
  /** Epoch ms of the bucket start. */
  t: number
  /** Percent of the average level; null when the bucket has none. */
  buzz: number | null
  /** Raw sentiment in [-1, 1]; null when no message was scored. */
  sentiment: number | null
}

/**
 * The chart's points from a history answer: buzz in percent of the average (history values ×100,
 * 100 % = average) and raw sentiment in [-1, 1], one point per stored bucket, oldest first.
 */
export function buzzSentimentPoints(history: readonly HistoryPoint[]): BuzzSentimentPoint[] {
  return history
    .map((point) => ({ t: point.t, buzz: point.Buzz ?? null, sentiment: point.Sentiment ?? null }))
    .sort((a, b) => a.t - b.t)
}

/** The chart covers the last 30 days (data-interface §9). */
export const BUZZ_CHART_DAYS = 30
/** The chart's trend lines average the last 24 hours at each point. */
export const BUZZ_TREND_WINDOW_MS = 24 * 60 * 60_000
/** 100 % is the average buzz level: the chart's reference line. */
export const BUZZ_AVERAGE_PERCENT = 100

/**
 * The top of the buzz axis: room for the trend line (its peak with headroom), for at least twice
 * the average, and for 90 % of the non-zero bars. The few bars above are bursts of a few
 * messages; letting them set the scale would flatten everything a reader compares.
 */
export function buzzAxisTop(barBuzz: readonly number[], trendBuzz: readonly number[]): number {
  const positive = barBuzz.filter((value) => value > 0).sort((a, b) => a - b)
  const p90 = positive.length === 0 ? 0 : (positive[Math.ceil(positive.length * 0.9) - 1] ?? 0)
  const trendPeak = trendBuzz.reduce((max, value) => Math.max(max, value), 0)
  return Math.max(2 * BUZZ_AVERAGE_PERCENT, trendPeak * 1.5, p90 * 1.05)
}
