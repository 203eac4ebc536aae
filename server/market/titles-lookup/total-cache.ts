import type { Database } from '../../db'

/** How long a list's total stands: the table's pages and tree map ask the same filters again and again. */
export const TITLE_TOTAL_TTL_MS = 30_000
const MAX_ENTRIES = 500

interface Entry {
  at: number
  total: Promise<number>
}

const caches = new WeakMap<Database, Map<string, Entry>>()

/**
 * The total of a title list's filters, counted once per TITLE_TOTAL_TTL_MS per database: counting
 * 80,000 titles costs more than the page itself, and a total a few seconds old is still right to
 * the reader ("12,345 assets"). A failed count is not kept.
 */
export function cachedTotal(
  db: Database,
  key: string,
  count: () => Promise<number>,
  now = Date.now(),
): Promise<number> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  const hit = cache.get(key)
  if (hit && now - hit.at < TITLE_TOTAL_TTL_MS) return hit.total
  const total = count()
  cache.delete(key)
  cache.set(key, { at: now, total })
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  total.catch(() => {
    if (cache.get(key)?.total === total) cache.delete(key)
  })
  return total
}
