import { createContext, type ReactNode, use, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { LiveClient, LiveStatus } from '../../workers/hub'
import { type BuzzUpdate, hasValidSubscription } from '../core'
import { useAuth } from './auth-context'
import { liveFingerprint } from './fingerprint'
import { liveSessionFor, msUntilSubscriptionEnds, sameSession } from './live-session'
import type { RuntimeConfigSource } from './runtime-config'
import { useRuntimeConfigSource } from './runtime-config-context'

/**
 * The tab's handle on the shared live connection (the hub), for React: the client is created
 * once at boot (connectLiveClient) and provided here; the session follows the auth state.
 */

const LiveContext = createContext<LiveClient | null>(null)

export function useLiveClient(): LiveClient {
  const live = use(LiveContext)
  if (!live) throw new Error('useLiveClient needs a <LiveProvider>')
  return live
}

/** The live connection's status (socket, auth, ready, reconnecting, last message). */
export function useLiveStatus(): LiveStatus {
  const live = useLiveClient()
  return useSyncExternalStore(
    (onChange) => live.onStatus(() => onChange()),
    () => live.getStatus(),
    () => live.getStatus(),
  )
}

/**
 * Whether the app asks for a live connection now: logged in with a valid subscription
 * (application §4 "Live connection").
 */
export function useLiveWanted(): boolean {
  const auth = useAuth()
  return auth.status === 'logged-in' && hasValidSubscription(auth.user, Date.now())
}

export interface TitleUpdate {
  update: BuzzUpdate
  /** When the batch carrying it reached this tab (epoch ms). */
  receivedAt: number
}

/**
 * Subscribes to live updates of some titles while the component is mounted (the hub shares one
 * socket subscription per title among all tabs) and returns the latest update per title.
 */
export function useTitleUpdates(
  titleIds: readonly number[],
  partition?: string,
): ReadonlyMap<number, TitleUpdate> {
  const live = useLiveClient()
  const key = titleIds.join(',')
  const [latest, setLatest] = useState<ReadonlyMap<number, TitleUpdate>>(() => new Map())
  useEffect(() => {
    const titles = key === '' ? [] : key.split(',').map(Number)
    const wanted = new Set(titles)
    setLatest((previous) => {
      const kept = new Map([...previous].filter(([id]) => wanted.has(id)))
      return kept.size === previous.size ? previous : kept
    })
    return live.subscribeTitles({ titles, ...(partition ? { partition } : {}) }, (updates) => {
      const receivedAt = Date.now()
      setLatest((previous) => {
        const next = new Map(previous)
        for (const update of updates) {
          if (wanted.has(update.id)) next.set(update.id, { update, receivedAt })
        }
        return next
      })
    })
  }, [live, key, partition])
  return latest
}

/** Keeps the hub's session in step with the auth state, the runtime configuration and the clock. */
function useLiveSessionSync(live: LiveClient, configSource: RuntimeConfigSource): void {
  const auth = useAuth()
  const sent = useRef<{ value: ReturnType<typeof liveSessionFor> } | null>(null)

  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined

    const send = (session: ReturnType<typeof liveSessionFor>) => {
      if (sent.current && sameSession(sent.current.value, session)) return
      sent.current = { value: session }
      live.setSession(session)
    }

    if (auth.status !== 'logged-in') {
      send(null)
      return
    }

    void (async () => {
      const config = await configSource.ready
      const fingerprint = await liveFingerprint(config)
      if (cancelled) return
      const push = () => {
        const now = Date.now()
        send(liveSessionFor(auth, config, fingerprint, now))
        // When the subscription runs out, the socket must close: send the session again then.
        const wait = msUntilSubscriptionEnds(auth, now)
        if (wait !== null) timer = setTimeout(push, wait)
      }
      push()
    })()

    return () => {
      cancelled = true
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [live, configSource, auth])
}

export function LiveProvider({ client, children }: { client: LiveClient; children: ReactNode }) {
  return (
    <LiveContext value={client}>
      <LiveSessionSync client={client} />
      {children}
    </LiveContext>
  )
}

function LiveSessionSync({ client }: { client: LiveClient }) {
  useLiveSessionSync(client, useRuntimeConfigSource())
  return null
}
