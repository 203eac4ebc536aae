import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
  type QueryState,
} from '@tanstack/react-query'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import * as v from 'valibot'
import { APP_VERSION } from '../api'
import { type ScheduleTimer, scheduleTimer } from '../api/cancellation'
import type { AuthSnapshot, AuthStore } from './auth-store'

/**
 * The query cache persisted in IndexedDB (DESIGN §1): one entry per user, written at most once a
 * second, dropped after 24 hours or when the app version changes. Only successful queries whose key
 * root is in the allow-list are written; the inventory never is (the service worker caches it).
 */

/**
 * Key roots of the queries that are persisted; every other query stays in memory only. Account
 * queries (user options, profile) are not: the user changes them, and a copy restored from before
 * a change (written up to a throttle window late) would bring back what the user just replaced.
 */
export const PERSISTED_QUERY_ROOTS: readonly string[] = ['asset', 'stream', 'briefings', 'alerts']
/**
 * Kinds of query (the key's part after the root and the user) under a persisted root that the user
 * edits, left out for the same reason: the alert rules. The fired alerts are kept, so the bell and
 * the start page list the user's own alerts offline as they list the standard ones.
 */
export const UNPERSISTED_QUERY_KINDS: readonly string[] = ['rules']
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000
export const QUERY_CACHE_THROTTLE_MS = 1000

const IDB_NAME = 'murmur-query-cache'
const IDB_STORE = 'clients'

export function queryCacheKey(username: string): string {
  return `query-cache:${username}`
}

/** Where the blobs live: IndexedDB in the app, anything with the same three calls in tests. */
export interface QueryCacheStorage {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  del(key: string): Promise<void>
}

let idbStore: UseStore | null = null

export function idbQueryCacheStorage(): QueryCacheStorage {
  const store = () => {
    idbStore ??= createStore(IDB_NAME, IDB_STORE)
    return idbStore
  }
  return {
    get: (key) => get<unknown>(key, store()),
    set: (key, value) => set(key, value, store()),
    del: (key) => del(key, store()),
  }
}

/** Whether queries under this key are written (their root allowed, their kind not left out). */
export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  const [root, , kind] = queryKey
  return (
    typeof root === 'string' &&
    PERSISTED_QUERY_ROOTS.includes(root) &&
    !(typeof kind === 'string' && UNPERSISTED_QUERY_KINDS.includes(kind))
  )
}

/** Written to the blob: successful queries under an allow-listed key root. */
export function isPersistedQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.status === 'success' && isPersistedKey(query.queryKey)
}

const StoredQuerySchema = v.object({
  queryHash: v.string(),
  queryKey: v.pipe(v.array(v.unknown()), v.minLength(1)),
  dehydratedAt: v.number(),
  meta: v.optional(v.record(v.string(), v.unknown())),
  state: v.object({
    data: v.unknown(),
    dataUpdateCount: v.number(),
    dataUpdatedAt: v.number(),
    errorUpdateCount: v.number(),
    errorUpdatedAt: v.number(),
    isInvalidated: v.boolean(),
    status: v.literal('success'),
  }),
})

const StoredClientSchema = v.object({
  timestamp: v.number(),
  buster: v.string(),
  clientState: v.object({
    mutations: v.array(v.unknown()),
    queries: v.array(StoredQuerySchema),
  }),
})

type StoredQuery = v.InferOutput<typeof StoredQuerySchema>

/** Only what a finished, successful query needs: no fetch state, no error objects, no promises. */
function storedState(state: StoredQuery['state']): QueryState {
  return {
    data: state.data,
    dataUpdateCount: state.dataUpdateCount,
    dataUpdatedAt: state.dataUpdatedAt,
    error: null,
    errorUpdateCount: state.errorUpdateCount,
    errorUpdatedAt: state.errorUpdatedAt,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: state.isInvalidated,
    status: 'success',
    fetchStatus: 'idle',
  }
}

function cleanState(queries: readonly StoredQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: queries
      .filter((query) =>
        isPersistedQuery({ queryKey: query.queryKey, state: { ...storedState(query.state) } }),
      )
      .map((query) => ({
        queryHash: query.queryHash,
        queryKey: query.queryKey,
        dehydratedAt: query.dehydratedAt,
        state: storedState(query.state),
        ...(query.meta ? { meta: query.meta } : {}),
      })),
  }
}

/**
 * The user's entry as a TanStack Persister. A blob that does not have the persisted shape
 * (corrupt, or written by something else) is deleted instead of hydrated.
 */
export function createQueryCachePersister(storage: QueryCacheStorage, key: string): Persister {
  return {
    async persistClient(client) {
      const parsed = v.safeParse(StoredClientSchema, client)
      if (!parsed.success) return
      const { timestamp, buster, clientState } = parsed.output
      await storage.set(key, { timestamp, buster, clientState: cleanState(clientState.queries) })
    },
    async restoreClient(): Promise<PersistedClient | undefined> {
      const blob = await storage.get(key)
      if (blob === undefined) return undefined
      const parsed = v.safeParse(StoredClientSchema, blob)
      if (!parsed.success) {
        await storage.del(key)
        return undefined
      }
      const { timestamp, buster, clientState } = parsed.output
      return { timestamp, buster, clientState: cleanState(clientState.queries) }
    },
    removeClient: () => storage.del(key),
  }
}

/**
 * A synchronous note of which users have a stored entry, so a first visit does not wait for an
 * IndexedDB read that can only come back empty (about 300 ms on a slow phone).
 */
export interface StoredEntryMarks {
  has(username: string): boolean
  set(username: string): void
  remove(username: string): void
}

const MARK_PREFIX = 'murmur:query-cache-stored:'

/** The marks in localStorage; without storage every user may have an entry (the read is awaited). */
export function localStorageEntryMarks(): StoredEntryMarks {
  const attempt = <T>(work: () => T, fallback: T): T => {
    try {
      return work()
    } catch {
      return fallback
    }
  }
  return {
    has: (username) => attempt(() => localStorage.getItem(MARK_PREFIX + username) !== null, true),
    set: (username) => attempt(() => localStorage.setItem(MARK_PREFIX + username, '1'), undefined),
    remove: (username) => attempt(() => localStorage.removeItem(MARK_PREFIX + username), undefined),
  }
}

export interface QueryPersistenceOptions {
  queryClient: QueryClient
  /** Whose cache: every user has their own entry. */
  username: string
  storage?: QueryCacheStorage
  /** A blob written by another app version is dropped. */
  buster?: string
  maxAgeMs?: number
  throttleMs?: number
  schedule?: ScheduleTimer
  marks?: StoredEntryMarks
}

export interface QueryPersistence {
  /** Settles once the stored cache was read and hydrated (or found missing, stale or corrupt). */
  restored: Promise<void>
  /** False when no entry was ever written for this user (the read can only find nothing). */
  mayHaveStored: boolean
  /** Stops writing; the entry stays. */
  stop(): void
  /** Stops writing and deletes the user's entry (logout). */
  clear(): Promise<void>
}

/**
 * Restores the user's stored queries into the client, then writes the persisted queries back at
 * most once per throttle window while the cache changes.
 */
export function persistQueryCache(options: QueryPersistenceOptions): QueryPersistence {
  const { queryClient } = options
  const storage = options.storage ?? idbQueryCacheStorage()
  const buster = options.buster ?? APP_VERSION
  const throttleMs = options.throttleMs ?? QUERY_CACHE_THROTTLE_MS
  const schedule = options.schedule ?? scheduleTimer
  const maxAgeMs = options.maxAgeMs ?? QUERY_CACHE_MAX_AGE_MS
  const marks = options.marks ?? localStorageEntryMarks()
  const { username } = options
  const mayHaveStored = marks.has(username)
  const inner = createQueryCachePersister(storage, queryCacheKey(username))
  let stopped = false
  let unsubscribe: () => void = () => {}
  let clearTimer: (() => void) | null = null
  let writing: Promise<void> = Promise.resolve()

  // After a logout during the read, nothing of the previous user may land in the cache.
  const persister: Persister = {
    ...inner,
    restoreClient: async () => {
      const client = await inner.restoreClient()
      return stopped ? undefined : client
    },
  }

  // query-persist-client-core's restore and save run on its own copy of query-core; hydrate and
  // dehydrate come from react-query's copy, the one the app's QueryClient belongs to.
  const save = () => {
    clearTimer = null
    if (stopped) return
    const client: PersistedClient = {
      buster,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, {
        shouldDehydrateQuery: isPersistedQuery,
        shouldDehydrateMutation: () => false,
      }),
    }
    writing = Promise.resolve(persister.persistClient(client))
      .then(() => {
        if (!stopped) marks.set(username)
      })
      .catch((error: unknown) => console.warn('[murmur] could not persist the query cache', error))
  }

  async function restore(): Promise<void> {
    const readStart = performance.now()
    const client = await persister.restoreClient()
    performance.measure('murmur:query-cache-read', { start: readStart })
    if (client === undefined || stopped) return
    if (client.buster !== buster || Date.now() - client.timestamp > maxAgeMs) {
      await persister.removeClient()
      return
    }
    hydrate(queryClient, client.clientState)
  }

  const restored = restore()
    .catch((error: unknown) => console.warn('[murmur] could not restore the query cache', error))
    .then(() => {
      if (stopped) return
      unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return
        if (clearTimer === null) clearTimer = schedule(save, throttleMs)
      })
    })

  // A write still waiting for its throttle window goes out when the page is hidden or left.
  const flush = () => {
    if (clearTimer === null) return
    clearTimer()
    save()
  }
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', flushWhenHidden)
    addEventListener('pagehide', flush)
  }

  function stop(): void {
    stopped = true
    if (typeof document !== 'undefined') {
      document.removeEventListener('visibilitychange', flushWhenHidden)
      removeEventListener('pagehide', flush)
    }
    unsubscribe()
    clearTimer?.()
    clearTimer = null
  }

  return {
    restored,
    mayHaveStored,
    stop,
    async clear() {
      stop()
      await restored
      // A write still on its way would bring the entry back after the delete.
      await writing
      await storage.del(queryCacheKey(username))
      marks.remove(username)
    },
  }
}

/** What the per-user persistence reads of the auth store. */
export type SessionSource = Pick<AuthStore, 'getSnapshot' | 'subscribe'>

function usernameOf(snapshot: AuthSnapshot): string | null {
  return snapshot.status === 'logged-in' ? snapshot.username : null
}

/**
 * Persists the query cache of whoever is logged in: a login (or a restored session) restores that
 * user's entry; the end of the session (logout, or another user in another tab) deletes it.
 */
export interface PerUserQueryPersistence {
  /**
   * Settles once the current user's stored queries were restored; at once for a guest and for a
   * user with no stored entry (the read still runs, and hydrates whatever it finds).
   */
  restored(): Promise<void>
  stop(): void
}

export function persistQueryCachePerUser(
  auth: SessionSource,
  queryClient: QueryClient,
  options: Omit<QueryPersistenceOptions, 'queryClient' | 'username'> = {},
): PerUserQueryPersistence {
  let current: { username: string; persistence: QueryPersistence } | null = null
  const follow = () => {
    const username = usernameOf(auth.getSnapshot())
    if (current?.username === username) return
    if (current) void current.persistence.clear().catch(() => {})
    current =
      username === null
        ? null
        : { username, persistence: persistQueryCache({ ...options, queryClient, username }) }
  }
  follow()
  const unsubscribe = auth.subscribe(follow)
  return {
    restored: () =>
      current?.persistence.mayHaveStored === true ? current.persistence.restored : Promise.resolve(),
    stop() {
      unsubscribe()
      current?.persistence.stop()
      current = null
    },
  }
}
