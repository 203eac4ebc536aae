import type { HubSession, LiveClient } from '../../workers/hub'
import type { AuthSnapshot, AuthStore } from './auth-store'
import { liveFingerprint } from './fingerprint'
import { liveSessionFor, msUntilSubscriptionEnds, sameSession } from './live-session'
import type { RuntimeConfigSource } from './runtime-config'

/**
 * Keeps the hub's session in step with the auth state, the runtime configuration and the clock.
 * Started with the hub client (boot.tsx), once the first page has painted: the session only
 * matters to the live socket, which opens then. Returns the stop.
 */
export function keepLiveSessionInStep(
  live: Pick<LiveClient, 'setSession'>,
  auth: Pick<AuthStore, 'getSnapshot' | 'subscribe'>,
  config: Pick<RuntimeConfigSource, 'ready'>,
): () => void {
  let sent: { value: HubSession | null } | null = null
  let shown: AuthSnapshot | null = null
  /** Each auth state's own session computation; a newer state cancels the older one's. */
  let current = { cancelled: false, timer: undefined as ReturnType<typeof setTimeout> | undefined }

  const send = (session: HubSession | null) => {
    if (sent && sameSession(sent.value, session)) return
    sent = { value: session }
    live.setSession(session)
  }

  const sync = () => {
    const snapshot = auth.getSnapshot()
    if (snapshot === shown) return
    shown = snapshot
    current.cancelled = true
    clearTimeout(current.timer)
    const run = { cancelled: false, timer: undefined as ReturnType<typeof setTimeout> | undefined }
    current = run
    if (snapshot.status !== 'logged-in') {
      send(null)
      return
    }
    void (async () => {
      const resolved = await config.ready
      const fingerprint = await liveFingerprint(resolved)
      if (run.cancelled) return
      const push = () => {
        const now = Date.now()
        send(liveSessionFor(snapshot, resolved, fingerprint, now))
        // When the subscription runs out, the socket must close: send the session again then.
        const wait = msUntilSubscriptionEnds(snapshot, now)
        if (wait !== null) run.timer = setTimeout(push, wait)
      }
      push()
    })()
  }

  sync()
  const unsubscribe = auth.subscribe(sync)
  return () => {
    unsubscribe()
    current.cancelled = true
    clearTimeout(current.timer)
  }
}
