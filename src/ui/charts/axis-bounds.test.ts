import { describe, expect, it } from 'vitest'
import { axisBounds, nearestIndex } from './axis-bounds'

describe('axis bounds', () => {
  it('rounds outward to the power of ten below the span', () => {
    expect(axisBounds(108.3, 124.1)).toEqual({ min: 100, max: 130, step: 10 })
    expect(axisBounds(0.0123, 0.0456)).toEqual({ min: 0.01, max: 0.05, step: 0.01 })
    expect(axisBounds(1234, 98_765)).toEqual({ min: 0, max: 100_000, step: 10_000 })
  })

  it('widens a flat series by one step', () => {
    expect(axisBounds(50, 50)).toEqual({ min: 50, max: 60, step: 10 })
    expect(axisBounds(Number.NaN, 1)).toEqual({ min: 0, max: 1, step: 1 })
  })
})

describe('nearest point', () => {
  const xs = [10, 20, 30, 50]
  it('finds the closest point, the earlier one on a tie', () => {
    expect(nearestIndex(xs, 24, (x) => x)).toBe(1)
    expect(nearestIndex(xs, 26, (x) => x)).toBe(2)
    expect(nearestIndex(xs, 40, (x) => x)).toBe(2)
    expect(nearestIndex(xs, -5, (x) => x)).toBe(0)
    expect(nearestIndex(xs, 99, (x) => x)).toBe(3)
    expect(nearestIndex([], 1, (x: number) => x)).toBe(-1)
  })
})
