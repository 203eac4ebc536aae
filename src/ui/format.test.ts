import { describe, expect, it } from 'vitest'
import {
  buzzPercent,
  capitalise,
  daysUntil,
  formatBuzz,
  formatDate,
  formatDateClock,
  formatSignedDecimal1,
} from './format'

describe('display formats', () => {
  it('shows buzz times 100 as a percentage of the average', () => {
    expect(buzzPercent(1)).toBe(100)
    expect(buzzPercent(1.234)).toBe(123)
    expect(formatBuzz(12.5)).toBe('1,250%')
    expect(formatBuzz(0.4)).toBe('40%')
  })

  it('formats signed sentiment scores with one decimal', () => {
    expect(formatSignedDecimal1(33.3)).toBe('+33.3')
    expect(formatSignedDecimal1(-5)).toBe('−5.0')
    expect(formatSignedDecimal1(0)).toBe('0.0')
  })

  it('formats dates in en-US', () => {
    expect(formatDate(new Date(2026, 0, 15, 12).getTime())).toBe('Jan 15, 2026')
    expect(formatDateClock(new Date(2026, 10, 30, 9, 46, 30).getTime())).toBe('Nov 30, 2026, 09:46 AM')
  })

  it('counts whole days until a moment', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(daysUntil(now + 86_400_000 * 3, now)).toBe(3)
    expect(daysUntil(now + 1000, now)).toBe(1)
    expect(daysUntil(now - 86_400_000, now)).toBe(-1)
  })

  it('capitalises account types', () => {
    expect(capitalise('premium')).toBe('Premium')
  })
})
