import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import type { ScheduleTimer } from '../api/cancellation'
import { userDataFixture } from '../core/wire/userdata.test-support'
import type { AuthSnapshot } from './auth-store'
import {
  idbQueryCacheStorage,
  isPersistedKey,
  PERSISTED_QUERY_ROOTS,
  persistQueryCache,
  persistQueryCachePerUser,
  QUERY_CACHE_THROTTLE_MS,
  queryCacheKey,
  type SessionSource,
  type StoredEntryMarks,
} from './query-persistence'

/** A timer the test fires by hand. */
function manualTimers() {
  const pending: { callback: () => void; ms: number; cleared: boolean }[] = []
  const schedule: ScheduleTimer = (callback, ms) => {
    const timer = { callback, ms, cleared: false }
    pending.push(timer)
    return () => {
      timer.cleared = true
    }
  }
  const fire = () => {
    for (const timer of pending.splice(0)) if (!timer.cleared) timer.callback()
  }
  return { schedule, pending, fire }
}

const storage = idbQueryCacheStorage()
const USER = 'demo@murmur.local'

/** Waits for IndexedDB to finish (fake-indexeddb answers on later macrotasks). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 20))

async function storedQueryKeys(username = USER): Promise<unknown[]> {
  const blob = await storage.get(queryCacheKey(username))
  if (typeof blob !== 'object' || blob === null || !('clientState' in blob)) return []
  const { clientState } = blob
  if (typeof clientState !== 'object' || clientState === null || !('queries' in clientState)) return []
  const { queries } = clientState
  return Array.isArray(queries) ? queries.map((query: { queryKey: unknown }) => query.queryKey) : []
}

function blob(overrides: Record<string, unknown> = {}) {
  const now = Date.now()
  return {
    timestamp: now,
    buster: 'v1',
    clientState: {
      mutations: [],
      queries: [
        {
          queryHash: '["asset",1,"snapshot"]',
          queryKey: ['asset', 1, 'snapshot'],
          dehydratedAt: now,
          state: {
            data: { name: 'Apple' },
            dataUpdateCount: 1,
            dataUpdatedAt: now,
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
    ...overrides,
  }
}

afterEach(async () => {
  await storage.del(queryCacheKey(USER))
  await storage.del(queryCacheKey('other@murmur.local'))
})

describe('query cache persistence', () => {
  it('persists asset, stream, briefing and fired-alert queries only', () => {
    expect(PERSISTED_QUERY_ROOTS).toEqual(['asset', 'stream', 'briefings', 'alerts'])
    expect(QUERY_CACHE_THROTTLE_MS).toBe(1000)
    expect(isPersistedKey(['alerts', USER, 'mine', 30])).toBe(true)
    expect(isPersistedKey(['alerts', USER, 'title', 1001, 50])).toBe(true)
    // Alert rules are edited by the user: a copy from before a change would bring the old rule back.
    expect(isPersistedKey(['alerts', USER, 'rules'])).toBe(false)
    expect(isPersistedKey(['account', USER, 'opts'])).toBe(false)
  })

  it('writes at most once per throttle window, after the window', async () => {
    const timers = manualTimers()
    const queryClient = new QueryClient()
    const persistence = persistQueryCache({
      queryClient,
      username: USER,
      buster: 'v1',
      schedule: timers.schedule,
    })
    await persistence.restored
    queryClient.setQueryData(['asset', 1, 'snapshot'], { name: 'Apple' })
    queryClient.setQueryData(['asset', 2, 'snapshot'], { name: 'Tesla' })
    queryClient.setQueryData(['account', USER, 'profile'], { first_name: 'Demo' })
    expect(timers.pending).toHaveLength(1)
    expect(timers.pending[0]?.ms).toBe(1000)
    await idle()
    expect(await storage.get(queryCacheKey(USER))).toBeUndefined()
    timers.fire()
    await idle()
    expect(await storedQueryKeys()).toEqual([
      ['asset', 1, 'snapshot'],
      ['asset', 2, 'snapshot'],
    ])
    queryClient.setQueryData(['asset', 3, 'snapshot'], { name: 'Nvidia' })
    expect(timers.pending).toHaveLength(1)
    persistence.stop()
  })

  it('never writes the inventory or other roots, nor unsuccessful queries', async () => {
    const timers = manualTimers()
    const queryClient = new QueryClient()
    const persistence = persistQueryCache({
      queryClient,
      username: USER,
      buster: 'v1',
      schedule: timers.schedule,
    })
    await persistence.restored
    queryClient.setQueryData(['inventory', 'titles'], [{ id: 1 }])
    queryClient.setQueryData(['watchlist', 1], { id: 1 })
    queryClient.setQueryData(['asset', 1, 'snapshot'], { name: 'Apple' })
    void queryClient
      .fetchQuery({
        queryKey: ['asset', 9, 'snapshot'],
        queryFn: () => Promise.reject(new Error('x')),
        retry: false,
      })
      .catch(() => {})
    await idle()
    timers.fire()
    await idle()
    expect(await storedQueryKeys()).toEqual([['asset', 1, 'snapshot']])
    persistence.stop()
  })

  it("restores the user's blob, and never another user's", async () => {
    await storage.set(queryCacheKey(USER), blob())
    const mine = new QueryClient()
    await persistQueryCache({ queryClient: mine, username: USER, buster: 'v1' }).restored
    expect(mine.getQueryData(['asset', 1, 'snapshot'])).toEqual({ name: 'Apple' })
    const theirs = new QueryClient()
    await persistQueryCache({ queryClient: theirs, username: 'other@murmur.local', buster: 'v1' }).restored
    expect(theirs.getQueryData(['asset', 1, 'snapshot'])).toBeUndefined()
  })

  it('drops a blob of another app version (buster) or older than 24 hours', async () => {
    await storage.set(queryCacheKey(USER), blob({ buster: 'v0' }))
    const queryClient = new QueryClient()
    await persistQueryCache({ queryClient, username: USER, buster: 'v1' }).restored
    expect(queryClient.getQueryData(['asset', 1, 'snapshot'])).toBeUndefined()
    expect(await storage.get(queryCacheKey(USER))).toBeUndefined()

    await storage.set(queryCacheKey(USER), blob({ timestamp: Date.now() - 24 * 60 * 60 * 1000 - 1 }))
    await persistQueryCache({ queryClient, username: USER, buster: 'v1' }).restored
    expect(queryClient.getQueryData(['asset', 1, 'snapshot'])).toBeUndefined()
    expect(await storage.get(queryCacheKey(USER))).toBeUndefined()
  })

  it('drops a corrupt blob without hydrating it', async () => {
    for (const corrupt of [
      '{not json',
      { timestamp: 'yesterday' },
      blob({ clientState: { queries: [{}] } }),
    ]) {
      await storage.set(queryCacheKey(USER), corrupt)
      const queryClient = new QueryClient()
      await persistQueryCache({ queryClient, username: USER, buster: 'v1' }).restored
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
      expect(await storage.get(queryCacheKey(USER))).toBeUndefined()
    }
  })

  it('does not hydrate queries outside the allow-list even if a blob holds them', async () => {
    const base = blob()
    const [query] = base.clientState.queries
    const inventory = { ...query, queryHash: '["inventory"]', queryKey: ['inventory'] }
    await storage.set(
      queryCacheKey(USER),
      blob({ clientState: { mutations: [], queries: [query, inventory] } }),
    )
    const queryClient = new QueryClient()
    await persistQueryCache({ queryClient, username: USER, buster: 'v1' }).restored
    expect(queryClient.getQueryData(['inventory'])).toBeUndefined()
    expect(queryClient.getQueryData(['asset', 1, 'snapshot'])).toEqual({ name: 'Apple' })
  })

  it('deletes the entry on clear (logout) and writes nothing more', async () => {
    const timers = manualTimers()
    await storage.set(queryCacheKey(USER), blob())
    const queryClient = new QueryClient()
    const persistence = persistQueryCache({
      queryClient,
      username: USER,
      buster: 'v1',
      schedule: timers.schedule,
    })
    await persistence.restored
    queryClient.setQueryData(['asset', 2, 'snapshot'], { name: 'Tesla' })
    await persistence.clear()
    timers.fire()
    await idle()
    expect(await storage.get(queryCacheKey(USER))).toBeUndefined()
  })
})

function memoryMarks(): StoredEntryMarks & { users: Set<string> } {
  const users = new Set<string>()
  return {
    users,
    has: (u) => users.has(u),
    set: (u) => void users.add(u),
    remove: (u) => void users.delete(u),
  }
}

describe('stored-entry marks', () => {
  it('marks a user once a write succeeded and unmarks on clear', async () => {
    const timers = manualTimers()
    const marks = memoryMarks()
    const queryClient = new QueryClient()
    const persistence = persistQueryCache({
      queryClient,
      username: USER,
      buster: 'v1',
      schedule: timers.schedule,
      marks,
    })
    expect(persistence.mayHaveStored).toBe(false)
    await persistence.restored
    queryClient.setQueryData(['asset', 2, 'snapshot'], { name: 'Tesla' })
    timers.fire()
    await idle()
    expect(marks.users.has(USER)).toBe(true)
    expect(persistQueryCache({ queryClient: new QueryClient(), username: USER, marks }).mayHaveStored).toBe(
      true,
    )
    await persistence.clear()
    expect(marks.users.has(USER)).toBe(false)
  })

  it('does not make a first visit wait for the read, which still hydrates what it finds', async () => {
    await storage.set(queryCacheKey(USER), blob())
    const marks = memoryMarks()
    const auth: SessionSource = {
      getSnapshot: () => ({
        status: 'logged-in',
        username: USER,
        passwordHash: 'x',
        user: userDataFixture(),
        verification: 'verified',
      }),
      subscribe: () => () => {},
    }
    const queryClient = new QueryClient()
    const persistence = persistQueryCachePerUser(auth, queryClient, { buster: 'v1', marks })
    let settled = false
    void persistence.restored().then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(true)
    expect(queryClient.getQueryData(['asset', 1, 'snapshot'])).toBeUndefined()
    await idle()
    expect(queryClient.getQueryData(['asset', 1, 'snapshot'])).toEqual({ name: 'Apple' })
    persistence.stop()
  })
})

describe('per-user persistence', () => {
  it("restores the logged-in user's cache and deletes it when the session ends", async () => {
    await storage.set(queryCacheKey(USER), blob())
    await storage.set(queryCacheKey('other@murmur.local'), blob())
    let snapshot: AuthSnapshot = { status: 'guest' }
    const listeners = new Set<() => void>()
    const auth: SessionSource = {
      getSnapshot: () => snapshot,
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    const change = (next: AuthSnapshot) => {
      snapshot = next
      for (const listener of listeners) listener()
    }
    const queryClient = new QueryClient()
    const { stop } = persistQueryCachePerUser(auth, queryClient, { buster: 'v1' })
    await idle()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)

    change({
      status: 'logged-in',
      username: USER,
      passwordHash: 'x',
      user: userDataFixture(),
      verification: 'verified',
    })
    await idle()
    expect(queryClient.getQueryData(['asset', 1, 'snapshot'])).toEqual({ name: 'Apple' })

    change({ status: 'guest' })
    await idle()
    expect(await storage.get(queryCacheKey(USER))).toBeUndefined()
    expect(await storage.get(queryCacheKey('other@murmur.local'))).toBeDefined()
    stop()
  })
})
