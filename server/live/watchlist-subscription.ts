import * as v from 'valibot'
import { partitionSpec, REALTIME_PARTITION, SubscribeWatchlistRequestSchema } from '../../src/core'
import type { Database } from '../db'
import { watchlistTitleIds } from '../market/watchlists'
import { ackError, type LiveAck } from './ack'
import { titleRoom } from './rooms'
import type { LiveSocket } from './state'
import { MAX_ROOMS_PER_SOCKET } from './subscriptions'

/** The titles of a user's watchlist; null when the user holds no such watchlist. */
export interface WatchlistDirectory {
  titlesOf(userId: number, wid: number): Promise<number[] | null>
}

export function createWatchlistDirectory(db: Database): WatchlistDirectory {
  return { titlesOf: (userId, wid) => watchlistTitleIds(db, userId, wid) }
}

/**
 * `subscribe_watchlist` {wid, partition?}: joins the title room of every asset of the user's
 * watchlist in the partition (default realtime), as `subscribe_title(_partition)` would. Another
 * user's or a missing watchlist answers 404 like an unknown title, which the client ignores.
 * The titles are read once: a watchlist changed later is subscribed again by the client.
 */
export async function handleWatchlistSubscription(
  socket: LiveSocket,
  payload: unknown,
  ack: LiveAck,
  watchlists: WatchlistDirectory,
): Promise<void> {
  const user = socket.data.user
  if (user === null) return ackError(ack, 13, 'Authorize the live connection first.')
  const parsed = v.safeParse(SubscribeWatchlistRequestSchema, payload)
  const partition = parsed.success ? (parsed.output.partition ?? REALTIME_PARTITION) : ''
  if (!parsed.success || partitionSpec(partition) === null) {
    return ackError(ack, 32, 'subscribe_watchlist needs a watchlist id (wid) and a known partition.')
  }
  const { wid } = parsed.output
  const titles = await watchlists.titlesOf(user.id, wid)
  if (!socket.connected) return
  if (titles === null) {
    return ack({ error: { code: 404, internalCode: 'NOT_FOUND', en: `Unknown watchlist: ${wid}` } })
  }
  const rooms = titles.map((id) => titleRoom(partition, id))
  if (socket.rooms.size + rooms.length > MAX_ROOMS_PER_SOCKET) {
    return ackError(ack, 32, `At most ${MAX_ROOMS_PER_SOCKET} title subscriptions per connection.`)
  }
  if (rooms.length > 0) await socket.join(rooms)
  ack({ result: { wid, partition, titles } })
}
