import type { BuzzSentimentPoint } from './buzz-points'

/**
 * What the buzz and sentiment chart draws: the series reduced to at most one column per few
 * pixels, so 30 days of 10-minute buckets (4,320 points) stay a light SVG. Drawing only: the
 * tooltip and the text alternative read the buckets themselves.
 */
export interface ChartColumn {
  /** Epoch ms; the column covers [start, end). */
  start: number
  end: number
  /** The highest buzz (percent of the average) of the buckets in the column; 0 when none has buzz. */
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
  /** The most columns to draw (about the plot width in px divided by the column width). */
  maxColumns: number
}

/**
 * Columns of equal length covering the domain: one per bucket when the buckets are fewer than
 * maxColumns, else maxColumns. A bucket adds to every column its time overlaps.
 */
export function chartColumns(points: readonly BuzzSentimentPoint[], options: ColumnOptions): ChartColumn[] {
  const { start, end, bucketMs } = options
  const span = end - start
  if (!(span > 0) || !(bucketMs > 0)) return []
  const count = Math.max(1, Math.min(Math.floor(options.maxColumns), Math.ceil(span / bucketMs)))
  const columnMs = span / count
  const buzz = new Array<number>(count).fill(0)
  const sentimentSum = new Array<number>(count).fill(0)
  const scored = new Array<number>(count).fill(0)
  for (const point of points) {
    const from = point.t
    const to = point.t + bucketMs
    if (to <= start || from >= end) continue
    const first = Math.max(0, Math.floor((from - start) / columnMs))
    // A bucket ending exactly on a column border does not reach into the next column.
    const last = Math.min(count - 1, Math.ceil((to - start) / columnMs) - 1)
    for (let i = first; i <= last; i++) {
      if (point.buzz !== null) buzz[i] = Math.max(buzz[i] ?? 0, point.buzz)
      if (point.sentiment !== null) {
        sentimentSum[i] = (sentimentSum[i] ?? 0) + point.sentiment
        scored[i] = (scored[i] ?? 0) + 1
      }
    }
  }
  return buzz.map((value, i) => {
    const n = scored[i] ?? 0
    return {
      start: start + i * columnMs,
      end: i === count - 1 ? end : start + (i + 1) * columnMs,
      buzz: value,
      sentiment: n > 0 ? (sentimentSum[i] ?? 0) / n : null,
    }
  })
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
