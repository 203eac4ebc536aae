import { isSkipWaitingMessage } from './routes'
import type { SwScope } from './scope'

/**
 * Update flow with a prompt: a new worker waits until the page asks it to take over
 * ({type: 'SKIP_WAITING'}, sent by workbox-window when the user accepts the update), then it
 * claims the open pages.
 */
export function installLifecycle(scope: SwScope): void {
  scope.addEventListener('message', (event) => {
    if (isSkipWaitingMessage(event.data)) void scope.skipWaiting()
  })
  scope.addEventListener('activate', (event) => {
    event.waitUntil(scope.clients.claim())
  })
}
