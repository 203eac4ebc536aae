/**
 * A warm start's head start (DESIGN §1, persisted query cache): index.html runs a tiny script
 * (src/early/query-cache-read.ts, built apart by scripts/bundle/early-script.ts) before the app's
 * bundle is parsed. It begins reading the stored query cache of the user the auth record names,
 * so IndexedDB works while the main thread compiles and runs the bundle; the persister then takes
 * that read instead of starting its own. Names and the hand-over live here, free of imports, so
 * both sides share them.
 */

export const QUERY_CACHE_IDB_NAME = 'murmur-query-cache'
export const QUERY_CACHE_IDB_STORE = 'clients'

export function queryCacheKey(username: string): string {
  return `query-cache:${username}`
}

/** What the early script leaves on the window. */
export interface EarlyQueryCacheRead {
  key: string
  read: Promise<unknown>
}

export const EARLY_READ_GLOBAL = '__murmurEarlyQueryCacheRead'

/** The early read of `key`, once (later reads go to IndexedDB again); undefined without one. */
export function takeEarlyQueryCacheRead(key: string): Promise<unknown> | undefined {
  if (typeof window === 'undefined') return undefined
  const early: unknown = Reflect.get(window, EARLY_READ_GLOBAL)
  if (typeof early !== 'object' || early === null) return undefined
  const earlyKey: unknown = Reflect.get(early, 'key')
  const read: unknown = Reflect.get(early, 'read')
  if (earlyKey !== key || !(read instanceof Promise)) return undefined
  Reflect.deleteProperty(window, EARLY_READ_GLOBAL)
  return read
}
