import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react'
import {
  INVENTORY_SEARCH_LIMIT,
  type InventorySearchAnswer,
  type LiveClient,
  type LiveStatus,
} from '../../workers/hub'
import { type BuzzUpdate, hasValidSubscription, type Tick } from '../core'
import { useAuth } from './auth-context'

/**
 * The tab's handle on the shared live connection (the hub), for React: the client is created
 * once at boot (connectLiveClient) and provided here; the session follows the auth state.
 */

const LiveContext = createContext<LiveClient | null>(null)

export function useLiveClient(): LiveClient {
  const live = useContext(LiveContext)
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
 * The latest item per title of a live subscription held while the component is mounted: items of
 * titles no longer asked for are dropped, and `newer` decides whether an item replaces the kept one.
 */
function useLatestPerTitle<T>(
  titleIds: readonly number[],
  subscribe: (titles: number[], onItems: (items: T[]) => void) => () => void,
  idOf: (item: T) => number,
  newer: (item: T, kept: T) => boolean,
): ReadonlyMap<number, T> {
  const key = titleIds.join(',')
  const [latest, setLatest] = useState<ReadonlyMap<number, T>>(() => new Map())
  useEffect(() => {
    const titles = key === '' ? [] : key.split(',').map(Number)
    const wanted = new Set(titles)
    setLatest((previous) => {
      const kept = new Map([...previous].filter(([id]) => wanted.has(id)))
      return kept.size === previous.size ? previous : kept
    })
    return subscribe(titles, (items) => {
      setLatest((previous) => {
        const next = new Map(previous)
        for (const item of items) {
          const id = idOf(item)
          const kept = next.get(id)
          if (wanted.has(id) && (kept === undefined || newer(item, kept))) next.set(id, item)
        }
        return next
      })
    })
  }, [key, subscribe, idOf, newer])
  return latest
}

const titleUpdateId = (item: TitleUpdate) => item.update.id
const tickId = (tick: Tick) => tick.id
const always = () => true
const notOlderTick = (tick: Tick, kept: Tick) => kept.time <= tick.time

/**
 * Subscribes to live updates of some titles while the component is mounted (the hub shares one
 * socket subscription per title among all tabs) and returns the latest update per title.
 */
export function useTitleUpdates(
  titleIds: readonly number[],
  partition?: string,
): ReadonlyMap<number, TitleUpdate> {
  const live = useLiveClient()
  const subscribe = useCallback(
    (titles: number[], onItems: (items: TitleUpdate[]) => void) =>
      live.subscribeTitles({ titles, ...(partition ? { partition } : {}) }, (updates) => {
        const receivedAt = Date.now()
        onItems(updates.map((update) => ({ update, receivedAt })))
      }),
    [live, partition],
  )
  return useLatestPerTitle(titleIds, subscribe, titleUpdateId, always)
}

/**
 * Live price ticks of some titles while the component is mounted; returns the latest tick per
 * title. A tab has one tick subscription: the most recently mounted user wins (data-interface §4).
 */
export function useTitleTicks(titleIds: readonly number[]): ReadonlyMap<number, Tick> {
  const live = useLiveClient()
  const subscribe = useCallback(
    (titles: number[], onItems: (ticks: Tick[]) => void) => live.subscribeTicks(titles, onItems),
    [live],
  )
  return useLatestPerTitle(titleIds, subscribe, tickId, notOlderTick)
}

export interface InventorySearchState extends InventorySearchAnswer {
  /** The query these results answer (the newest one answered so far). */
  query: string
}

const NO_SEARCH: InventorySearchState = { query: '', results: [], tookMs: 0, ready: false }

/**
 * Instant search of the inventory index in the hub. The newest query wins: answers to older
 * queries are dropped; the results of the last answered query stay until the next answer. A
 * finished inventory load (also one replayed to a new hub) asks again.
 */
export function useInventorySearch(query: string, limit = INVENTORY_SEARCH_LIMIT): InventorySearchState {
  const live = useLiveClient()
  const [answer, setAnswer] = useState<InventorySearchState>(NO_SEARCH)
  const [loads, setLoads] = useState(0)
  useEffect(() => live.onInventory(() => setLoads((count) => count + 1)), [live])
  useEffect(() => {
    let latest = true
    // `loads` is read so that a finished inventory load runs the search again.
    void loads
    live.searchInventory(query, limit).then(
      (found) => {
        if (latest) setAnswer({ ...found, query })
      },
      (error: unknown) => console.warn('[murmur] inventory search failed', error),
    )
    return () => {
      latest = false
    }
  }, [live, query, limit, loads])
  return answer
}

/** Provides the tab's live client; its session follows the auth state (live-session-sync.ts). */
export function LiveProvider({ client, children }: { client: LiveClient; children: ReactNode }) {
  return <LiveContext.Provider value={client}>{children}</LiveContext.Provider>
}
