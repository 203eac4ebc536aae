import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '../../db'
import { watchlists } from '../../db/schema'

export type WatchlistRow = typeof watchlists.$inferSelect

/** The watchlist `wid` when it belongs to `userId`; another user's is as unknown as a missing one. */
export async function ownedWatchlist(
  db: Database,
  userId: number,
  wid: number,
): Promise<WatchlistRow | null> {
  const [row] = await db
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.id, wid), eq(watchlists.userId, userId)))
  return row ?? null
}

export async function userWatchlistRows(db: Database, userId: number): Promise<WatchlistRow[]> {
  return db.select().from(watchlists).where(eq(watchlists.userId, userId)).orderBy(asc(watchlists.id))
}

export async function countUserWatchlists(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(watchlists).where(eq(watchlists.userId, userId))
  return row?.n ?? 0
}

export async function insertWatchlist(db: Database, userId: number, name: string): Promise<WatchlistRow> {
  const [row] = await db.insert(watchlists).values({ userId, name }).returning()
  if (!row) throw new Error('watchlist insert returned nothing')
  return row
}

/** Renames the user's watchlist; false when the user holds no such watchlist. */
export async function renameWatchlist(
  db: Database,
  userId: number,
  wid: number,
  name: string,
): Promise<boolean> {
  const renamed = await db
    .update(watchlists)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(watchlists.id, wid), eq(watchlists.userId, userId)))
    .returning({ id: watchlists.id })
  return renamed.length > 0
}

/** Marks a change of the watchlist's items. */
export async function touchWatchlist(db: Database, wid: number): Promise<void> {
  await db.update(watchlists).set({ updatedAt: new Date() }).where(eq(watchlists.id, wid))
}

/** Deletes the watchlist with its items; false when the user holds no such watchlist. */
export async function deleteWatchlist(db: Database, userId: number, wid: number): Promise<boolean> {
  const deleted = await db
    .delete(watchlists)
    .where(and(eq(watchlists.id, wid), eq(watchlists.userId, userId)))
    .returning({ id: watchlists.id })
  return deleted.length > 0
}
