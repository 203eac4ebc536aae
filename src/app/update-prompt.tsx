import { useRegisterSW } from 'virtual:pwa-register/react'
import { toasts } from '../ui'

export const UPDATE_TEXT = {
  available: 'A new version of Murmur is available.',
  reload: 'Reload',
  offlineReady: 'Ready to work offline',
} as const

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers the service worker (workbox-window, through vite-plugin-pwa) and tells the user
 * about it: once ready to work offline after the first install, and whenever a new version
 * waits, with a Reload button that activates it (SKIP_WAITING) and reloads the page.
 * Mount once, in the root layout. Renders nothing itself; the toasts show the prompts.
 */
export function UpdatePrompt() {
  const { updateServiceWorker } = useRegisterSW({
    onNeedRefresh() {
      toasts.show({
        id: 'sw-update',
        message: UPDATE_TEXT.available,
        timeoutMs: null,
        testId: 'update-toast',
        action: {
          label: UPDATE_TEXT.reload,
          testId: 'update-reload',
          onAction: () => {
            void updateServiceWorker(true)
          },
        },
      })
    },
    onOfflineReady() {
      toasts.show({
        id: 'sw-offline-ready',
        message: UPDATE_TEXT.offlineReady,
        tone: 'success',
        testId: 'offline-ready-toast',
      })
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return
      const check = () => {
        if (navigator.onLine && registration.installing === null) void registration.update().catch(() => {})
      }
      setInterval(check, UPDATE_CHECK_INTERVAL_MS)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check()
      })
    },
    onRegisterError(error: unknown) {
      console.warn('[murmur] service worker registration failed', error)
    },
  })
  return null
}
