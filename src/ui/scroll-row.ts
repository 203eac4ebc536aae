/** How far past an edge the active item is brought in, past the edge fade (32 px), so its neighbour shows the row scrolls on. */
const PEEK_PX = 40

/**
 * The scrollLeft that brings an item (its left and right relative to the row's visible box) into
 * view with PEEK_PX to spare, or the current one when it is in view already.
 */
export function scrollLeftFor(
  row: { scrollLeft: number; clientWidth: number; scrollWidth: number },
  item: { left: number; right: number },
): number {
  const max = Math.max(0, row.scrollWidth - row.clientWidth)
  let next = row.scrollLeft
  if (item.left < 0) next = row.scrollLeft + item.left - PEEK_PX
  else if (item.right > row.clientWidth) next = row.scrollLeft + item.right - row.clientWidth + PEEK_PX
  return Math.min(max, Math.max(0, next))
}

/** Which edges of a sideways-scrolling row hide more of it. */
export function hiddenEdges(row: { scrollLeft: number; clientWidth: number; scrollWidth: number }): {
  start: boolean
  end: boolean
} {
  return { start: row.scrollLeft > 1, end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1 }
}
