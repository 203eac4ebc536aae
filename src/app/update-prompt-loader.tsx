import { lazy, Suspense, useEffect, useState } from 'react'
import { useInventoryState } from '../features/inventory/inventory-store'
import { useAfterFirstPage } from './after-first-page'
import { mayRegisterWorker, REGISTER_AT_LATEST_MS } from './register-timing'

const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
)

const controlled = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  navigator.serviceWorker.controller !== null

/** Whether the service worker may be registered now (register-timing.ts); once true, stays true. */
function useMayRegister(): boolean {
  const inventoryLoading = useInventoryState().status === 'loading'
  const [waitedMs, setWaitedMs] = useState(0)
  const [may, setMay] = useState(false)
  if (
    !may &&
    mayRegisterWorker({
      controlled: controlled(),
      inventoryLoading,
      waitedMs,
    })
  )
    setMay(true)
  useEffect(() => {
    if (may) return
    const timer = setTimeout(() => setWaitedMs(REGISTER_AT_LATEST_MS), REGISTER_AT_LATEST_MS)
    return () => clearTimeout(timer)
  }, [may])
  return may
}

/**
 * Mounts the update prompt (it registers the service worker through workbox-window) after the first
 * page: registering is not needed to show a page, as the usual advice to register after load says.
 */
export function DeferredUpdatePrompt() {
  const afterFirstPage = useAfterFirstPage()
  const mayRegister = useMayRegister()
  if (!afterFirstPage || !mayRegister) return null
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  )
}
