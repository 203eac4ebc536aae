import { describe, expect, it } from 'vitest'
import { buzzAxisTop } from './buzz-points'

describe('the buzz axis top', () => {
  it('leaves room for the trend and most buckets, not for the rare spike', () => {
    const buckets = [...Array.from({ length: 95 }, () => 150), 400, 400, 900, 2400, 5000]
    // 90 % of the non-zero buckets are at most 150 %; the trend peaks at 180 %.
    expect(buzzAxisTop(buckets, [120, 180])).toBe(270)
    expect(buzzAxisTop([], [])).toBe(200)
    expect(buzzAxisTop([0, 0, 300], [50])).toBeCloseTo(315, 6)
  })
})
