import { describe, expect, it } from 'vitest'
import { MASONRY_ROW_PX, masonrySpan } from './widget-grid'

describe('masonrySpan', () => {
  it('spans the rows of the card and the gap under it, never fewer', () => {
    for (const height of [0, 1, 99, 100, 333.5, 1280]) {
      const span = masonrySpan(height, 16)
      expect(span * MASONRY_ROW_PX).toBeGreaterThanOrEqual(height + 16)
      // At most one row more than needed: the gap under a card stays within a row of the grid's own.
      expect(span * MASONRY_ROW_PX).toBeLessThan(height + 16 + MASONRY_ROW_PX)
    }
  })

  it('gives an empty card one row', () => {
    expect(masonrySpan(0, 0)).toBe(1)
  })
})
