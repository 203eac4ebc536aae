import type { BuzzSentimentPoint } from './buzz-points'

export interface DailyBuzzRow {
  /** Epoch ms of the UTC day's start. */
  day: number
  /** Mean buzz of the day's buckets in percent; a bucket without messages counts as 0. */
  meanBuzz: number
  /** The day's highest bucket, in percent; null when no bucket had buzz. */
  peakBuzz: number | null
  /** Mean raw sentiment of the day's scored buckets; null when none was scored. */
  sentiment: number | null
}

const DAY_MS = 86_400_000

/**
 * The chart's data as one row per UTC day, newest first (the chart's table view for screen
 * readers and keyboards). The last day counts the buckets up to `endMs` only.
 */
export function dailyBuzzRows(
  points: readonly BuzzSentimentPoint[],
  bucketMs: number,
  endMs: number,
): DailyBuzzRow[] {
  const days = new Map<number, { sum: number; peak: number | null; sentiments: number[] }>()
  for (const point of points) {
    const day = Math.floor(point.t / DAY_MS) * DAY_MS
    const entry = days.get(day) ?? { sum: 0, peak: null, sentiments: [] }
    if (point.buzz !== null) {
      entry.sum += point.buzz
      entry.peak = Math.max(entry.peak ?? point.buzz, point.buzz)
    }
    if (point.sentiment !== null) entry.sentiments.push(point.sentiment)
    days.set(day, entry)
  }
  return [...days]
    .sort((a, b) => b[0] - a[0])
    .map(([day, entry]) => {
      const slots = Math.max(1, Math.ceil((Math.min(day + DAY_MS, endMs) - day) / bucketMs))
      const sentiment =
        entry.sentiments.length === 0
          ? null
          : entry.sentiments.reduce((sum, value) => sum + value, 0) / entry.sentiments.length
      return { day, meanBuzz: Math.round((entry.sum / slots) * 10) / 10, peakBuzz: entry.peak, sentiment }
    })
}
