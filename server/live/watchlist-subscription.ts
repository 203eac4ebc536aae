import * as v from 'valibot'
import { partitionSpec, REALTIME_PARTITION, SubscribeWatchlistRequestSchema } from '../../src/core'
import type { Database } from '../db'
import { watchlistTitleIds } from '../market/watchlists'
import { ackError, type LiveAck } from './ack'
import { titleRoom } from './rooms'
import type { LiveServer, LiveSocket } from './state'
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
 * Later changes of the watchlist reach the socket through followWatchlistChanges: assets added
 * are joined (on any node, through the adapter). Assets removed stay joined until the socket
 * unsubscribes them: the room may also stand for the socket's own title subscription.
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
  await socket.join([...rooms, watchlistRoom(wid), watchlistPartitionRoom(wid, partition)])
  ack({ result: { wid, partition, titles } })
}

const WATCHLIST_PREFIX = 'watchlist:'

export function watchlistRoom(wid: number): string {
  return `${WATCHLIST_PREFIX}${wid}`
}

function watchlistPartitionRoom(wid: number, partition: string): string {
  return `${WATCHLIST_PREFIX}${wid}:${partition}`
}

/**
 * Keeps the sockets subscribed to a watchlist in step with it: when the owner changes it, every
 * such socket (on this node or another) joins the rooms of its titles in the partition it asked for.
 */
export function followWatchlistChanges(io: LiveServer, watchlists: WatchlistDirectory) {
  return async (userId: number, wid: number): Promise<void> => {
    const sockets = await io.in(watchlistRoom(wid)).fetchSockets()
    const own = sockets.filter((socket) => socket.data.user?.id === userId)
    if (own.length === 0) return
    const titles = (await watchlists.titlesOf(userId, wid)) ?? []
    const prefix = `${watchlistRoom(wid)}:`
    for (const socket of own) {
      for (const room of socket.rooms) {
        if (!room.startsWith(prefix)) continue
        const partition = room.slice(prefix.length)
        if (titles.length > 0) socket.join(titles.map((id) => titleRoom(partition, id)))
      }
    }
  }
}
