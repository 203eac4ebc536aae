import { describe, expect, it } from 'vitest'
import { firstRunAt, latestSlot, nextSlotAfter, researchScheduleErrors } from './research'

const DAY = 86_400_000

describe('research schedule', () => {
  const first = firstRunAt('2026-11-20', '07:30')

  it('starts on the start date at the scheduled UTC time and repeats every interval', () => {
    expect(first).toBe(Date.UTC(2026, 10, 20, 7, 30))
    expect(latestSlot(first, 2, first - 1)).toBeNull()
    expect(latestSlot(first, 2, first)).toBe(first)
    // Down for five days: only the latest missed slot runs.
    expect(latestSlot(first, 2, first + 5 * DAY)).toBe(first + 4 * DAY)
    expect(nextSlotAfter(first, 2, first + 4 * DAY)).toBe(first + 6 * DAY)
    expect(nextSlotAfter(first, 2, first - DAY)).toBe(first)
  })

  it('checks the form with the spec texts', () => {
    expect(researchScheduleErrors({ repeatInterval: '0', startDate: '' })).toEqual({
      repeatInterval: 'Please enter an interval of 1 or more',
      startDate: 'Please choose a date',
    })
    expect(researchScheduleErrors({ repeatInterval: '1.5', startDate: '2026-11-20' })).toEqual({
      repeatInterval: 'Please enter an interval of 1 or more',
    })
    expect(researchScheduleErrors({ repeatInterval: '7', startDate: '2026-11-20' })).toEqual({})
  })
})
