import { and, asc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { TitleTypeSchema, type WatchlistTitlesAnswer } from '../../../src/core'
import type { Database } from '../../db'
import { watchlists, watchlistTitles } from '../../db/schema'
import { queryRows } from '../messages/rows'

/** The title ids of watchlist `wid` in the order added; null when `userId` holds no such watchlist. */
export async function watchlistTitleIds(db: Database, userId: number, wid: number): Promise<number[] | null> {
  const rows = await db
    .select({ titleId: watchlistTitles.titleId })
    .from(watchlists)
    .leftJoin(watchlistTitles, eq(watchlistTitles.watchlistId, watchlists.id))
    .where(and(eq(watchlists.id, wid), eq(watchlists.userId, userId)))
    .orderBy(asc(watchlistTitles.addedAt), asc(watchlistTitles.titleId))
  if (rows.length === 0) return null
  return rows.flatMap((row) => (row.titleId === null ? [] : [row.titleId]))
}

const WatchlistTitleRowSchema = v.object({
  id: v.number(),
  n: v.string(),
  type: TitleTypeSchema,
  icon: v.string(),
  watchlists: v.array(v.number()),
})

/** Every title of the user's watchlists, once, with the wids holding it; by title id. */
export async function userWatchlistTitles(
  db: Database,
  userId: number,
): Promise<WatchlistTitlesAnswer['titles']> {
  return queryRows(
    db,
    sql`select t.id, t.name as n, t.type, t.icon,
          json_agg(w.id order by w.id) as watchlists
        from watchlists w
        join watchlist_titles wt on wt.watchlist_id = w.id
        join titles t on t.id = wt.title_id
        where w.user_id = ${userId}
        group by t.id, t.name, t.type, t.icon
        order by t.id`,
    WatchlistTitleRowSchema,
  )
}
