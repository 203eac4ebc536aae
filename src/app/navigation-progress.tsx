import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** A page change that resolves faster than this shows no bar (no flicker on a quick answer). */
const SHOW_AFTER_MS = 150

/**
 * A thin bar along the top of the window while a page change waits for its route's data (the
 * asset page's master data, a lazily loaded route): the previous page stays until then, and on
 * a weak network a tap would otherwise seem to do nothing.
 */
export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!pending) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [pending])
  if (!shown) return null
  return (
    <div
      className="navigation-progress"
      role="progressbar"
      aria-label="Loading the page"
      data-testid="navigation-progress"
    >
      <span className="navigation-progress__bar" />
    </div>
  )
}
