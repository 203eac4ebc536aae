import { and, eq, or, sql } from 'drizzle-orm'
import type { WatchlistViewFilter } from '../../../src/core'
import type { Database } from '../../db'
import { watchlistFilters } from '../../db/schema'
import { touchWatchlist } from './store'

const sameFilter = (filter: WatchlistViewFilter) =>
  eq(watchlistFilters.filter, sql`${JSON.stringify(filter)}::jsonb`)

/** Adding a view that already has an entry deletes the old entry and adds it again (application §4). */
export async function replaceFilter(
  db: Database,
  wid: number,
  entry: { filter: WatchlistViewFilter; name: string; alerts: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(watchlistFilters)
      .where(and(eq(watchlistFilters.watchlistId, wid), sameFilter(entry.filter)))
    await tx.insert(watchlistFilters).values({ watchlistId: wid, ...entry })
    await touchWatchlist(tx, wid)
  })
}

/** Whether the watchlist holds a view with exactly this filter (key order does not matter). */
export async function hasFilter(db: Database, wid: number, filter: WatchlistViewFilter): Promise<boolean> {
  const rows = await db
    .select({ id: watchlistFilters.id })
    .from(watchlistFilters)
    .where(and(eq(watchlistFilters.watchlistId, wid), sameFilter(filter)))
    .limit(1)
  return rows.length > 0
}

export async function removeFilters(
  db: Database,
  wid: number,
  filters: readonly WatchlistViewFilter[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(watchlistFilters)
      .where(and(eq(watchlistFilters.watchlistId, wid), or(...filters.map(sameFilter))))
    await touchWatchlist(tx, wid)
  })
}
