import type { Database } from '../db'

const MAX_ENTRIES = 500

interface Entry {
  at: number
  value: Promise<unknown>
}

const caches = new WeakMap<Database, Map<string, Entry>>()

/**
 * A query's answer computed once per `ttlMs` per database and key (keys carry their query's
 * name): for answers that cost more than the request around them and that a few seconds' age does
 * not make wrong. A failed computation is not kept; at most 500 answers per database.
 */
export function cachedQuery<T>(
  db: Database,
  key: string,
  ttlMs: number,
  compute: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  const hit = cache.get(key)
  // The key names the query, so the entry holds that query's answer type.
  if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>
  const value = compute()
  cache.delete(key)
  cache.set(key, { at: now, value })
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key)
  })
  return value
}

/** How long a title list's total stands: the table's pages and tree map ask the same filters again and again. */
export const TITLE_TOTAL_TTL_MS = 30_000

/**
 * The total of a title list's filters, counted once per TITLE_TOTAL_TTL_MS: counting 80,000
 * titles costs more than the page itself, and a total a few seconds old is still right to the
 * reader ("12,345 assets").
 */
export function cachedTotal(db: Database, key: string, count: () => Promise<number>, now = Date.now()) {
  return cachedQuery(db, `title-total:${key}`, TITLE_TOTAL_TTL_MS, count, now)
}
