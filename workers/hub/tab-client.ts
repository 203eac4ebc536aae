import type { BuzzUpdate } from '../../src/core'
import type { HubMode, HubSession, LiveClient, LiveStatus, TitleSubscriptionRequest } from './contract'
import { type AsyncTabApi, type HubEvent, TAB_HEARTBEAT_INTERVAL_MS, type TabListener } from './protocol'

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

export const INITIAL_STATUS: LiveStatus = {
  socket: 'CLOSED',
  auth: 'UNAUTHENTICATED',
  ready: false,
  reconnecting: false,
  lastMessageAt: null,
  lastMessage: null,
  authError: null,
}

/**
 * The tab's side of the hub. It keeps the tab's session and subscriptions so that it
 * can replay them to whichever hub it is connected to next: a new leader tab, a
 * SharedWorker of a new deploy, or the same hub after it dropped a silent tab.
 */
export class TabHubClient implements LiveClient {
  mode: HubMode = 'shared-worker'
  private status: LiveStatus = INITIAL_STATUS
  private readonly statusListeners = new Set<(status: LiveStatus) => void>()
  private readonly subscriptions = new Map<number, LocalSubscription>()
  private readonly byRemoteId = new Map<string, LocalSubscription>()
  private session: HubSession | null = null
  private connection: HubConnection | null = null
  private greeted: Promise<boolean> = Promise.resolve(false)
  private generation = 0
  private nextLocalId = 1
  private heartbeat: ReturnType<typeof setInterval> | null = null

  constructor(readonly tabId: string) {}

  /** Connects to a hub (the first or a replacement) and replays session and subscriptions; returns the event handler. */
  adopt(connection: HubConnection): TabListener {
    const generation = ++this.generation
    this.connection = connection
    this.mode = connection.mode
    this.byRemoteId.clear()
    for (const subscription of this.subscriptions.values()) subscription.remoteId = null
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
    void this.greeted.then(async (ok) => {
      if (!ok) return
      await connection.api.setSession(this.session)
      for (const subscription of this.subscriptions.values()) this.send(subscription, generation)
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

  private onEvent(event: HubEvent): void {
    if (event.type === 'status') {
      this.setStatus(event.status)
      return
    }
    for (const batch of event.batches) this.byRemoteId.get(batch.subscriptionId)?.onBatch(batch.updates)
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
