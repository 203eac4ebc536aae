import {
  type BuzzUpdate,
  bucketStart,
  formatBuzz,
  formatSigned,
  partitionSpec,
  sentimentScore,
} from '../../../core'
import { BUZZ_CHART_DAYS, type BuzzSentimentPoint } from '../../../ui/charts/buzz-points'

/**
 * The series of the buzz and sentiment chart (application §1, data-interface §9) as the chart
 * widgets keep it: live updates merged in, the summary a screen reader hears. The points
 * themselves come from buzzSentimentPoints (ui/charts/buzz-points.ts).
 */

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * Merges a live update (buzz as a multiple of the average) into the series of `partition`: it
 * replaces the bucket it falls in, or opens a new last bucket. Updates of another title or
 * partition, or for a bucket older than the last one that the series does not hold, change
 * nothing (the same array is returned). Points before `windowStart` drop out as the window moves.
 */
export function mergeBuzzUpdate(
  points: readonly BuzzSentimentPoint[],
  update: BuzzUpdate,
  target: { titleId: number; partition: string; windowStart?: number },
): readonly BuzzSentimentPoint[] {
  if (update.id !== target.titleId || update.partition !== target.partition) return points
  const spec = partitionSpec(target.partition)
  if (!spec) return points
  const t = bucketStart(spec, update.time)
  const point: BuzzSentimentPoint = {
    t,
    buzz: round(update.buzz * 100, 2),
    sentiment: update.sentiment,
  }
  const last = points.at(-1)
  let merged: BuzzSentimentPoint[]
  if (!last || last.t < t) {
    merged = [...points, point]
  } else {
    const index = points.findIndex((existing) => existing.t === t)
    if (index === -1) return points
    const existing = points[index]
    if (existing && existing.buzz === point.buzz && existing.sentiment === point.sentiment) return points
    merged = points.map((existing, i) => (i === index ? point : existing))
  }
  const windowStart = target.windowStart
  return windowStart === undefined ? merged : merged.filter((entry) => entry.t >= windowStart)
}

export interface BuzzSentimentStats {
  points: number
  latest: BuzzSentimentPoint | null
  peakBuzz: number | null
  /** Mean of the scored buckets' sentiment; null when none was scored. */
  meanSentiment: number | null
}

export function buzzSentimentStats(points: readonly BuzzSentimentPoint[]): BuzzSentimentStats {
  const buzz = points.flatMap((point) => (point.buzz === null ? [] : [point.buzz]))
  const sentiment = points.flatMap((point) => (point.sentiment === null ? [] : [point.sentiment]))
  return {
    points: points.length,
    latest: points.at(-1) ?? null,
    peakBuzz: buzz.length > 0 ? Math.max(...buzz) : null,
    meanSentiment: sentiment.length > 0 ? sentiment.reduce((sum, x) => sum + x, 0) / sentiment.length : null,
  }
}

/** The chart's text alternative: what the picture shows, in one sentence. */
export function buzzSentimentSummary(
  points: readonly BuzzSentimentPoint[],
  markers: number,
  period = `the last ${BUZZ_CHART_DAYS} days`,
): string {
  const stats = buzzSentimentStats(points)
  if (stats.points === 0) return `Buzz and sentiment of ${period}: no data.`
  const parts = [`Buzz and sentiment of ${period}, ${stats.points} data points`]
  if (stats.latest?.buzz != null) parts.push(`latest buzz ${formatBuzz(stats.latest.buzz / 100)}`)
  if (stats.peakBuzz !== null) parts.push(`peak buzz ${formatBuzz(stats.peakBuzz / 100)}`)
  if (stats.meanSentiment !== null) {
    const score = sentimentScore(stats.meanSentiment)
    parts.push(`mean sentiment score ${formatSigned(score, 1)} (−50 to +50)`)
  }
  parts.push(`${markers} ${markers === 1 ? 'alert marker' : 'alert markers'}`)
  return `${parts.join(', ')}.`
}
