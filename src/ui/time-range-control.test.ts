import { describe, expect, it } from 'vitest'
import { customRange, dateInputStart, dateInputValue } from './time-range-control'

const DAY = 86_400_000

describe('custom time range days', () => {
  it('reads and writes UTC days', () => {
    expect(dateInputValue(Date.UTC(2026, 0, 5, 23, 30))).toBe('2026-01-05')
    expect(dateInputStart('2026-01-05')).toBe(Date.UTC(2026, 0, 5))
    expect(dateInputStart('05/01/2026')).toBeNull()
    expect(dateInputStart('')).toBeNull()
  })

  it('runs from the start of the first day to the end of the last, within the permitted dates', () => {
    const now = Date.UTC(2026, 4, 20, 12)
    const earliest = Date.UTC(2026, 3, 20, 12)
    expect(customRange('2026-05-01', '2026-05-10', earliest, now)).toEqual({
      start: Date.UTC(2026, 4, 1),
      end: Date.UTC(2026, 4, 11) - 1,
    })
    expect(customRange('2026-04-20', '2026-05-20', earliest, now)).toEqual({ start: earliest, end: now })
    expect(customRange('2026-05-01', '', earliest, now + DAY)).toBeNull()
  })
})
