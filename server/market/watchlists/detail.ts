import { sentimentScore, type Watchlist, type WatchlistDetail } from '../../../src/core'
import type { Database } from '../../db'
import { latestBuckets } from '../history/buckets'

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

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
    if (!row) return []
    return [
      {
        id: row.id,
        name: row.name,
        type: row.type,
        partition,
        buzz: row.buzz === null ? null : round(row.buzz, 3),
        sentiment: row.sentiment === null ? null : round(row.sentiment, 4),
        sentiment_score: row.sentiment === null ? null : sentimentScore(row.sentiment),
        messages: row.messages ?? 0,
        time: row.t,
      },
    ]
  })
  return { ...watchlist, partition, assets }
}
