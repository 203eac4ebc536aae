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
    // A window reaching before the data is shortened to the slots begun since: 1 at 10:30, 2
    // from 11:00 (the empty 11:00 slot counts as 0), never a jump back as a slot begins.
    expect(
      trailingMeans(series, [10 * HOUR, 10.5 * HOUR, 11 * HOUR, 11.5 * HOUR], {
        windowMs: day,
        slotMs: HOUR,
        from: 10 * HOUR,
      }),
    ).toEqual([600, 600, 300, 300])
    expect(trailingMeans(series, [9 * HOUR], { windowMs: day, slotMs: HOUR, from: 10 * HOUR })).toEqual([
      null,
    ])
  })

  it('keeps a shortened window level while values stay level (no saw teeth)', () => {
    // Every hour at 100 % from 03:00, sampled every 10 minutes: the mean stays 100.
    const series = Array.from({ length: 6 }, (_, i) => ({ t: (3 + i) * HOUR, value: 100 }))
    const at = Array.from({ length: 30 }, (_, i) => 3 * HOUR + i * 10 * 60_000)
    const means = trailingMeans(series, at, { windowMs: 24 * HOUR, slotMs: HOUR, from: 3 * HOUR })
    expect(means.every((mean) => mean === 100)).toBe(true)
  })
})
