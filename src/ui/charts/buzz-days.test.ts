import { describe, expect, it } from 'vitest'
import { dailyBuzzRows } from './buzz-days'

describe('dailyBuzzRows', () => {
  const HOUR = 3_600_000
  const day0 = Date.UTC(2026, 10, 23)
  it('averages each UTC day over all its buckets (empty ones count 0), newest first', () => {
    const points = [
      { t: day0 + 1 * HOUR, buzz: 240, sentiment: 0.5 },
      { t: day0 + 5 * HOUR, buzz: 120, sentiment: null },
      { t: day0 + 24 * HOUR + 2 * HOUR, buzz: 60, sentiment: -0.2 },
    ]
    // The second day ends 12 hours in: 12 hourly buckets.
    expect(dailyBuzzRows(points, HOUR, day0 + 36 * HOUR)).toEqual([
      { day: day0 + 24 * HOUR, meanBuzz: 5, peakBuzz: 60, sentiment: -0.2 },
      { day: day0, meanBuzz: 15, peakBuzz: 240, sentiment: 0.5 },
    ])
  })

  it('has no peak or sentiment for a day without buzz or scores', () => {
    expect(dailyBuzzRows([{ t: day0, buzz: null, sentiment: null }], HOUR, day0 + 48 * HOUR)).toEqual([
      { day: day0, meanBuzz: 0, peakBuzz: null, sentiment: null },
    ])
  })
})
