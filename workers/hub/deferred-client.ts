import type { BuzzUpdate, StreamPost, Tick } from '../../src/core'
import type { TabPresence } from './alert-interest'
import {
  type AlertListener,
  type HubMode,
  type HubSession,
  INITIAL_STATUS,
  type InventoryLoadRequest,
  type InventoryLoadResult,
  type InventorySearchAnswer,
  type LiveClient,
  type LiveStatus,
  type TitleSubscriptionRequest,
} from './contract'

/**
 * The tab's live client while the hub client's code (Comlink, the tab client, the worker
 * protocol) is still loading: it is not on the first page's path. Calls made meanwhile are kept
 * in order and handed over once `load` settles; subscriptions ended before that never reach it.
 * An inventory load made meanwhile is handed to `prefetchInventory` at once (the hub's worker
 * starts it without the client code: inventory-prefetch-message.ts) and waits for the client like
 * the other calls; without `prefetchInventory` it starts loading the client.
 */
export function deferredLiveClient(
  load: () => Promise<LiveClient>,
  prefetchInventory?: (request: InventoryLoadRequest) => void,
): LiveClient & { start(): void } {
  let real: LiveClient | null = null
  let closed = false
  let loading: Promise<LiveClient> | null = null
  const queued: ((client: LiveClient) => void)[] = []
  const statusListeners = new Set<(status: LiveStatus) => void>()

  const start = (): Promise<LiveClient> => {
    loading ??= load().then((client) => {
      real = client
      for (const call of queued.splice(0)) call(client)
      if (closed) client.close()
      // The status the app showed so far was the initial one; it learns the real one now.
      const status = client.getStatus()
      for (const listener of statusListeners) listener(status)
      return client
    })
    return loading
  }
  const whenLoaded = (call: (client: LiveClient) => void): void => {
    if (real) call(real)
    else queued.push(call)
  }
  /** A registration that may end before the client is there. */
  const register = (subscribe: (client: LiveClient) => () => void): (() => void) => {
    if (real) return subscribe(real)
    let ended = false
    let end: (() => void) | null = null
    queued.push((client) => {
      if (!ended) end = subscribe(client)
    })
    return () => {
      ended = true
      end?.()
    }
  }

  return {
    start: () =>
      void start().catch((error: unknown) => console.error('[murmur] the live client did not load', error)),
    get mode(): HubMode {
      return real?.mode ?? 'shared-worker'
    },
    setSession: (session: HubSession | null) => whenLoaded((client) => client.setSession(session)),
    subscribeTitles: (request: TitleSubscriptionRequest, onBatch: (updates: BuzzUpdate[]) => void) =>
      register((client) => client.subscribeTitles(request, onBatch)),
    subscribeTicks: (titles: number[], onTicks: (ticks: Tick[]) => void) =>
      register((client) => client.subscribeTicks(titles, onTicks)),
    subscribeStreamPosts: (onPosts: (posts: StreamPost[]) => void) =>
      register((client) => client.subscribeStreamPosts(onPosts)),
    subscribeAlerts: (listener: AlertListener) => register((client) => client.subscribeAlerts(listener)),
    markAlertsSeen: () => whenLoaded((client) => client.markAlertsSeen()),
    setPresence: (presence: TabPresence) => whenLoaded((client) => client.setPresence(presence)),
    loadInventory: (request: InventoryLoadRequest): Promise<InventoryLoadResult> => {
      if (real) return real.loadInventory(request)
      if (!prefetchInventory) return start().then((client) => client.loadInventory(request))
      // The hub starts the download now; its result comes through the client once that is there.
      prefetchInventory(request)
      return new Promise((resolve, reject) =>
        whenLoaded((client) => void client.loadInventory(request).then(resolve, reject)),
      )
    },
    searchInventory: (query: string, limit?: number): Promise<InventorySearchAnswer> =>
      (real ? Promise.resolve(real) : start()).then((client) => client.searchInventory(query, limit)),
    onInventory: (listener: (result: InventoryLoadResult) => void) =>
      register((client) => client.onInventory(listener)),
    getStatus: () => real?.getStatus() ?? INITIAL_STATUS,
    onStatus: (listener: (status: LiveStatus) => void) => {
      statusListeners.add(listener)
      const end = register((client) => client.onStatus(listener))
      return () => {
        statusListeners.delete(listener)
        end()
      }
    },
    close: () => {
      closed = true
      real?.close()
    },
  }
}
