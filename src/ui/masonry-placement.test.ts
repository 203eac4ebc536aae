import { describe, expect, it } from 'vitest'
import { type MasonryCard, placeMasonry } from './masonry-placement'

const card = (span: number, wide = false): MasonryCard => ({ span, wide })

/** Where each column ends once the cards are placed. */
function ends(cards: readonly MasonryCard[], columns: number, lookahead?: number): number[] {
  const heights = new Array<number>(columns).fill(0)
  placeMasonry(cards, columns, lookahead).forEach((slot, i) => {
    const span = cards[i]?.span ?? 0
    if (slot.column === null) heights.fill(slot.row + span)
    else heights[slot.column] = Math.max(heights[slot.column] ?? 0, slot.row + span)
  })
  return heights
}

describe('placeMasonry', () => {
  it('puts each card under the column that ends highest, the leftmost of equals', () => {
    expect(placeMasonry([card(10), card(4), card(4), card(3)], 3, 0)).toEqual([
      { column: 0, row: 0 },
      { column: 1, row: 0 },
      { column: 2, row: 0 },
      { column: 1, row: 4 },
    ])
  })

  it('puts a wide card under every column and goes on under it', () => {
    expect(placeMasonry([card(5), card(8), card(2, true), card(3)], 2, 0)).toEqual([
      { column: 0, row: 0 },
      { column: 1, row: 0 },
      { column: null, row: 8 },
      { column: 0, row: 10 },
    ])
  })

  it('places the last cards where the columns end most evenly', () => {
    const cards = [card(10), card(4), card(4), card(3), card(3), card(10)]
    // One by one the last tall card goes under a short column and ends at 17.
    expect(Math.max(...ends(cards, 3, 0))).toBe(17)
    expect(ends(cards, 3, 3)).toEqual([10, 14, 10])
    expect(placeMasonry(cards, 3, 3).slice(0, 3)).toEqual(placeMasonry(cards, 3, 0).slice(0, 3))
  })

  it('keeps the one-by-one layout when no other ends lower, and never moves a card before a wide one', () => {
    const even = [card(4), card(4), card(4), card(4)]
    expect(placeMasonry(even, 2)).toEqual(placeMasonry(even, 2, 0))
    const cards = [card(6), card(2), card(9, true), card(1)]
    expect(placeMasonry(cards, 2)).toEqual(placeMasonry(cards, 2, 0))
  })

  it('places every card in one column one under the other', () => {
    expect(placeMasonry([card(3), card(2, true), card(4)], 1)).toEqual([
      { column: 0, row: 0 },
      { column: null, row: 3 },
      { column: 0, row: 5 },
    ])
  })
})
