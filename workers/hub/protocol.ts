import * as v from 'valibot'
import type { BuzzUpdate } from '../../src/core'
import type { HubSession, LiveStatus, TitleSubscriptionRequest } from './contract'

/** What the hub pushes to a tab. */
export type HubEvent =
  | { type: 'status'; status: LiveStatus }
  | { type: 'batch'; batches: Array<{ subscriptionId: string; updates: BuzzUpdate[] }> }

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
  /** False when the hub no longer knows the tab: the tab must say hello again and replay. */
  heartbeat(): boolean
  goodbye(): void
}

/** The same interface as seen from a tab, where every call is asynchronous. */
export type AsyncTabApi = {
  [K in keyof TabApi]: (...args: Parameters<TabApi[K]>) => Promise<ReturnType<TabApi[K]>>
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

export const TitleSubscriptionRequestSchema = v.object({
  titles: v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  partition: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_]{0,40}$/))),
})

/** Lock a tab holds for its whole life; the hub waits on it to learn that the tab is gone. */
export function tabLockName(tabId: string): string {
  return `murmur-tab:${tabId}`
}

/** A tab silent for this long is dropped (heartbeats survive background-timer throttling of 1/min). */
export const TAB_HEARTBEAT_INTERVAL_MS = 20_000
export const TAB_SILENCE_LIMIT_MS = 5 * 60_000
