import { lazy, Suspense } from 'react'
import { useAfterFirstPage } from './after-first-page'

const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
)

/**
 * Mounts the update prompt (it registers the service worker through workbox-window) after the first
 * page: registering is not needed to show a page, as the usual advice to register after load says.
 */
export function DeferredUpdatePrompt() {
  if (!useAfterFirstPage()) return null
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  )
}
