import { useEffect, useRef, useState } from 'react'

export interface LoadMoreState {
  hasMore: boolean
  /** A page is on its way. */
  loadingMore: boolean
  /** The first page is on its way, or failed: nothing to continue from. */
  blocked: boolean
  onLoadMore: () => void
}

/**
 * Infinite loading: returns the ref for a sentinel under the last item; when it scrolls near
 * the viewport the next page is asked for, and a page that did not fill the screen (the sentinel
 * still in view) asks for the one after.
 */
export function useLoadMore({ hasMore, loadingMore, blocked, onLoadMore }: LoadMoreState) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null)
  const latest = useRef({ hasMore, loadingMore, onLoadMore })
  latest.current = { hasMore, loadingMore, onLoadMore }
  const sentinelVisible = useRef(false)

  useEffect(() => {
    const element = sentinel
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1]
        sentinelVisible.current = last?.isIntersecting ?? false
        const { hasMore: more, loadingMore: busy, onLoadMore: load } = latest.current
        if (more && !busy && sentinelVisible.current) load()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [sentinel])

  useEffect(() => {
    if (sentinelVisible.current && hasMore && !loadingMore && !blocked) onLoadMore()
  }, [hasMore, loadingMore, blocked, onLoadMore])

  return setSentinel
}
