import { createStore, get } from 'idb-keyval'
import {
  EARLY_READ_GLOBAL,
  type EarlyQueryCacheRead,
  QUERY_CACHE_IDB_NAME,
  QUERY_CACHE_IDB_STORE,
  queryCacheKey,
} from '../app/early-query-cache'
import { AUTH_STORE_KEY } from '../core/constants'

/**
 * Runs before the app (an async classic script of index.html): begins reading the stored query
 * cache of the user the auth record names. Reads only the username, as a lookup key; the auth
 * store and the persister validate what they use (a wrong name only reads nothing).
 */
function usernameOf(record: string | null): string | null {
  if (record === null) return null
  const stored: unknown = JSON.parse(record)
  if (typeof stored !== 'object' || stored === null) return null
  const state: unknown = Reflect.get(stored, 'state')
  if (typeof state !== 'object' || state === null) return null
  const username: unknown = Reflect.get(state, 'username')
  return typeof username === 'string' && username !== '' ? username : null
}

try {
  const username = usernameOf(localStorage.getItem(AUTH_STORE_KEY))
  if (username !== null && typeof indexedDB !== 'undefined') {
    const key = queryCacheKey(username)
    const read = get<unknown>(key, createStore(QUERY_CACHE_IDB_NAME, QUERY_CACHE_IDB_STORE))
    // A failed early read is only a missed head start: the persister reads again.
    read.catch(() => undefined)
    const handOver: EarlyQueryCacheRead = { key, read }
    Reflect.set(window, EARLY_READ_GLOBAL, handOver)
  }
} catch {
  // No storage (private mode) or an unreadable record: the app starts without the head start.
}
