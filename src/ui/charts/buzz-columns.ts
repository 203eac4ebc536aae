import type { BuzzSentimentPoint } from './buzz-points'

/**
 * What the buzz and sentiment chart draws as its buzz bars: the buckets gathered into columns of
 * a round length (10 minutes … a week), each at least a few pixels wide, so 30 days of hourly
 * buckets read as a few bars a day rather than a forest of one-pixel spikes. Drawing only: the
 * tooltip and the text alternative read the buckets themselves.
 */
export interface ChartColumn {
  /** Epoch ms; the column covers [start, end). */
  start: number
  end: number
  /** The mean buzz (percent of the average) of the column's buckets, a bucket without buzz as 0. */
  buzz: number
  /** The mean raw sentiment of the scored buckets in the column; null when none was scored. */
  sentiment: number | null
}

export interface ColumnOptions {
  /** The chart's time domain, epoch ms. */
  start: number
  end: number
  /** Length of one bucket (the partition's interval), ms. */
  bucketMs: number
  /** The most columns to draw (the plot width in px divided by the narrowest column's width). */
  maxColumns: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
/** Column lengths a reader can name ("buzz per 6 hours"); each divides the next larger day or week. */
const COLUMN_LENGTHS = [
  10 * MINUTE,
  20 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  4 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
]

/**
 * The column length for a domain: the shortest round length, not shorter than a bucket, that
 * needs at most maxColumns columns (the longest length when none does).
 */
export function columnLength(options: ColumnOptions): number {
  const span = options.end - options.start
  const fits = COLUMN_LENGTHS.filter((length) => length >= options.bucketMs)
  const found = fits.find((length) => span / length <= Math.max(1, options.maxColumns))
  return found ?? fits.at(-1) ?? options.bucketMs
}

/** "10 minutes", "hour", "6 hours", "day": a column length as the legend names it. */
export function columnLengthLabel(ms: number): string {
  const [unit, size] = ms % DAY === 0 ? ['day', DAY] : ms % HOUR === 0 ? ['hour', HOUR] : ['minute', MINUTE]
  const count = Math.round(ms / size)
  return count === 1 ? unit : `${count} ${unit}s`
}

/**
 * Columns of one round length (columnLength), aligned to multiples of it since the epoch (UTC
 * days for daily columns) and clipped to the domain. A column's buzz is the mean over its bucket
 * slots, so a quiet hour pulls it down as it does the 24-hour average.
 */
export function chartColumns(points: readonly BuzzSentimentPoint[], options: ColumnOptions): ChartColumn[] {
  const { start, end, bucketMs } = options
  if (!(end > start) || !(bucketMs > 0)) return []
  const length = columnLength(options)
  const first = Math.floor(start / length)
  const count = Math.ceil(end / length) - first
  const buzzSum = new Array<number>(count).fill(0)
  const sentimentSum = new Array<number>(count).fill(0)
  const scored = new Array<number>(count).fill(0)
  for (const point of points) {
    if (point.t + bucketMs <= start || point.t >= end) continue
    const i = Math.floor(point.t / length) - first
    if (i < 0 || i >= count) continue
    buzzSum[i] = (buzzSum[i] ?? 0) + (point.buzz ?? 0)
    if (point.sentiment !== null) {
      sentimentSum[i] = (sentimentSum[i] ?? 0) + point.sentiment
      scored[i] = (scored[i] ?? 0) + 1
    }
  }
  return buzzSum.map((sum, i) => {
    const from = Math.max(start, (first + i) * length)
    const to = Math.min(end, (first + i + 1) * length)
    const slots = Math.max(1, Math.round((to - from) / bucketMs))
    const n = scored[i] ?? 0
    return { start: from, end: to, buzz: sum / slots, sentiment: n > 0 ? (sentimentSum[i] ?? 0) / n : null }
  })
}

/** `count` equal spans covering [start, end): where the chart samples its trend lines. */
export function evenSpans(start: number, end: number, count: number): { start: number; end: number }[] {
  const n = Math.max(1, Math.floor(count))
  const step = (end - start) / n
  return Array.from({ length: n }, (_, i) => ({
    start: start + i * step,
    end: i === n - 1 ? end : start + (i + 1) * step,
  }))
}

export interface StepVertex {
  t: number
  buzz: number
}

/**
 * The outline of the buzz area as a step line: each column holds its level from its start to its
 * end. Runs of columns at the same level share one step, so the path has few vertices.
 */
export function buzzSteps(columns: readonly ChartColumn[]): StepVertex[] {
  const vertices: StepVertex[] = []
  for (const column of columns) {
    const previous = vertices.at(-1)
    if (previous && previous.buzz === column.buzz) {
      previous.t = column.end
      continue
    }
    vertices.push({ t: column.start, buzz: column.buzz }, { t: column.end, buzz: column.buzz })
  }
  return vertices
}
