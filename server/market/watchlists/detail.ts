import type { Watchlist, WatchlistDetail } from '../../../src/core'
import type { Database } from '../../db'
import { latestBuckets, titleSnapshotOf } from '../history/buckets'

/** The watchlist with each asset's latest buzz and sentiment of `partition`, in the watchlist's order. */
export async function watchlistDetail(
  db: Database,
  watchlist: Watchlist,
  partition: string,
): Promise<WatchlistDetail> {
  const rows = await latestBuckets(db, watchlist.titles, partition)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const assets = watchlist.titles.flatMap((id) => {
    const row = byId.get(id)
    return row ? [titleSnapshotOf(row, partition)] : []
  })
  return { ...watchlist, partition, assets }
}
