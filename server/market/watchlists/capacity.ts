import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { dbNumber, queryRows } from '../messages/rows'

/**
 * What counts against the tier's watchlist limits (application §6), over all of the user's
 * watchlists: views are the assets, queries and saved views; authors are the authors.
 */
export interface WatchlistUsage {
  views: number
  authors: number
}

export async function watchlistUsage(db: Database, userId: number): Promise<WatchlistUsage> {
  const [row] = await queryRows(
    db,
    sql`select
        (select count(*) from watchlist_titles i join watchlists w on w.id = i.watchlist_id where w.user_id = ${userId})
        + (select count(*) from watchlist_queries i join watchlists w on w.id = i.watchlist_id where w.user_id = ${userId})
        + (select count(*) from watchlist_filters i join watchlists w on w.id = i.watchlist_id where w.user_id = ${userId})
          as views,
        (select count(*) from watchlist_authors i join watchlists w on w.id = i.watchlist_id where w.user_id = ${userId})
          as authors`,
    v.object({ views: dbNumber, authors: dbNumber }),
  )
  return { views: row?.views ?? 0, authors: row?.authors ?? 0 }
}
