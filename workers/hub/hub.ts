import * as v from 'valibot'
import {
  type BuzzUpdate,
  BuzzUpdateSchema,
  LIVE_BATCH_INTERVAL_MS,
  LIVE_EVENT,
  LIVE_GATHER_MS,
  LiveSignalSchema,
  REALTIME_PARTITION,
  type StreamPost,
  StreamPostSchema,
  SUBSCRIBE_ALL_STREAM_POSTS,
  SubscribeAckSchema,
  type Tick,
  TickSchema,
} from '../../src/core'
import { AlertInterest, type TabPresence } from './alert-interest'
import { Batcher } from './batcher'
import type { Clock } from './clock'
import type { HubSession, LiveMessage, LiveStatus, TitleSubscriptionRequest } from './contract'
import { type InventoryFetch, InventoryService } from './inventory-service'
import { LiveConnection } from './live-connection'
import type { LiveSocketFactory } from './live-socket'
import type { Logger } from './logger'
import { type HubEvent, TAB_SILENCE_LIMIT_MS, type TabListener } from './protocol'
import { TickInterest } from './tick-interest'
import { normalisePartition, TitleInterest } from './title-interest'

export interface HubOptions {
  createSocket: LiveSocketFactory
  clock: Clock
  log: Logger
  /** Calls onGone once the tab has died (its Web Lock was released). */
  watchTab?: (tabId: string, onGone: () => void) => void
  random?: () => number
  /** Reads the inventory answer (the IndexedDB inventory cache in the browser). */
  fetchInventory?: InventoryFetch
  /** A high-resolution clock for the inventory timings (performance.now). */
  measure?: () => number
}

type BatchItem =
  | { kind: 'buzz'; subscriptionId: string; update: BuzzUpdate }
  | { kind: 'tick'; tick: Tick }
  | { kind: 'post'; post: StreamPost }

interface TabEntry {
  listener: TabListener
  release: () => void
  lastSeenAt: number
  subscriptions: Set<string>
  batcher: Batcher<BatchItem>
}

interface SubscriptionEntry {
  tabId: string
  partition: string
  titles: number[]
}

/** Server titles per emit: keeps each frame small for big watchlists. */
const SUBSCRIBE_CHUNK = 1000

const noInventory: InventoryFetch = () => Promise.reject(new Error('this hub cannot load the inventory'))

/**
 * The one live connection of a browser, shared by every tab: sessions, reference-counted
 * title subscriptions, tick subscriptions, 4-second batching per tab, the tabs' lifetimes and
 * the inventory search index. Runs in the SharedWorker, or in the leader tab where
 * SharedWorker is missing.
 */
export class Hub {
  private readonly tabs = new Map<string, TabEntry>()
  private readonly subscriptions = new Map<string, SubscriptionEntry>()
  private readonly interest = new TitleInterest()
  private readonly ticks = new TickInterest()
  /** The tabs that want every AI update, with their subscription id (one per tab). */
  private readonly postTabs = new Map<string, string>()
  /** Whether the server was asked for every post on this connection (null: not asked yet). */
  private postsAsked: boolean | null = null
  private readonly alerts = new AlertInterest()
  /** Whether the server was asked for the user's alerts on this connection. */
  private signalsAsked = false
  private readonly watchedTabs = new Set<string>()
  private readonly connection: LiveConnection
  private readonly statusBatcher: Batcher<true>
  private readonly instanceId: string
  private session: HubSession | null = null
  private lastMessageAt: number | null = null
  /** The connection was ready before and is not now (or was lost and has come back). */
  private wasReady = false
  private resumedAt: number | null = null
  private lastMessage: LiveMessage | null = null
  private nextSubscription = 1
  private sweepTimer: unknown = null
  readonly inventory: InventoryService

  constructor(private readonly options: HubOptions) {
    this.inventory = new InventoryService(options.fetchInventory ?? noInventory, options.measure)
    const random = options.random ?? Math.random
    this.instanceId = Math.floor(random() * 2 ** 32).toString(36)
    this.connection = new LiveConnection(
      options.createSocket,
      options.clock,
      {
        onChange: () => this.broadcastStatus(),
        onReady: () => this.onReady(),
        onMessage: (event, payload) => this.onMessage(event, payload),
      },
      options.log,
      random,
    )
    // Message times change constantly; tabs hear of them at the batching rate.
    this.statusBatcher = new Batcher(() => this.broadcastStatus(), LIVE_BATCH_INTERVAL_MS, options.clock)
  }

  status(): LiveStatus {
    const c = this.connection
    return {
      socket: c.socketStatus,
      auth: c.authStatus,
      ready: c.ready,
      reconnecting: c.reconnecting,
      lastMessageAt: this.lastMessageAt,
      lastMessage: this.lastMessage,
      authError: c.authError,
      resumedAt: this.resumedAt,
    }
  }

  get tabCount(): number {
    return this.tabs.size
  }

  /** Registers a tab (again). A tab saying hello again replays its subscriptions, so old ones go. */
  attachTab(tabId: string, listener: TabListener, release: () => void = () => {}): LiveStatus {
    if (this.tabs.has(tabId)) this.detachTab(tabId)
    this.tabs.set(tabId, {
      listener,
      release,
      lastSeenAt: this.options.clock.now(),
      subscriptions: new Set(),
      batcher: new Batcher(
        (items) => this.deliver(tabId, items),
        LIVE_BATCH_INTERVAL_MS,
        this.options.clock,
        LIVE_GATHER_MS,
      ),
    })
    if (this.options.watchTab && !this.watchedTabs.has(tabId)) {
      this.watchedTabs.add(tabId)
      this.options.watchTab(tabId, () => {
        this.watchedTabs.delete(tabId)
        this.detachTab(tabId)
      })
    }
    this.scheduleSweep()
    return this.status()
  }

  /** Drops a tab and every subscription it held. The socket closes when no tab is left. */
  detachTab(tabId: string): void {
    const tab = this.tabs.get(tabId)
    if (!tab) return
    for (const id of [...tab.subscriptions]) this.unsubscribe(tabId, id)
    if (this.ticks.remove(tabId)) this.syncTicks()
    if (this.postTabs.delete(tabId)) this.syncPosts()
    this.alerts.remove(tabId)
    tab.batcher.dispose()
    tab.release()
    this.tabs.delete(tabId)
    if (this.tabs.size === 0) this.setSession(null)
  }

  /** Records a heartbeat; false when the tab is unknown (it was dropped and must say hello again). */
  touchTab(tabId: string): boolean {
    const tab = this.tabs.get(tabId)
    if (!tab) return false
    tab.lastSeenAt = this.options.clock.now()
    return true
  }

  setSession(session: HubSession | null): void {
    // Another user's (or no) session: its first ready socket is a start, not a resume.
    if (session?.username !== this.session?.username) this.wasReady = false
    this.session = session
    if (session?.subscriptionValid) {
      const { subscriptionValid: _valid, ...credentials } = session
      this.connection.open(credentials)
    } else {
      this.connection.close()
    }
  }

  get currentSession(): HubSession | null {
    return this.session
  }

  subscribe(tabId: string, request: TitleSubscriptionRequest): string {
    const tab = this.tabs.get(tabId)
    if (!tab) throw new Error(`unknown tab ${tabId}`)
    const id = `${this.instanceId}-${this.nextSubscription++}`
    if (request.titles.length === 0) return id
    const partition = normalisePartition(request.partition)
    const titles = [...new Set(request.titles)]
    this.subscriptions.set(id, { tabId, partition, titles })
    tab.subscriptions.add(id)
    const added = this.interest.add(id, partition, titles)
    if (this.connection.ready && added.length > 0) this.sendSubscribe(partition, added)
    return id
  }

  unsubscribe(tabId: string, subscriptionId: string): void {
    const entry = this.subscriptions.get(subscriptionId)
    if (!entry || entry.tabId !== tabId) return
    this.subscriptions.delete(subscriptionId)
    this.tabs.get(tabId)?.subscriptions.delete(subscriptionId)
    const released = this.interest.remove(subscriptionId, entry.partition, entry.titles)
    if (this.connection.ready && released.length > 0) this.sendUnsubscribe(entry.partition, released)
  }

  /**
   * A new tick subscription of a tab replaces the tab's earlier one (data-interface §4); the
   * server is asked for the union of every tab's tick titles. An empty list does nothing.
   */
  subscribeTicks(tabId: string, titles: readonly number[]): string {
    if (!this.tabs.has(tabId)) throw new Error(`unknown tab ${tabId}`)
    const id = `${this.instanceId}-${this.nextSubscription++}`
    if (titles.length === 0) return id
    this.ticks.set(tabId, { id, titles: new Set(titles) })
    this.syncTicks()
    return id
  }

  unsubscribeTicks(tabId: string, subscriptionId: string): void {
    if (this.ticks.remove(tabId, subscriptionId)) this.syncTicks()
  }

  /**
   * A tab's stream of AI updates. However many tabs want it, the server is asked once per
   * connection (subscribe_stream_posts {all: true}) and told to stop when the last tab goes.
   */
  subscribeStreamPosts(tabId: string): string {
    if (!this.tabs.has(tabId)) throw new Error(`unknown tab ${tabId}`)
    const id = `${this.instanceId}-${this.nextSubscription++}`
    this.postTabs.set(tabId, id)
    this.syncPosts()
    return id
  }

  unsubscribeStreamPosts(tabId: string, subscriptionId: string): void {
    if (this.postTabs.get(tabId) !== subscriptionId) return
    this.postTabs.delete(tabId)
    this.syncPosts()
  }

  /**
   * A tab's live alerts (the user's own rules). The server is asked once per connection
   * (subscribe_signals); each alert is a toast in one tab and counted in every tab's badge.
   */
  subscribeAlerts(tabId: string, presence: TabPresence): string {
    if (!this.tabs.has(tabId)) throw new Error(`unknown tab ${tabId}`)
    const id = `${this.instanceId}-${this.nextSubscription++}`
    this.alerts.add(tabId, id, presence)
    this.syncSignals()
    this.send(tabId, { type: 'alert-count', unseen: this.alerts.unseen })
    return id
  }

  unsubscribeAlerts(tabId: string, subscriptionId: string): void {
    this.alerts.remove(tabId, subscriptionId)
  }

  setPresence(tabId: string, presence: TabPresence): void {
    this.alerts.setPresence(tabId, presence)
  }

  /** The user saw the alerts (opened the list): every tab's badge goes to zero. */
  markAlertsSeen(): void {
    this.alerts.markSeen()
    for (const tabId of this.alerts.tabIds()) this.send(tabId, { type: 'alert-count', unseen: 0 })
  }

  /** Whether the server is asked for every AI update (for diagnostics and tests). */
  get serverWantsPosts(): boolean {
    return this.postsAsked === true
  }

  /** Tick titles the server is asked for (for diagnostics and tests). */
  serverTickTitles(): number[] {
    return this.ticks.sentTitles()
  }

  /** Titles the server is asked for, per partition (for diagnostics and tests). */
  serverInterest(): Array<{ partition: string; titles: number[] }> {
    return this.interest.entries()
  }

  dispose(): void {
    for (const tabId of [...this.tabs.keys()]) this.detachTab(tabId)
    this.connection.close()
    this.statusBatcher.dispose()
    if (this.sweepTimer !== null) this.options.clock.clearTimeout(this.sweepTimer)
    this.sweepTimer = null
  }

  private onReady(): void {
    this.restoreSubscriptions()
    if (this.wasReady) {
      this.resumedAt = this.options.clock.now()
      this.broadcastStatus()
    }
    this.wasReady = true
  }

  private restoreSubscriptions(): void {
    for (const { partition, titles } of this.interest.entries()) this.sendSubscribe(partition, titles)
    this.ticks.forgetSent()
    this.syncTicks()
    this.postsAsked = null
    this.syncPosts()
    this.signalsAsked = false
    this.syncSignals()
  }

  /** Asks the server for the user's alerts once a tab wants them (a ready socket only). */
  private syncSignals(): void {
    if (!this.connection.ready || this.signalsAsked || !this.alerts.wanted) return
    this.signalsAsked = true
    const event = LIVE_EVENT.subscribeSignals
    this.connection.request(event, {}).then(
      (answer) => {
        if (typeof answer === 'object' && answer !== null && 'error' in answer)
          this.options.log.warn(`${event} refused`, answer.error)
      },
      (error: unknown) => this.options.log.warn(`${event} failed`, error),
    )
  }

  /** Asks the server for every post, or for none, when what the tabs want changed (a ready socket only). */
  private syncPosts(): void {
    if (!this.connection.ready) return
    const wanted = this.postTabs.size > 0
    if (wanted === this.postsAsked || (!wanted && this.postsAsked === null)) return
    this.postsAsked = wanted
    const event = LIVE_EVENT.subscribeStreamPosts
    this.connection.request(event, wanted ? SUBSCRIBE_ALL_STREAM_POSTS : { titles: [] }).then(
      (answer) => this.checkAck(event, answer),
      (error: unknown) => this.options.log.warn(`${event} failed`, error),
    )
  }

  /** Gives the server the union of the tabs' tick titles whenever it changed (only on a ready socket). */
  private syncTicks(): void {
    if (!this.connection.ready) return
    const wanted = this.ticks.pendingChange()
    if (wanted === null) return
    const event = LIVE_EVENT.subscribeTitleTicks
    this.connection.request(event, { titles: wanted }).then(
      (answer) => this.checkAck(event, answer),
      (error: unknown) => this.options.log.warn(`${event} failed`, error),
    )
  }

  private sendSubscribe(partition: string, titles: number[]): void {
    this.sendTitles('subscribe', partition, titles)
  }

  private sendUnsubscribe(partition: string, titles: number[]): void {
    this.sendTitles('unsubscribe', partition, titles)
  }

  /** The real-time partition has its own events; every other partition names itself. */
  private sendTitles(change: 'subscribe' | 'unsubscribe', partition: string, titles: number[]): void {
    const realtime = partition === REALTIME_PARTITION
    const event =
      change === 'subscribe'
        ? realtime
          ? LIVE_EVENT.subscribeTitle
          : LIVE_EVENT.subscribeTitlePartition
        : realtime
          ? LIVE_EVENT.unsubscribeTitle
          : LIVE_EVENT.unsubscribeTitlePartition
    for (let i = 0; i < titles.length; i += SUBSCRIBE_CHUNK) {
      const chunk = titles.slice(i, i + SUBSCRIBE_CHUNK)
      const payload = realtime ? { titles: chunk } : { titles: chunk, partition }
      this.connection.request(event, payload).then(
        (answer) => this.checkAck(event, answer),
        (error: unknown) => this.options.log.warn(`${event} failed`, error),
      )
    }
  }

  /** A 404 answer is ignored (data-interface §8); any other error goes to the log. */
  private checkAck(event: string, answer: unknown): void {
    const ack = v.safeParse(SubscribeAckSchema, answer)
    if (!ack.success) {
      this.options.log.warn(`${event}: malformed answer`, answer)
      return
    }
    if ('error' in ack.output && ack.output.error.code !== 404) {
      this.options.log.warn(`${event} refused`, ack.output.error)
    }
  }

  private onMessage(event: string, payload: unknown): void {
    this.lastMessageAt = this.options.clock.now()
    this.lastMessage = { event, payload }
    this.statusBatcher.push('status', true)
    if (event === LIVE_EVENT.tick) {
      this.onTick(payload)
      return
    }
    if (event === LIVE_EVENT.post) {
      this.onPost(payload)
      return
    }
    if (event === LIVE_EVENT.signal) {
      this.onSignal(payload)
      return
    }
    if (event !== LIVE_EVENT.buzz) return
    const parsed = v.safeParse(BuzzUpdateSchema, payload)
    if (!parsed.success) {
      this.options.log.warn('malformed buzz update', payload)
      return
    }
    const update = parsed.output
    const partition = normalisePartition(update.partition)
    for (const subscriptionId of this.interest.subscribersOf(partition, update.id)) {
      const entry = this.subscriptions.get(subscriptionId)
      const tab = entry && this.tabs.get(entry.tabId)
      tab?.batcher.push(`${subscriptionId}:${update.id}`, { kind: 'buzz', subscriptionId, update })
    }
  }

  private onTick(payload: unknown): void {
    const parsed = v.safeParse(TickSchema, payload)
    if (!parsed.success) {
      this.options.log.warn('malformed tick', payload)
      return
    }
    const tick = parsed.output
    for (const tabId of this.ticks.tabsWanting(tick.id)) {
      this.tabs.get(tabId)?.batcher.push(`tick:${tick.id}`, { kind: 'tick', tick })
    }
  }

  private onPost(payload: unknown): void {
    const parsed = v.safeParse(StreamPostSchema, payload)
    if (!parsed.success) {
      this.options.log.warn('malformed stream post', payload)
      return
    }
    const post = parsed.output
    for (const tabId of this.postTabs.keys())
      this.tabs.get(tabId)?.batcher.push(`post:${post.uuid}`, { kind: 'post', post })
  }

  /** Alerts are rare and urgent: they skip the 4-second batch. */
  private onSignal(payload: unknown): void {
    const parsed = v.safeParse(LiveSignalSchema, payload)
    if (!parsed.success) {
      this.options.log.warn('malformed signal', payload)
      return
    }
    const delivery = this.alerts.receive(parsed.output)
    if (!delivery) return
    for (const [tabId, subscriptionId] of delivery.tabs) {
      this.send(tabId, {
        type: 'alert',
        subscriptionId,
        signal: parsed.output,
        toast: tabId === delivery.toastTab,
        unseen: this.alerts.unseen,
      })
    }
  }

  private deliver(tabId: string, items: BatchItem[]): void {
    const grouped = new Map<string, BuzzUpdate[]>()
    const ticks: Tick[] = []
    const posts: StreamPost[] = []
    // Ticks go to the tab's tick subscription of now (a newer one may have replaced the one they came for).
    const tickSubscription = this.ticks.of(tabId)
    for (const item of items) {
      if (item.kind === 'tick') {
        if (tickSubscription?.titles.has(item.tick.id)) ticks.push(item.tick)
        continue
      }
      if (item.kind === 'post') {
        posts.push(item.post)
        continue
      }
      const list = grouped.get(item.subscriptionId) ?? []
      list.push(item.update)
      grouped.set(item.subscriptionId, list)
    }
    const batches = [...grouped].map(([subscriptionId, updates]) => ({ subscriptionId, updates }))
    const postSubscription = this.postTabs.get(tabId)
    const sendPosts = postSubscription !== undefined && posts.length > 0
    if (batches.length === 0 && ticks.length === 0 && !sendPosts) return
    this.send(tabId, {
      type: 'batch',
      batches,
      ...(tickSubscription && ticks.length > 0
        ? { ticks: { subscriptionId: tickSubscription.id, ticks } }
        : {}),
      ...(sendPosts
        ? { posts: { subscriptionId: postSubscription, posts: posts.sort((a, b) => a.time - b.time) } }
        : {}),
    })
  }

  private broadcastStatus(): void {
    const status = this.status()
    for (const tabId of this.tabs.keys()) this.send(tabId, { type: 'status', status })
  }

  private send(tabId: string, event: HubEvent): void {
    const tab = this.tabs.get(tabId)
    if (!tab) return
    try {
      const result = tab.listener(event)
      if (result instanceof Promise) result.catch(() => this.detachTab(tabId))
    } catch {
      this.detachTab(tabId)
    }
  }

  /** Drops tabs that stopped sending heartbeats (a frozen or crashed tab whose lock went unnoticed). */
  private scheduleSweep(): void {
    if (this.sweepTimer !== null) return
    this.sweepTimer = this.options.clock.setTimeout(() => {
      this.sweepTimer = null
      const now = this.options.clock.now()
      for (const [tabId, tab] of this.tabs) {
        if (now - tab.lastSeenAt > TAB_SILENCE_LIMIT_MS) this.detachTab(tabId)
      }
      if (this.tabs.size > 0) this.scheduleSweep()
    }, TAB_SILENCE_LIMIT_MS / 5)
  }
}
