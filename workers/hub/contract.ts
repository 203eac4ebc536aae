import type {
  ApiErrorBody,
  AuthStatus,
  BuzzUpdate,
  LiveSignal,
  SocketStatus,
  StreamPost,
  Tick,
  TitleType,
} from '../../src/core'
import type { TabPresence } from './alert-interest'

/** How this tab reaches the hub: the SharedWorker, or the Web Locks fallback (leader or follower tab). */
export type HubMode = 'shared-worker' | 'leader' | 'follower'

/** What the hub needs to open and authorize the one live socket. */
export interface HubSession {
  username: string
  /** MD5 hex of the password. */
  passwordHash: string
  fingerprint: string
  /** The socket opens only while the subscription is valid (application §4 "Live connection"). */
  subscriptionValid: boolean
  /** Origin of the live socket; '' means the app's own origin. */
  socketUrl: string
}

export interface LiveMessage {
  event: string
  payload: unknown
}

export interface LiveStatus {
  socket: SocketStatus
  auth: AuthStatus
  /** OPEN and AUTHENTICATED. */
  ready: boolean
  /** The connection was lost (or could not be made) and socket.io is retrying. */
  reconnecting: boolean
  /** Time (epoch ms) and content of the last message the socket received. */
  lastMessageAt: number | null
  lastMessage: LiveMessage | null
  /** Set when the last authorize was refused; cleared by a new session. */
  authError: ApiErrorBody | null
  /**
   * When (epoch ms) the socket was ready again after losing the connection: updates pushed in
   * the gap never came, so tabs fetch again what they show.
   */
  resumedAt: number | null
}

export interface TitleSubscriptionRequest {
  titles: number[]
  /** Defaults to the real-time partition. */
  partition?: string
}

/** Where the inventory came from: the IndexedDB copy, the server, or the copy the server confirmed. */
export type InventorySource = 'fresh-cache' | 'network' | 'revalidated' | 'stale-cache'

export interface InventoryLoadRequest {
  /** Absolute URL of /v6/inventory (add_icon=true&primaryFieldsOnly=true). */
  url: string
  /** Sent with a network request (basic auth, app version). */
  headers: Record<string, string>
}

export interface InventoryLoadResult {
  version: number
  /** Titles in the index. */
  count: number
  source: InventorySource
  /** Reading the answer (IndexedDB or network) and parsing it. */
  restoreMs: number
  /** Building the search index; 0 when the hub already held this version. */
  indexMs: number
  /**
   * When the read began (epoch ms; a first visit's prefetch starts it before the app boots).
   * Absent from hubs older than the field (the lock fallback may meet one).
   */
  startedAt?: number
}

/** Results per search unless asked otherwise, and the most a search answers. */
export const INVENTORY_SEARCH_LIMIT = 10
export const INVENTORY_SEARCH_MAX_LIMIT = 50

export type InventoryMatch = 'symbol' | 'name' | 'isin'

export interface InventorySearchResult {
  id: number
  n: string
  type: TitleType
  symbol: string | null
  isin: string | null
  icon?: string
  match: InventoryMatch
}

export interface InventorySearchAnswer {
  results: InventorySearchResult[]
  /** Time the hub spent searching. */
  tookMs: number
  /** False until an inventory was loaded into the hub. */
  ready: boolean
}

/** The tab-side handle on the shared live connection. */
export interface AlertListener {
  onAlert: (signal: LiveSignal, toast: boolean) => void
  onCount: (unseen: number) => void
}

/** The status of a tab before its hub has said anything. */
export const INITIAL_STATUS: LiveStatus = {
  socket: 'CLOSED',
  auth: 'UNAUTHENTICATED',
  ready: false,
  reconnecting: false,
  lastMessageAt: null,
  lastMessage: null,
  authError: null,
  resumedAt: null,
}

export interface LiveClient {
  readonly mode: HubMode
  setSession(session: HubSession | null): void
  /** Returns the function that ends the subscription. An empty title list does nothing. */
  subscribeTitles(request: TitleSubscriptionRequest, onBatch: (updates: BuzzUpdate[]) => void): () => void
  /** Live price ticks of some titles; a new tick subscription replaces the earlier ones (of this tab). */
  subscribeTicks(titles: number[], onTicks: (ticks: Tick[]) => void): () => void
  /** New AI updates as they are written (oldest first per batch); one server subscription per browser. */
  subscribeStreamPosts(onPosts: (posts: StreamPost[]) => void): () => void
  /**
   * The user's own alerts as they fire: `toast` is true in the one tab the user looks at;
   * `onCount` hears the alerts not yet seen (the badge), shared by every tab.
   */
  subscribeAlerts(listener: AlertListener): () => void
  /** Every tab's badge goes back to zero. */
  markAlertsSeen(): void
  /** Whether this tab is shown and when it last had the focus: alert toasts go to the tab the user looks at. */
  setPresence(presence: TabPresence): void
  /** Loads the inventory into the hub's search index (once per inventory version, shared by all tabs). */
  loadInventory(request: InventoryLoadRequest): Promise<InventoryLoadResult>
  searchInventory(query: string, limit?: number): Promise<InventorySearchAnswer>
  /** Hears every inventory load of this tab that finished, also the ones replayed to a new hub. */
  onInventory(listener: (result: InventoryLoadResult) => void): () => void
  getStatus(): LiveStatus
  onStatus(listener: (status: LiveStatus) => void): () => void
  /** Says goodbye to the hub (the hub also notices tabs that die without it). */
  close(): void
}
