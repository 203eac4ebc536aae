import { evenSpans } from './buzz-columns'
import { BUZZ_TREND_WINDOW_MS, type BuzzSentimentPoint } from './buzz-points'
import { trailingMeans } from './trailing-mean'

/**
 * The buckets before a chart's axis back to `from` (a day): the trend lines' first points average
 * a whole day too instead of the few buckets the axis shows, which made the first day's averages
 * swing on a handful of messages (a sentiment trend starting at one message's score).
 */
export interface TrendLead {
  from: number
  points: readonly BuzzSentimentPoint[]
}

export interface TrendPoint {
  span: { start: number; end: number }
  buzz: number | null
  sentiment: number | null
}

/**
 * The chart's trend lines, sampled over `samples` even spans of [start, end): the 24-hour trailing
 * mean of buzz (an empty bucket counts as 0: no message, no buzz) and of the scored buckets'
 * sentiment, each at its span's end.
 */
export function trendLines(
  points: readonly BuzzSentimentPoint[],
  lead: TrendLead | undefined,
  axis: { start: number; end: number; bucketMs: number; samples: number },
): TrendPoint[] {
  const spans = evenSpans(axis.start, axis.end, axis.samples)
  const at = spans.map((span) => span.end - 1)
  const series = lead && lead.points.length > 0 ? [...lead.points, ...points] : points
  const buzz = trailingMeans(
    series.map((point) => ({ t: point.t, value: point.buzz })),
    at,
    {
      windowMs: BUZZ_TREND_WINDOW_MS,
      slotMs: axis.bucketMs,
      from: Math.min(lead?.from ?? axis.start, axis.start),
    },
  )
  const sentiment = trailingMeans(
    series.map((point) => ({ t: point.t, value: point.sentiment })),
    at,
    { windowMs: BUZZ_TREND_WINDOW_MS },
  )
  return spans.map((span, i) => ({ span, buzz: buzz[i] ?? null, sentiment: sentiment[i] ?? null }))
}
