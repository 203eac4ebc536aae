import { describe, expect, it } from 'vitest'
import { markerRows } from './marker-rows'

describe('markerRows', () => {
  it('keeps markers that are far enough apart on the bottom row', () => {
    expect(markerRows([0, 20, 40], 16, 3)).toEqual([0, 0, 0])
  })

  it('lifts a marker that would cover its neighbour, and comes back down when there is room', () => {
    // 10 is too close to 0, 14 to both; 30 is 30 px right of 0.
    expect(markerRows([0, 10, 14, 30], 16, 3)).toEqual([0, 1, 2, 0])
  })

  it('places markers by x whatever their order in the list', () => {
    expect(markerRows([30, 14, 10, 0], 16, 3)).toEqual([0, 2, 1, 0])
  })

  it('past the last row, shares the row whose last marker is farthest left', () => {
    expect(markerRows([0, 2, 4, 6], 16, 2)).toEqual([0, 1, 0, 1])
  })
})
