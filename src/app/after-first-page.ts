import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState, useSyncExternalStore } from 'react'

/** Screens shown instead of the page (e.g. the initial loading screen) hold the first page back. */
let holds = 0
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of [...listeners]) listener()
}

/** Marks the page as not shown yet; returns the release (call it once the page shows). */
export function holdFirstPage(): () => void {
  holds += 1
  notify()
  let released = false
  return () => {
    if (released) return
    released = true
    holds -= 1
    notify()
  }
}

let markShown: () => void = () => {}
const shown = new Promise<void>((resolve) => {
  markShown = resolve
})

/** Resolves once the first page of this document has been shown (see useAfterFirstPage). */
export function firstPageShown(): Promise<void> {
  return shown
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * True once the first page is shown (the router settled and nothing holds it back) and the
 * browser was idle after it. What is not needed to show a page (service worker registration, the
 * rarely shown setup dialog) waits for it, so its code stays off the critical path of a first load.
 */
export function useAfterFirstPage(): boolean {
  const settled = useRouterState({ select: (state) => state.status === 'idle' })
  const held = useSyncExternalStore(
    subscribe,
    () => holds > 0,
    () => false,
  )
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (ready) markShown()
  }, [ready])
  useEffect(() => {
    if (!settled || held || ready) return
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setReady(true), { timeout: 2000 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setReady(true), 500)
    return () => clearTimeout(timer)
  }, [settled, held, ready])
  return ready
}

/**
 * False in a component's first render, true once the frame that shows it has been painted: for
 * code that may follow its page by a frame but must not be asked for before the page shows (a
 * lazy chunk asked for in the render that shows a first visit's page was fetched and run ahead of
 * the page's first paint).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs before its frame is painted; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [])
  return painted
}
