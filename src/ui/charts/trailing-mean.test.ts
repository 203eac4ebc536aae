import { describe, expect, it } from 'vitest'
import { trailingMeans } from './trailing-mean'

const HOUR = 3_600_000

describe('trailing means', () => {
  it('averages the values present in each window, null where there is none', () => {
    const series = [
      { t: 0, value: 1 },
      { t: HOUR, value: null },
      { t: 2 * HOUR, value: 3 },
      { t: 5 * HOUR, value: 10 },
    ]
    expect(
      trailingMeans(series, [0, 2 * HOUR, 4 * HOUR, 5 * HOUR, 9 * HOUR], { windowMs: 3 * HOUR }),
    ).toEqual([1, 2, 3, 10, null])
  })

  it('counts missing slots as zero when the series has fixed slots, within the known range', () => {
    // Hourly buzz: 600 % in one hour of a 24-hour window is a day averaging 25 %.
    const series = [{ t: 10 * HOUR, value: 600 }]
    const day = 24 * HOUR
    expect(
      trailingMeans(series, [10 * HOUR + 1, 30 * HOUR, 34 * HOUR + 1], {
        windowMs: day,
        slotMs: HOUR,
        from: -day,
      }),
    ).toEqual([25, 25, 0])
    // A window reaching before the data is shortened: 1 known hour, not 24.
    expect(trailingMeans(series, [11 * HOUR], { windowMs: day, slotMs: HOUR, from: 10 * HOUR })).toEqual([
      600,
    ])
    expect(trailingMeans(series, [10 * HOUR], { windowMs: day, slotMs: HOUR, from: 10 * HOUR })).toEqual([
      null,
    ])
  })
})
