import { lazy, Suspense, useEffect, useState } from 'react'

const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
)

/**
 * Mounts the update prompt (it registers the service worker through workbox-window) once the first
 * page has rendered and the browser is idle: registering is not needed to show the page, so its
 * code stays off the critical path, as the usual advice to register after load says.
 */
export function DeferredUpdatePrompt() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setReady(true), { timeout: 2000 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setReady(true), 1000)
    return () => clearTimeout(timer)
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  )
}
