import { describe, expect, it } from 'vitest'
import { buzzSteps, chartColumns, columnLength, columnLengthLabel, evenSpans } from './buzz-columns'
import type { BuzzSentimentPoint } from './buzz-points'

const MIN = 60_000
const BUCKET = 10 * MIN
const DAY = 86_400_000

describe('columnLength', () => {
  it('picks the shortest round length that fits the width, never shorter than a bucket', () => {
    const HOUR = 6 * BUCKET
    // 30 days at about 1,000 px (6 px bars: 168 columns): 720 hours need 6-hour bars.
    expect(columnLength({ start: 0, end: 30 * DAY, bucketMs: HOUR, maxColumns: 168 })).toBe(6 * HOUR)
    // On a phone (about 43 columns): daily bars.
    expect(columnLength({ start: 0, end: 30 * DAY, bucketMs: HOUR, maxColumns: 43 })).toBe(DAY)
    // 3 days of 10-minute buckets at 1,000 px: half-hour bars.
    expect(columnLength({ start: 0, end: 3 * DAY, bucketMs: BUCKET, maxColumns: 168 })).toBe(3 * BUCKET)
    // Few buckets: one bar per bucket.
    expect(columnLength({ start: 0, end: 3 * BUCKET, bucketMs: BUCKET, maxColumns: 168 })).toBe(BUCKET)
    // Daily buckets are never drawn shorter than a day.
    expect(columnLength({ start: 0, end: 5 * DAY, bucketMs: DAY, maxColumns: 500 })).toBe(DAY)
  })

  it('names the lengths as the legend and tooltip say them', () => {
    expect(columnLengthLabel(BUCKET)).toBe('10 minutes')
    expect(columnLengthLabel(6 * BUCKET)).toBe('hour')
    expect(columnLengthLabel(36 * BUCKET)).toBe('6 hours')
    expect(columnLengthLabel(DAY)).toBe('day')
    expect(columnLengthLabel(7 * DAY)).toBe('7 days')
  })
})

describe('chartColumns', () => {
  it('keeps one column per bucket when the buckets fit, an empty bucket as 0', () => {
    const points: BuzzSentimentPoint[] = [
      { t: 0, buzz: 120, sentiment: 0.5 },
      { t: 2 * BUCKET, buzz: 80, sentiment: null },
    ]
    const columns = chartColumns(points, { start: 0, end: 3 * BUCKET, bucketMs: BUCKET, maxColumns: 500 })
    expect(columns).toEqual([
      { start: 0, end: BUCKET, buzz: 120, sentiment: 0.5 },
      { start: BUCKET, end: 2 * BUCKET, buzz: 0, sentiment: null },
      { start: 2 * BUCKET, end: 3 * BUCKET, buzz: 80, sentiment: null },
    ])
  })

  it('gathers 30 days of 10-minute buckets into round columns: mean buzz over the slots, mean sentiment', () => {
    const points: BuzzSentimentPoint[] = Array.from({ length: 4320 }, (_, i) => ({
      t: i * BUCKET,
      buzz: i % 9 === 0 ? 300 : 100,
      sentiment: i % 2 === 0 ? 0.6 : i % 4 === 1 ? null : -0.2,
    }))
    const columns = chartColumns(points, { start: 0, end: 30 * DAY, bucketMs: BUCKET, maxColumns: 168 })
    // 6-hour columns (36 buckets): 120 of them.
    expect(columns).toHaveLength(120)
    // Column 0 holds buckets 0..35: 4 at 300 (0, 9, 18, 27), 32 at 100.
    expect(columns[0]?.buzz).toBeCloseTo((4 * 300 + 32 * 100) / 36, 10)
    // Sentiments: 0.6 at the 18 even buckets, -0.2 at the 9 buckets i % 4 === 3.
    expect(columns[0]?.sentiment).toBeCloseTo((18 * 0.6 - 9 * 0.2) / 27, 10)
    expect(columns.at(-1)?.end).toBe(30 * DAY)
  })

  it('counts a quiet slot as 0 and clips the first and last columns to the domain', () => {
    const HOUR = 6 * BUCKET
    // A domain from 03:00 to 27:00 in hourly buckets, drawn as 6-hour columns aligned to 00:00.
    const start = 3 * HOUR
    const points: BuzzSentimentPoint[] = [
      { t: 4 * HOUR, buzz: 300, sentiment: 0.2 },
      { t: 7 * HOUR, buzz: 120, sentiment: null },
    ]
    const columns = chartColumns(points, { start, end: start + DAY, bucketMs: HOUR, maxColumns: 5 })
    expect(columns.map((column) => [column.start / HOUR, column.end / HOUR])).toEqual([
      [3, 6],
      [6, 12],
      [12, 18],
      [18, 24],
      [24, 27],
    ])
    // The clipped first column has 3 hourly slots; the second 6.
    expect(columns[0]?.buzz).toBe(100)
    expect(columns[1]?.buzz).toBe(20)
    expect(columns[2]?.buzz).toBe(0)
    expect(columns[0]?.sentiment).toBe(0.2)
    expect(columns[1]?.sentiment).toBeNull()
  })

  it('ignores buckets outside the domain', () => {
    const points: BuzzSentimentPoint[] = [
      { t: -DAY, buzz: 900, sentiment: 1 },
      { t: DAY, buzz: 150, sentiment: -0.5 },
    ]
    const columns = chartColumns(points, { start: 0, end: 3 * DAY, bucketMs: DAY, maxColumns: 6 })
    expect(columns.map((column) => column.buzz)).toEqual([0, 150, 0])
    expect(columns.map((column) => column.sentiment)).toEqual([null, -0.5, null])
  })

  it('answers no columns for an empty domain', () => {
    expect(chartColumns([], { start: 5, end: 5, bucketMs: BUCKET, maxColumns: 10 })).toEqual([])
  })
})

describe('evenSpans', () => {
  it('covers the domain with equal spans, the last ending exactly at its end', () => {
    const spans = evenSpans(0, 10, 3)
    expect(spans).toHaveLength(3)
    expect(spans[0]?.start).toBe(0)
    expect(spans[1]?.start).toBeCloseTo(10 / 3, 10)
    expect(spans.at(-1)?.end).toBe(10)
  })
})

describe('buzzSteps', () => {
  it('draws each level from its column start to its end and merges equal neighbours', () => {
    const steps = buzzSteps([
      { start: 0, end: 1, buzz: 0, sentiment: null },
      { start: 1, end: 2, buzz: 0, sentiment: null },
      { start: 2, end: 3, buzz: 200, sentiment: 0.1 },
      { start: 3, end: 4, buzz: 0, sentiment: null },
    ])
    expect(steps).toEqual([
      { t: 0, buzz: 0 },
      { t: 2, buzz: 0 },
      { t: 2, buzz: 200 },
      { t: 3, buzz: 200 },
      { t: 3, buzz: 0 },
      { t: 4, buzz: 0 },
    ])
  })
})
