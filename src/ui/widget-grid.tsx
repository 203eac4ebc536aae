import { type HTMLAttributes, useLayoutEffect, useRef, useState } from 'react'
import { placeMasonry } from './masonry-placement'
import { type WidgetSection, WidgetSectionIndex } from './widget-section-index'

/** The masonry grid's row height: a card spans as many rows as its height and the gap under it need. */
export const MASONRY_ROW_PX = 4

/** Rows a card `height` px tall spans, with at least `gap` px left under it. */
export function masonrySpan(height: number, gap: number): number {
  return Math.max(1, Math.ceil((height + gap) / MASONRY_ROW_PX))
}

/** Packs the grid's cards when it has two columns or more; one column stays a plain grid. Says which. */
function pack(grid: HTMLElement): boolean {
  const style = getComputedStyle(grid)
  const cards = [...grid.children].filter((child): child is HTMLElement => child instanceof HTMLElement)
  const columns = style.gridTemplateColumns.trim().split(/\s+/).length
  const packed = columns >= 2
  // Writes only what changes: each write is a mutation the grid watches for.
  const set = (
    element: HTMLElement,
    property: 'gridRow' | 'gridColumn' | 'gridAutoRows' | 'rowGap',
    value: string,
  ) => {
    if (element.style[property] !== value) element.style[property] = value
  }
  const gap = Number.parseFloat(style.columnGap) || 0
  // Read every height first, then write: a write between two reads would lay the page out again.
  const measured = (packed ? cards : []).map((card) => ({
    span: masonrySpan(card.getBoundingClientRect().height, gap),
    // A card over every column (its own CSS says grid-column: 1 / -1) keeps that.
    wide: getComputedStyle(card).gridColumnEnd === '-1',
  }))
  const slots = placeMasonry(measured, columns)
  cards.forEach((card, i) => {
    const slot = slots[i]
    const span = measured[i]?.span ?? 1
    set(card, 'gridRow', slot ? `${slot.row + 1} / span ${span}` : '')
    set(card, 'gridColumn', slot && slot.column !== null ? String(slot.column + 1) : '')
  })
  set(grid, 'gridAutoRows', packed ? `${MASONRY_ROW_PX}px` : '')
  set(grid, 'rowGap', packed ? '0' : '')
  return packed
}

/** The cards' headings, in reading order. */
function sectionsOf(grid: HTMLElement): WidgetSection[] {
  return [...grid.querySelectorAll<HTMLElement>('.card__title')]
    .filter((heading) => heading.id !== '' && heading.textContent?.trim())
    .map((heading) => ({ id: heading.id, title: heading.textContent?.trim() ?? '' }))
}

const sameSections = (a: readonly WidgetSection[], b: readonly WidgetSection[]) =>
  a.length === b.length && a.every((section, i) => section.id === b[i]?.id && section.title === b[i]?.title)

export interface WidgetGridProps extends HTMLAttributes<HTMLDivElement> {
  /** Names the index of the cards shown above a one-column grid (phones), where the page is long. */
  indexLabel?: string
}

/**
 * The widget cards of a page (asset, view, author). With two columns or more each card goes
 * under the column that ends highest, in document order, so a short card leaves no gap as tall
 * as the tallest card of its row, and the last few go where the columns end most evenly
 * (masonry-placement.ts); the reading order stays the document's. Cards that load or change later
 * are packed again.
 */
export function WidgetGrid({ indexLabel, ...props }: WidgetGridProps) {
  const ref = useRef<HTMLDivElement>(null)
  const [sections, setSections] = useState<WidgetSection[]>([])
  useLayoutEffect(() => {
    const grid = ref.current
    if (!grid) return
    // The index lives outside the grid: updating it is no mutation the grid sees.
    const update = () => {
      const oneColumn = !pack(grid)
      const next = indexLabel && oneColumn ? sectionsOf(grid) : []
      setSections((current) => (sameSections(current, next) ? current : next))
    }
    update()
    // A card changes height when its content changes, the window's width when the page does, text
    // when the web fonts arrive: each packs the grid again in the next frame, before it is painted.
    // (A ResizeObserver on the cards would report its own loop as an error whenever a chart inside
    // resizes from its observer's callback.)
    let frame = 0
    const schedule = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0
          update()
        })
    }
    const changes = new MutationObserver(schedule)
    changes.observe(grid, { childList: true, subtree: true, attributes: true, characterData: true })
    window.addEventListener('resize', schedule)
    void document.fonts?.ready.then(schedule)
    return () => {
      changes.disconnect()
      window.removeEventListener('resize', schedule)
      cancelAnimationFrame(frame)
    }
  }, [indexLabel])
  return (
    <>
      {indexLabel && sections.length > 1 ? (
        <WidgetSectionIndex label={indexLabel} sections={sections} />
      ) : null}
      <div {...props} ref={ref} className="asset-widgets" />
    </>
  )
}
