import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/**
 * True once the first page has rendered (the router settled) and the browser was idle after it.
 * What is not needed to show a page (service worker registration, the rarely shown setup dialog)
 * waits for it, so its code stays off the critical path of a first load.
 */
export function useAfterFirstPage(): boolean {
  const settled = useRouterState({ select: (state) => state.status === 'idle' })
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!settled || ready) return
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setReady(true), { timeout: 2000 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setReady(true), 500)
    return () => clearTimeout(timer)
  }, [settled, ready])
  return ready
}
