import { describe, expect, it } from 'vitest'
import { authorWeight, cappedCount } from './weights'

describe('author weights', () => {
  it('weighs an author by impact / 2, bots and impact 0 not at all', () => {
    expect(authorWeight(2, 'regulars')).toBe(1)
    expect(authorWeight(5, 'verified')).toBe(2.5)
    expect(authorWeight(1, 'influencers')).toBe(0.5)
    expect(authorWeight(0, 'regulars')).toBe(0)
    expect(authorWeight(4, 'bots')).toBe(0)
    expect(authorWeight(9, 'regulars')).toBe(2.5)
  })

  it('caps one author’s messages per bucket at 1 + ln(n)', () => {
    expect(cappedCount(0)).toBe(0)
    expect(cappedCount(1)).toBe(1)
    expect(cappedCount(2)).toBeCloseTo(1.693147, 6)
    // 500 messages count as about 7.2 messages, not 500.
    expect(cappedCount(500)).toBeCloseTo(7.214608, 6)
  })
})
