import { describe, expect, it } from 'vitest'
import { barsAround, significantMoves } from './price-moves'

const DAY = 86_400_000
/** 40 quiet days (±0.5 %), then a 6 % jump on day 25 and a 4 % drop on day 35. */
function bars() {
  let c = 100
  return Array.from({ length: 41 }, (_, i) => {
    if (i > 0) c *= i === 25 ? 1.06 : i === 35 ? 0.96 : i % 2 ? 1.005 : 0.995
    return { t: i * DAY, c }
  })
}

describe('significant price moves', () => {
  it('finds the moves far beyond the period’s volatility, newest first', () => {
    const moves = significantMoves(bars())
    expect(moves.map((move) => move.t / DAY)).toEqual([35, 25])
    expect(moves[0]?.change).toBeCloseTo(-0.04, 6)
    expect(moves[1]?.change).toBeCloseTo(0.06, 6)
    expect(moves.every((move) => move.sigmas >= 2)).toBe(true)
  })

  it('needs ten changes and a 2 % move', () => {
    expect(significantMoves(bars().slice(0, 8))).toEqual([])
    const calm = Array.from({ length: 30 }, (_, i) => ({ t: i * DAY, c: 100 + (i === 20 ? 1 : 0) }))
    expect(significantMoves(calm)).toEqual([])
  })

  it('cuts the bars around a day for its graph', () => {
    const around = barsAround(bars(), 35 * DAY, 3, 2)
    expect(around.map((bar) => bar.t / DAY)).toEqual([32, 33, 34, 35, 36, 37])
    expect(barsAround(bars(), 99 * DAY)).toEqual([])
  })
})
