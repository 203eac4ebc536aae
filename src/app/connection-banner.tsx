import { TEXT } from '../core'
import { useAuth } from './auth-context'
import { useLiveStatus } from './live'

/** 'Connection lost, reconnecting...' under the header while the live socket retries (application §4). */
export function ConnectionBanner() {
  const auth = useAuth()
  const status = useLiveStatus()
  const show = auth.status === 'logged-in' && status.reconnecting
  return (
    <div role="status" aria-live="polite">
      {show ? (
        <p className="connection-banner" data-testid="connection-banner">
          <span className="spinner" aria-hidden="true" />
          {TEXT.connectionLost}
        </p>
      ) : null}
    </div>
  )
}
