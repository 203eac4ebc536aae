import { describe, expect, it } from 'vitest'
import { buzzSteps, chartColumns } from './buzz-columns'
import type { BuzzSentimentPoint } from './buzz-points'

const MIN = 60_000
const BUCKET = 10 * MIN
const DAY = 86_400_000

describe('chartColumns', () => {
  it('keeps one column per bucket when the buckets are fewer than the columns', () => {
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

  it('reduces 30 days of 10-minute buckets to maxColumns: highest buzz, mean sentiment', () => {
    const points: BuzzSentimentPoint[] = Array.from({ length: 4320 }, (_, i) => ({
      t: i * BUCKET,
      buzz: i % 9 === 0 ? 300 : 100,
      sentiment: i % 2 === 0 ? 0.6 : i % 4 === 1 ? null : -0.2,
    }))
    const columns = chartColumns(points, { start: 0, end: 30 * DAY, bucketMs: BUCKET, maxColumns: 480 })
    expect(columns).toHaveLength(480)
    // 9 buckets per column: each column holds one bucket with buzz 300.
    expect(columns.every((column) => column.buzz === 300)).toBe(true)
    // Column 0 holds buckets 0..8: sentiments 0.6 ×5, -0.2 at 3 and 7 (1 and 5 unscored).
    expect(columns[0]?.sentiment).toBeCloseTo((5 * 0.6 - 2 * 0.2) / 7, 10)
    expect(columns.at(-1)?.end).toBe(30 * DAY)
  })

  it('lets a long bucket cover every column it overlaps, and ignores buckets outside the domain', () => {
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
