import * as v from 'valibot'
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
import {
  type AsyncTabApi,
  type HubEvent,
  InventoryLoadResultSchema,
  InventorySearchAnswerSchema,
  TAB_HEARTBEAT_INTERVAL_MS,
  type TabListener,
} from './protocol'

/** How a tab reaches a hub: the API, and how its event handler crosses to the hub (if it can). */
export interface HubConnection {
  api: AsyncTabApi
  mode: HubMode
  /** Turns the handler into what hello() carries: a Comlink proxy, the handler itself, or nothing. */
  listener?: (handler: TabListener) => TabListener
}

interface LocalSubscription {
  request: TitleSubscriptionRequest
  onBatch: (updates: BuzzUpdate[]) => void
  remoteId: string | null
  sentGeneration: number
  active: boolean
}

interface LocalTicks {
  titles: number[]
  onTicks: (ticks: Tick[]) => void
  remoteId: string | null
  sentGeneration: number
  active: boolean
}

/** The tab's one stream-post subscription at the hub, shared by its local listeners. */
interface LocalPosts {
  remoteId: string | null
  sentGeneration: number
}

/** The tab's one alert subscription at the hub, shared by its local listeners. */
interface LocalAlerts {
  remoteId: string | null
  sentGeneration: number
}

interface PendingInventoryLoad {
  request: InventoryLoadRequest
  sentGeneration: number
  resolve: (result: InventoryLoadResult) => void
  reject: (error: unknown) => void
}

const SEARCH_NOT_READY: InventorySearchAnswer = { results: [], tookMs: 0, ready: false }

/**
 * The tab's side of the hub. It keeps the tab's session, subscriptions, tick subscription
 * and inventory request so that it can replay them to whichever hub it is connected to next:
 * a new leader tab, a SharedWorker of a new deploy, or the same hub after it dropped a silent tab.
 */
export class TabHubClient implements LiveClient {
  mode: HubMode = 'shared-worker'
  private status: LiveStatus = INITIAL_STATUS
  private readonly statusListeners = new Set<(status: LiveStatus) => void>()
  private readonly subscriptions = new Map<number, LocalSubscription>()
  private readonly byRemoteId = new Map<string, LocalSubscription>()
  private ticks: LocalTicks | null = null
  private readonly postListeners = new Set<(posts: StreamPost[]) => void>()
  private posts: LocalPosts | null = null
  private readonly alertListeners = new Set<AlertListener>()
  private alerts: LocalAlerts | null = null
  private presence: TabPresence = { visible: true, focusedAt: 0 }
  private inventoryRequest: InventoryLoadRequest | null = null
  private readonly pendingLoads = new Set<PendingInventoryLoad>()
  private readonly inventoryListeners = new Set<(result: InventoryLoadResult) => void>()
  /** undefined until the tab knows its session: a booting tab must not replay "no session" to a hub in use. */
  private session: HubSession | null | undefined = undefined
  private connection: HubConnection | null = null
  /** Settles with the current hub's hello; until the first hub is adopted, calls wait for it. */
  private greeted: Promise<boolean>
  private firstGreeting: ((ok: boolean) => void) | null = null
  private generation = 0
  private nextLocalId = 1
  private heartbeat: ReturnType<typeof setInterval> | null = null

  constructor(readonly tabId: string) {
    // A page's first calls (the inventory load in the route loader) may come before the hub is
    // connected: they wait for it instead of failing as if the hub were unavailable.
    this.greeted = new Promise((resolve) => {
      this.firstGreeting = resolve
    })
  }

  /** Connects to a hub (the first or a replacement) and replays session and subscriptions; returns the event handler. */
  adopt(connection: HubConnection): TabListener {
    const generation = ++this.generation
    this.connection = connection
    this.mode = connection.mode
    this.byRemoteId.clear()
    for (const subscription of this.subscriptions.values()) subscription.remoteId = null
    if (this.ticks) this.ticks.remoteId = null
    if (this.posts) this.posts = { remoteId: null, sentGeneration: 0 }
    if (this.alerts) this.alerts = { remoteId: null, sentGeneration: 0 }
    const handler: TabListener = (event) => {
      if (generation === this.generation) this.onEvent(event as HubEvent)
    }
    this.greeted = connection.api.hello(this.tabId, connection.listener?.(handler)).then(
      (status) => {
        if (generation !== this.generation) return false
        this.setStatus(status)
        return true
      },
      (error: unknown) => {
        console.warn('[murmur] hub hello failed', error)
        return false
      },
    )
    const first = this.firstGreeting
    if (first) {
      this.firstGreeting = null
      void this.greeted.then(first)
    }
    void this.greeted.then(async (ok) => {
      if (!ok) {
        if (generation === this.generation) this.failPendingLoads(new Error('the live hub is unavailable'))
        return
      }
      if (this.session !== undefined) await connection.api.setSession(this.session)
      for (const subscription of this.subscriptions.values()) this.send(subscription, generation)
      if (this.ticks) this.sendTicks(this.ticks, generation)
      if (this.posts) this.sendPosts(this.posts, generation)
      if (this.alerts) this.sendAlerts(this.alerts, generation)
      this.replayInventory(generation)
    })
    this.startHeartbeat()
    return handler
  }

  setSession(session: HubSession | null): void {
    this.session = session
    const connection = this.connection
    const generation = this.generation
    void this.greeted.then((ok) => {
      if (ok && connection && generation === this.generation) return connection.api.setSession(session)
    })
  }

  subscribeTitles(request: TitleSubscriptionRequest, onBatch: (updates: BuzzUpdate[]) => void): () => void {
    if (request.titles.length === 0) return () => {}
    const localId = this.nextLocalId++
    const subscription: LocalSubscription = {
      request: { titles: [...request.titles], partition: request.partition },
      onBatch,
      remoteId: null,
      sentGeneration: 0,
      active: true,
    }
    this.subscriptions.set(localId, subscription)
    const generation = this.generation
    void this.greeted.then((ok) => {
      if (ok) this.send(subscription, generation)
    })
    return () => {
      if (!this.subscriptions.delete(localId)) return
      subscription.active = false
      const remoteId = subscription.remoteId
      if (remoteId === null) return
      this.byRemoteId.delete(remoteId)
      void this.connection?.api.unsubscribe(remoteId)
    }
  }

  subscribeTicks(titles: number[], onTicks: (ticks: Tick[]) => void): () => void {
    if (titles.length === 0) return () => {}
    // A new tick subscription replaces the earlier one; the hub drops that one on its side.
    if (this.ticks) this.ticks.active = false
    const subscription: LocalTicks = {
      titles: [...titles],
      onTicks,
      remoteId: null,
      sentGeneration: 0,
      active: true,
    }
    this.ticks = subscription
    const generation = this.generation
    void this.greeted.then((ok) => {
      if (ok) this.sendTicks(subscription, generation)
    })
    return () => {
      if (this.ticks !== subscription) return
      this.ticks = null
      subscription.active = false
      if (subscription.remoteId !== null) void this.connection?.api.unsubscribeTicks(subscription.remoteId)
    }
  }

  subscribeStreamPosts(onPosts: (posts: StreamPost[]) => void): () => void {
    this.postListeners.add(onPosts)
    if (!this.posts) {
      const subscription: LocalPosts = { remoteId: null, sentGeneration: 0 }
      this.posts = subscription
      const generation = this.generation
      void this.greeted.then((ok) => {
        if (ok && this.posts === subscription) this.sendPosts(subscription, generation)
      })
    }
    return () => {
      if (!this.postListeners.delete(onPosts) || this.postListeners.size > 0) return
      const subscription = this.posts
      this.posts = null
      if (subscription?.remoteId) void this.connection?.api.unsubscribeStreamPosts(subscription.remoteId)
    }
  }

  subscribeAlerts(listener: AlertListener): () => void {
    this.alertListeners.add(listener)
    if (!this.alerts) {
      const subscription: LocalAlerts = { remoteId: null, sentGeneration: 0 }
      this.alerts = subscription
      const generation = this.generation
      void this.greeted.then((ok) => {
        if (ok && this.alerts === subscription) this.sendAlerts(subscription, generation)
      })
    }
    return () => {
      if (!this.alertListeners.delete(listener) || this.alertListeners.size > 0) return
      const subscription = this.alerts
      this.alerts = null
      if (subscription?.remoteId) void this.connection?.api.unsubscribeAlerts(subscription.remoteId)
    }
  }

  markAlertsSeen(): void {
    void this.connection?.api.markAlertsSeen()
  }

  setPresence(presence: TabPresence): void {
    this.presence = presence
    void this.connection?.api.setPresence(presence)
  }

  loadInventory(request: InventoryLoadRequest): Promise<InventoryLoadResult> {
    const kept: InventoryLoadRequest = { url: request.url, headers: { ...request.headers } }
    this.inventoryRequest = kept
    const generation = this.generation
    return new Promise((resolve, reject) => {
      const pending: PendingInventoryLoad = { request: kept, sentGeneration: 0, resolve, reject }
      this.pendingLoads.add(pending)
      void this.greeted.then((ok) => {
        if (ok) this.sendLoad(pending, generation)
        else if (generation === this.generation)
          this.failPendingLoads(new Error('the live hub is unavailable'))
      })
    })
  }

  async searchInventory(query: string, limit?: number): Promise<InventorySearchAnswer> {
    const generation = this.generation
    const ok = await this.greeted
    const connection = this.connection
    if (!ok || !connection || generation !== this.generation) return SEARCH_NOT_READY
    const answer = await connection.api.searchInventory(query, limit)
    const parsed = v.safeParse(InventorySearchAnswerSchema, answer)
    return parsed.success ? parsed.output : SEARCH_NOT_READY
  }

  onInventory(listener: (result: InventoryLoadResult) => void): () => void {
    this.inventoryListeners.add(listener)
    return () => this.inventoryListeners.delete(listener)
  }

  getStatus(): LiveStatus {
    return this.status
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  close(): void {
    if (this.heartbeat !== null) clearInterval(this.heartbeat)
    this.heartbeat = null
    void this.connection?.api.goodbye()
    this.connection = null
    this.generation++
  }

  private send(subscription: LocalSubscription, generation: number): void {
    const connection = this.connection
    if (!connection || generation !== this.generation || subscription.sentGeneration === generation) return
    subscription.sentGeneration = generation
    connection.api.subscribe(subscription.request).then(
      (remoteId) => {
        if (generation !== this.generation) return
        if (!subscription.active) {
          void connection.api.unsubscribe(remoteId)
          return
        }
        subscription.remoteId = remoteId
        this.byRemoteId.set(remoteId, subscription)
      },
      (error: unknown) => console.warn('[murmur] live subscribe failed', error),
    )
  }

  private sendTicks(subscription: LocalTicks, generation: number): void {
    const connection = this.connection
    if (!connection || generation !== this.generation || subscription.sentGeneration === generation) return
    subscription.sentGeneration = generation
    connection.api.subscribeTicks(subscription.titles).then(
      (remoteId) => {
        if (generation !== this.generation) return
        if (!subscription.active) {
          void connection.api.unsubscribeTicks(remoteId)
          return
        }
        subscription.remoteId = remoteId
      },
      (error: unknown) => console.warn('[murmur] tick subscribe failed', error),
    )
  }

  private sendPosts(subscription: LocalPosts, generation: number): void {
    const connection = this.connection
    if (!connection || generation !== this.generation || subscription.sentGeneration === generation) return
    subscription.sentGeneration = generation
    connection.api.subscribeStreamPosts().then(
      (remoteId) => {
        if (generation !== this.generation) return
        if (this.posts !== subscription) {
          void connection.api.unsubscribeStreamPosts(remoteId)
          return
        }
        subscription.remoteId = remoteId
      },
      (error: unknown) => console.warn('[murmur] stream-post subscribe failed', error),
    )
  }

  private sendAlerts(subscription: LocalAlerts, generation: number): void {
    const connection = this.connection
    if (!connection || generation !== this.generation || subscription.sentGeneration === generation) return
    subscription.sentGeneration = generation
    connection.api.subscribeAlerts(this.presence).then(
      (remoteId) => {
        if (generation !== this.generation) return
        if (this.alerts !== subscription) {
          void connection.api.unsubscribeAlerts(remoteId)
          return
        }
        subscription.remoteId = remoteId
      },
      (error: unknown) => console.warn('[murmur] alert subscribe failed', error),
    )
  }

  /** A hub that was replaced before it answered leaves the load to the next hub. */
  private sendLoad(pending: PendingInventoryLoad, generation: number): void {
    const connection = this.connection
    if (!connection || generation !== this.generation || pending.sentGeneration === generation) return
    pending.sentGeneration = generation
    connection.api.loadInventory(pending.request).then(
      (answer) => {
        if (generation !== this.generation || !this.pendingLoads.delete(pending)) return
        const parsed = v.safeParse(InventoryLoadResultSchema, answer)
        if (!parsed.success) {
          pending.reject(new Error('the live hub answered the inventory load with something unexpected'))
          return
        }
        pending.resolve(parsed.output)
        for (const listener of this.inventoryListeners) listener(parsed.output)
      },
      (error: unknown) => {
        if (generation === this.generation && this.pendingLoads.delete(pending)) pending.reject(error)
      },
    )
  }

  /** A new hub has no index yet: the loads still waiting go to it, else the last one is repeated. */
  private replayInventory(generation: number): void {
    if (this.pendingLoads.size > 0) {
      for (const pending of this.pendingLoads) this.sendLoad(pending, generation)
      return
    }
    const request = this.inventoryRequest
    if (!request) return
    const replay: PendingInventoryLoad = {
      request,
      sentGeneration: 0,
      resolve: () => {},
      reject: (error) => console.warn('[murmur] inventory reload in the new hub failed', error),
    }
    this.pendingLoads.add(replay)
    this.sendLoad(replay, generation)
  }

  private failPendingLoads(error: Error): void {
    const failed = [...this.pendingLoads]
    this.pendingLoads.clear()
    for (const pending of failed) pending.reject(error)
  }

  private onEvent(event: HubEvent): void {
    if (event.type === 'status') {
      this.setStatus(event.status)
      return
    }
    if (event.type === 'alert-count') {
      for (const listener of this.alertListeners) listener.onCount(event.unseen)
      return
    }
    if (event.type === 'alert') {
      // The hub may send before this tab learnt its subscription id; a tab with alert listeners takes it.
      if (!this.alerts || (this.alerts.remoteId !== null && this.alerts.remoteId !== event.subscriptionId))
        return
      for (const listener of this.alertListeners) {
        listener.onAlert(event.signal, event.toast)
        listener.onCount(event.unseen)
      }
      return
    }
    for (const batch of event.batches) this.byRemoteId.get(batch.subscriptionId)?.onBatch(batch.updates)
    const ticks = event.ticks
    if (ticks && this.ticks && this.ticks.remoteId === ticks.subscriptionId) this.ticks.onTicks(ticks.ticks)
    const posts = event.posts
    if (posts && this.posts && this.posts.remoteId === posts.subscriptionId)
      for (const listener of this.postListeners) listener(posts.posts)
  }

  private setStatus(status: LiveStatus): void {
    this.status = status
    for (const listener of this.statusListeners) listener(status)
  }

  /** A hub that dropped this tab (it looked dead) answers false: say hello again and replay. */
  private startHeartbeat(): void {
    if (this.heartbeat !== null) return
    this.heartbeat = setInterval(() => {
      const connection = this.connection
      const generation = this.generation
      connection?.api.heartbeat().then(
        (known) => {
          if (!known && connection === this.connection && generation === this.generation)
            this.adopt(connection)
        },
        () => {},
      )
    }, TAB_HEARTBEAT_INTERVAL_MS)
  }
}
