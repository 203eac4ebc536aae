import { type HTMLAttributes, useLayoutEffect, useRef } from 'react'

/** The masonry grid's row height: a card spans as many rows as its height and the gap under it need. */
export const MASONRY_ROW_PX = 4

/** Rows a card `height` px tall spans, with at least `gap` px left under it. */
export function masonrySpan(height: number, gap: number): number {
  return Math.max(1, Math.ceil((height + gap) / MASONRY_ROW_PX))
}

/** Packs the grid's cards when it has two columns or more; one column stays a plain grid. */
function pack(grid: HTMLElement): void {
  const style = getComputedStyle(grid)
  const cards = [...grid.children].filter((child): child is HTMLElement => child instanceof HTMLElement)
  if (style.gridTemplateColumns.trim().split(/\s+/).length < 2) {
    grid.style.gridAutoRows = ''
    grid.style.rowGap = ''
    grid.dataset.packed = 'false'
    for (const card of cards) card.style.gridRow = ''
    return
  }
  const gap = Number.parseFloat(style.columnGap) || 0
  for (const card of cards) {
    const span = `span ${masonrySpan(card.getBoundingClientRect().height, gap)}`
    if (card.style.gridRow !== span) card.style.gridRow = span
  }
  grid.style.gridAutoRows = `${MASONRY_ROW_PX}px`
  grid.style.rowGap = '0'
  grid.dataset.packed = 'true'
}

/**
 * The widget cards of a page (asset, view, author). With two columns or more each card goes
 * under the column that ends highest, in document order, so a short card leaves no gap as tall
 * as the tallest card of its row; the reading order stays the document's. Cards that load or
 * grow later are packed again (ResizeObserver answers before the frame is painted).
 */
export function WidgetGrid({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const grid = ref.current
    if (!grid || typeof ResizeObserver === 'undefined') return
    const resized = new ResizeObserver(() => pack(grid))
    const observeCards = () => {
      for (const child of grid.children) resized.observe(child)
    }
    resized.observe(grid)
    observeCards()
    // Cards whose code or data arrives later join the grid as new children.
    const added = new MutationObserver(observeCards)
    added.observe(grid, { childList: true })
    return () => {
      resized.disconnect()
      added.disconnect()
    }
  }, [])
  return <div ref={ref} className={className ? `asset-widgets ${className}` : 'asset-widgets'} {...props} />
}
