import { describe, expect, it } from 'vitest'
import { rangePosition, rsiReading } from './technical-view'

describe('technical data readings', () => {
  it('reads RSI against 30 and 70', () => {
    expect([rsiReading(29.9), rsiReading(30), rsiReading(70), rsiReading(70.1)]).toEqual([
      'oversold',
      'neutral',
      'neutral',
      'overbought',
    ])
  })

  it('places the close in its 52-week range', () => {
    expect(rangePosition({ close: 150, range_52w: { high: 200, low: 100, days: 250 } })).toBe(0.5)
    expect(rangePosition({ close: 250, range_52w: { high: 200, low: 100, days: 250 } })).toBe(1)
    expect(rangePosition({ close: 100, range_52w: { high: 100, low: 100, days: 1 } })).toBe(0.5)
    expect(rangePosition({ close: null, range_52w: { high: 200, low: 100, days: 250 } })).toBeNull()
    expect(rangePosition({ close: 100, range_52w: null })).toBeNull()
  })
})
