/** A card to place: the grid rows it spans, and whether it spans every column. */
export interface MasonryCard {
  span: number
  wide: boolean
}

/** Where a card goes: its column (null: every column) and its first row, both from 0. */
export interface MasonrySlot {
  column: number | null
  row: number
}

/** The last cards whose columns are chosen together (3 columns: 3^5 = 243 layouts to try). */
export const MASONRY_LOOKAHEAD = 5

/** The column that ends highest, the leftmost of equals. */
const shortest = (heights: readonly number[]) => heights.indexOf(Math.min(...heights))

/**
 * Masonry placement in document order: each card goes under the column that ends highest (the
 * leftmost of equals), a wide card under all of them. The last few cards after the last wide one
 * are placed together instead, in the columns that make the grid end lowest and most evenly:
 * placed one by one, the last tall card lands under the shortest column and ends far below the
 * others (up to 560 px on the asset page at 1280 px).
 */
export function placeMasonry(
  cards: readonly MasonryCard[],
  columns: number,
  lookahead = MASONRY_LOOKAHEAD,
): MasonrySlot[] {
  const heights = new Array<number>(Math.max(1, columns)).fill(0)
  const slots: MasonrySlot[] = []
  let lastWide = -1
  cards.forEach((card, i) => {
    if (card.wide) lastWide = i
  })
  const tailStart = Math.max(lastWide + 1, cards.length - lookahead)
  for (const [i, card] of cards.entries()) {
    if (i >= tailStart) break
    if (card.wide) {
      const row = Math.max(...heights)
      slots.push({ column: null, row })
      heights.fill(row + card.span)
      continue
    }
    const column = shortest(heights)
    slots.push({ column, row: heights[column] ?? 0 })
    heights[column] = (heights[column] ?? 0) + card.span
  }
  return [...slots, ...evenTail(cards.slice(tailStart), heights)]
}

/**
 * Of every choice of columns for the tail cards, the one whose highest column ends lowest, then
 * whose columns end closest together; the one-by-one placement among equals.
 */
function evenTail(tail: readonly MasonryCard[], start: readonly number[]): MasonrySlot[] {
  const columns = start.length
  const place = (choice: readonly number[]) => {
    const heights = [...start]
    const slots = tail.map((card, i) => {
      const column = choice[i] ?? 0
      const row = heights[column] ?? 0
      heights[column] = row + card.span
      return { column, row }
    })
    const end = Math.max(...heights)
    return { slots, end, spread: end - Math.min(...heights) }
  }
  const greedyHeights = [...start]
  const greedy = tail.map((card) => {
    const column = shortest(greedyHeights)
    greedyHeights[column] = (greedyHeights[column] ?? 0) + card.span
    return column
  })
  let best = place(greedy)
  const choice = new Array<number>(tail.length).fill(0)
  for (let n = 0; n < columns ** tail.length; n += 1) {
    let rest = n
    for (let i = 0; i < tail.length; i += 1) {
      choice[i] = rest % columns
      rest = Math.floor(rest / columns)
    }
    const tried = place(choice)
    if (tried.end < best.end || (tried.end === best.end && tried.spread < best.spread)) best = tried
  }
  return best.slots
}
