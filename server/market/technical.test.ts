import { describe, expect, it } from 'vitest'
import { technicalsOf } from './technical'

const DAY = 86_400_000
const bars = (closes: readonly number[]) =>
  closes.map((c, i) => ({ t: Date.UTC(2026, 0, 1) + i * DAY, h: c * 1.01, l: c * 0.99, c }))

describe('technical data', () => {
  it('keeps the digits of a meme coin’s moving average (rounded as prices are, not to 4 decimals)', () => {
    const answer = technicalsOf(1, bars(Array.from({ length: 30 }, (_, i) => 0.000_012 + i * 0.000_000_1)))
    const sma20 = answer.sma.find((entry) => entry.span === 20)?.value
    expect(sma20).toBeCloseTo(0.000_013_95, 10)
    expect(sma20).not.toBe(0)
  })

  it('rounds a share price’s moving average to 4 decimals', () => {
    const answer = technicalsOf(1, bars(Array.from({ length: 20 }, (_, i) => 100 + i / 3)))
    expect(answer.sma.find((entry) => entry.span === 20)?.value).toBe(103.1667)
  })
})
