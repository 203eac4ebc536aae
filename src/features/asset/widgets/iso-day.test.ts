import { describe, expect, it } from 'vitest'
import { asOfDayText, isoDayShort } from './iso-day'

describe('days of the widgets', () => {
  const now = Date.UTC(2026, 10, 27, 15)

  it('calls a past day a close, and today the latest price (its bar is still forming)', () => {
    expect(asOfDayText('2026-11-26', now)).toBe('As of the close of Nov 26, 2026')
    expect(asOfDayText('2026-11-27', now)).toBe('As of the latest price, Nov 27, 2026')
  })

  it('leaves the year out in the current year', () => {
    expect(isoDayShort('2026-11-09', now)).toBe('Nov 9')
    expect(isoDayShort('2025-09-07', now)).toBe('Sep 7, 2025')
  })
})
