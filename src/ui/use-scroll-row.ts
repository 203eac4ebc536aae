import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { hiddenEdges, scrollLeftFor } from './scroll-row'

/**
 * A row of tabs or links that scrolls sideways on a phone (class `scroll-row`): the active item
 * (`activeSelector`) is scrolled into view whenever `activeKey` changes (the AI chat tab sat past
 * the edge of a 390 px screen while it was the page shown), and the row's `data-more-start` /
 * `data-more-end` say which edges hide more, for the stylesheet's fade.
 */
export function useScrollRow<T extends HTMLElement>(
  activeSelector: string,
  activeKey: unknown,
): RefObject<T> {
  const ref = useRef<T>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: activeKey is what moves the active item
  useLayoutEffect(() => {
    const row = ref.current
    const active = row?.querySelector<HTMLElement>(activeSelector)
    if (!row || !active) return
    const box = row.getBoundingClientRect()
    const rect = active.getBoundingClientRect()
    row.scrollLeft = scrollLeftFor(row, { left: rect.left - box.left, right: rect.right - box.left })
  }, [activeSelector, activeKey])

  useEffect(() => {
    const row = ref.current
    if (!row) return
    const mark = () => {
      const edges = hiddenEdges(row)
      row.dataset.moreStart = String(edges.start)
      row.dataset.moreEnd = String(edges.end)
    }
    mark()
    row.addEventListener('scroll', mark, { passive: true })
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark)
    observer?.observe(row)
    return () => {
      row.removeEventListener('scroll', mark)
      observer?.disconnect()
    }
  }, [])

  return ref
}
