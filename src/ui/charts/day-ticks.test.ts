import { describe, expect, it } from 'vitest'
import { dayTickLabels, dayTicks } from './day-ticks'

const DAY = 86_400_000

describe('dayTicks', () => {
  const start = new Date(2026, 9, 22, 13, 40).getTime()
  const end = start + 30 * DAY

  it('places ticks on local midnights inside the domain', () => {
    const ticks = dayTicks(start, end, 2000)
    expect(ticks.length).toBeGreaterThan(0)
    for (const tick of ticks) {
      expect(tick.getHours()).toBe(0)
      expect(tick.getMinutes()).toBe(0)
      expect(tick.getTime()).toBeGreaterThanOrEqual(start)
      expect(tick.getTime()).toBeLessThanOrEqual(end)
    }
    expect(ticks[0]?.getDate()).toBe(23)
  })

  it('keeps at least minGap px between ticks, for narrow and wide plots', () => {
    for (const width of [180, 320, 640, 1100]) {
      const ticks = dayTicks(start, end, width, 64)
      const pxPerMs = width / (end - start)
      for (let i = 1; i < ticks.length; i++) {
        const gap = ((ticks[i]?.getTime() ?? 0) - (ticks[i - 1]?.getTime() ?? 0)) * pxPerMs
        // An hour of daylight-saving change may shorten one step.
        expect(gap).toBeGreaterThanOrEqual(64 - 3_600_000 * pxPerMs)
      }
    }
    expect(dayTicks(start, end, 1100, 64)).toHaveLength(15) // every 2nd day
    expect(dayTicks(start, end, 320, 64).length).toBeLessThanOrEqual(5)
  })

  it('answers no ticks without a width or a span', () => {
    expect(dayTicks(start, start, 500)).toEqual([])
    expect(dayTicks(start, end, 0)).toEqual([])
  })

  it('puts a year’s ticks on the first of the months, and names the year at January', () => {
    const yearStart = new Date(2025, 10, 28).getTime()
    const ticks = dayTicks(yearStart, yearStart + 365 * DAY, 330)
    for (const tick of ticks) expect(tick.getDate()).toBe(1)
    expect(ticks.map((tick) => tick.getMonth() % 3)).toEqual(ticks.map(() => 0))
    expect(dayTickLabels(ticks)).toEqual(['2026', 'Apr', 'Jul', 'Oct'])
  })

  it('labels day ticks by month and day', () => {
    expect(dayTickLabels(dayTicks(start, end, 320, 64))[0]).toBe('Oct 23')
  })
})
