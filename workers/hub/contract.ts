import type { ApiErrorBody, AuthStatus, BuzzUpdate, SocketStatus } from '../../src/core'

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
}

export interface TitleSubscriptionRequest {
  titles: number[]
  /** Defaults to the real-time partition. */
  partition?: string
}

/** The tab-side handle on the shared live connection. */
export interface LiveClient {
  readonly mode: HubMode
  setSession(session: HubSession | null): void
  /** Returns the function that ends the subscription. An empty title list does nothing. */
  subscribeTitles(request: TitleSubscriptionRequest, onBatch: (updates: BuzzUpdate[]) => void): () => void
  getStatus(): LiveStatus
  onStatus(listener: (status: LiveStatus) => void): () => void
  /** Says goodbye to the hub (the hub also notices tabs that die without it). */
  close(): void
}
