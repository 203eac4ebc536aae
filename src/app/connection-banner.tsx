import { TEXT } from '../core'
import { useAuth } from './auth-context'
import { useLiveStatus } from './live'
import { useOnline } from './online'

/** Said under the header while the browser has no network. */
const OFFLINE_TEXT =
  'You are offline. Murmur shows what this device has stored; the rest loads when you are back online.'

/**
 * Under the header: 'Connection lost, reconnecting...' while the live socket retries (application
 * §4), or, while the browser has no network at all, that the page shows what is stored (its
 * requests wait for the network instead of failing).
 */
export function ConnectionBanner() {
  const auth = useAuth()
  const status = useLiveStatus()
  const online = useOnline()
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
