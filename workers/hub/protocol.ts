import * as v from 'valibot'
import { type BuzzUpdate, type LiveSignal, type StreamPost, type Tick, TitleTypeSchema } from '../../src/core'
import type { TabPresence } from './alert-interest'
import {
  type HubSession,
  INVENTORY_SEARCH_MAX_LIMIT,
  type InventoryLoadRequest,
  type InventoryLoadResult,
  type InventorySearchAnswer,
  type LiveStatus,
  type TitleSubscriptionRequest,
} from './contract'
import { InventoryLoadRequestSchema } from './inventory-request'

export { InventoryLoadRequestSchema }

/** What the hub pushes to a tab; ticks and AI updates ride on the same 4-second batch as buzz updates. */
export type HubEvent =
  | { type: 'status'; status: LiveStatus }
  | {
      type: 'batch'
      batches: Array<{ subscriptionId: string; updates: BuzzUpdate[] }>
      ticks?: { subscriptionId: string; ticks: Tick[] }
      /** New AI updates, oldest first. */
      posts?: { subscriptionId: string; posts: StreamPost[] }
    }
  /** One of the user's alerts, at once; `toast` in the one tab that shows it. */
  | { type: 'alert'; subscriptionId: string; signal: LiveSignal; toast: boolean; unseen: number }
  /** Alerts not yet seen, for the badge. */
  | { type: 'alert-count'; unseen: number }

export type TabListener = (event: HubEvent) => unknown

/**
 * One tab's view of the hub, exposed over Comlink. Every method may be called by a
 * tab of an older or newer deploy, so inputs are validated.
 */
export interface TabApi {
  /** Registers the tab; a listener is passed only where callbacks can cross (SharedWorker). */
  hello(tabId: string, listener?: TabListener): LiveStatus
  setSession(session: HubSession | null): void
  subscribe(request: TitleSubscriptionRequest): string
  unsubscribe(subscriptionId: string): void
  /** Replaces the tab's earlier tick subscription; an empty list does nothing. */
  subscribeTicks(titles: number[]): string
  unsubscribeTicks(subscriptionId: string): void
  /** Every new AI update (the home stream); replaces the tab's earlier stream-post subscription. */
  subscribeStreamPosts(): string
  unsubscribeStreamPosts(subscriptionId: string): void
  /** The user's live alerts; replaces the tab's earlier alert subscription. */
  subscribeAlerts(presence: TabPresence): string
  unsubscribeAlerts(subscriptionId: string): void
  /** Whether the tab is shown and when it last had the focus (where alert toasts go). */
  setPresence(presence: TabPresence): void
  markAlertsSeen(): void
  loadInventory(request: InventoryLoadRequest): Promise<InventoryLoadResult>
  searchInventory(query: string, limit?: number): InventorySearchAnswer
  /** False when the hub no longer knows the tab: the tab must say hello again and replay. */
  heartbeat(): boolean
  goodbye(): void
}

/** The same interface as seen from a tab, where every call is asynchronous. */
export type AsyncTabApi = {
  [K in keyof TabApi]: (...args: Parameters<TabApi[K]>) => Promise<Awaited<ReturnType<TabApi[K]>>>
}

export const TabIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100))

export const HubSessionSchema = v.nullable(
  v.object({
    username: v.string(),
    passwordHash: v.string(),
    fingerprint: v.string(),
    subscriptionValid: v.boolean(),
    socketUrl: v.string(),
  }),
)

const TitleIdListSchema = v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1)))

export const TitleSubscriptionRequestSchema = v.object({
  titles: TitleIdListSchema,
  partition: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_]{0,40}$/))),
})

export const TickTitlesSchema = TitleIdListSchema

export const TabPresenceSchema = v.object({
  visible: v.boolean(),
  focusedAt: v.pipe(v.number(), v.finite(), v.minValue(0)),
})

export const SearchQuerySchema = v.pipe(v.string(), v.maxLength(200))
export const SearchLimitSchema = v.optional(
  v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(INVENTORY_SEARCH_MAX_LIMIT)),
)

/** Answers checked on the tab's side too: in the lock fallback the hub may be another deploy's. */
export const InventoryLoadResultSchema = v.object({
  version: v.number(),
  count: v.number(),
  source: v.picklist(['fresh-cache', 'network', 'revalidated', 'stale-cache']),
  restoreMs: v.number(),
  indexMs: v.number(),
  startedAt: v.optional(v.number()),
})

export const InventorySearchAnswerSchema = v.object({
  results: v.array(
    v.object({
      id: v.number(),
      n: v.string(),
      type: TitleTypeSchema,
      symbol: v.nullable(v.string()),
      isin: v.nullable(v.string()),
      icon: v.optional(v.string()),
      match: v.picklist(['symbol', 'name', 'isin']),
    }),
  ),
  tookMs: v.number(),
  ready: v.boolean(),
})

/** Lock a tab holds for its whole life; the hub waits on it to learn that the tab is gone. */
export function tabLockName(tabId: string): string {
  return `murmur-tab:${tabId}`
}

/** A tab silent for this long is dropped (heartbeats survive background-timer throttling of 1/min). */
export const TAB_HEARTBEAT_INTERVAL_MS = 20_000
export const TAB_SILENCE_LIMIT_MS = 5 * 60_000
