import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { TEXT } from '../core'
import { useAuth } from './auth-context'
import { useLiveStatus } from './live'

/** Said under the header while the browser has no network. */
export const OFFLINE_TEXT =
  'You are offline. Murmur shows what this device has stored; the rest loads when you are back online.'

const isOnline = () => onlineManager.isOnline()
const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener)

/**
 * Under the header: 'Connection lost, reconnecting...' while the live socket retries (application
 * §4), or, while the browser has no network at all, that the page shows what is stored (its
 * requests wait for the network instead of failing).
 */
export function ConnectionBanner() {
  const auth = useAuth()
  const status = useLiveStatus()
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true)
  const loggedIn = auth.status === 'logged-in'
  return (
    <div role="status" aria-live="polite">
      {loggedIn && !online ? (
        <p className="connection-banner" data-testid="offline-banner">
          {OFFLINE_TEXT}
        </p>
      ) : loggedIn && status.reconnecting ? (
        <p className="connection-banner" data-testid="connection-banner">
          <span className="spinner" aria-hidden="true" />
          {TEXT.connectionLost}
        </p>
      ) : null}
    </div>
  )
}
