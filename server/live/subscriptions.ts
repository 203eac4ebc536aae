import * as v from 'valibot'
import {
  partitionSpec,
  REALTIME_PARTITION,
  SubscribeAllStreamPostsSchema,
  SubscribeSignalsRequestSchema,
  SubscribeTitlePartitionRequestSchema,
  SubscribeTitleRequestSchema,
} from '../../src/core'
import { ackError, type LiveAck } from './ack'
import {
  STD_SIGNALS_ROOM,
  STREAM_POSTS_ALL_ROOM,
  streamPostsRoom,
  titleMessagesRoom,
  titleRoom,
  titleTicksRoom,
  userSignalsRoom,
} from './rooms'
import type { LiveSocket } from './state'
import type { TitleDirectory } from './title-directory'

const STREAM_POSTS_ROOM_PREFIX = streamPostsRoom(0).slice(0, -1)

/** Bounds the rooms one socket can hold (5,000 titles per request, repeated calls add up). */
export const MAX_ROOMS_PER_SOCKET = 20_000

export type SubscriptionChange = 'subscribe' | 'unsubscribe'
/**
 * `title` is the real-time partition; `title_partition` names its partition. Messages, ticks
 * and stream posts have no unsubscribe event: a new list replaces the socket's earlier one of
 * that kind (data-interface §4: a new tick subscription replaces all earlier ones).
 */
export type SubscriptionKind = 'title' | 'title_partition' | 'title_messages' | 'title_ticks' | 'stream_posts'
export type FeedKind = 'signals' | 'std_signals'

const ROOM_OF: Record<Exclude<SubscriptionKind, 'title' | 'title_partition'>, (id: number) => string> = {
  title_messages: titleMessagesRoom,
  title_ticks: titleTicksRoom,
  stream_posts: streamPostsRoom,
}

function parseRequest(
  kind: SubscriptionKind,
  payload: unknown,
): { titles: number[]; partition: string } | null {
  if (kind === 'title_partition') {
    const parsed = v.safeParse(SubscribeTitlePartitionRequestSchema, payload)
    return parsed.success && partitionSpec(parsed.output.partition) !== null ? parsed.output : null
  }
  const parsed = v.safeParse(SubscribeTitleRequestSchema, payload)
  return parsed.success ? { titles: parsed.output.titles, partition: REALTIME_PARTITION } : null
}

function roomOf(kind: SubscriptionKind, partition: string, titleId: number): string {
  return kind === 'title' || kind === 'title_partition'
    ? titleRoom(partition, titleId)
    : ROOM_OF[kind](titleId)
}

/** The 404 a subscription to unknown titles answers; the client ignores it (data-interface §8). */
function unknownTitles(ack: LiveAck, ids: readonly number[]): void {
  const shown = ids.slice(0, 20).join(', ')
  ack({
    error: {
      code: 404,
      internalCode: 'NOT_FOUND',
      en: `Unknown title${ids.length > 1 ? 's' : ''}: ${shown}${ids.length > 20 ? ', …' : ''}`,
    },
  })
}

/**
 * Joins or leaves one room per title; unauthorized sockets join nothing. Known titles of a
 * request are joined even when others are unknown; the ack then is the 404.
 */
export async function handleSubscription(
  socket: LiveSocket,
  change: SubscriptionChange,
  kind: SubscriptionKind,
  payload: unknown,
  ack: LiveAck,
  directory: TitleDirectory,
): Promise<void> {
  if (socket.data.user === null) return ackError(ack, 13, 'Authorize the live connection first.')
  if (kind === 'stream_posts' && v.is(SubscribeAllStreamPostsSchema, payload)) {
    // Every AI update (the home stream): replaces the socket's earlier stream-post list.
    const replaced = [...socket.rooms].filter((room) => room.startsWith(STREAM_POSTS_ROOM_PREFIX))
    await Promise.all(replaced.map((room) => socket.leave(room)))
    await socket.join(STREAM_POSTS_ALL_ROOM)
    return ack({ result: { titles: [] } })
  }
  const request = parseRequest(kind, payload)
  if (!request)
    return ackError(ack, 32, `${change}_${kind} needs a list of title ids (and a known partition).`)
  const titles = [...new Set(request.titles)]
  if (change === 'unsubscribe') {
    await Promise.all(titles.map((id) => socket.leave(roomOf(kind, request.partition, id))))
    return ack({ result: { titles } })
  }
  const replaced =
    kind === 'title' || kind === 'title_partition'
      ? []
      : [...socket.rooms].filter((room) => room.startsWith(ROOM_OF[kind](0).slice(0, -1)))
  const known = await directory.known(titles)
  if (!socket.connected) return
  const rooms = titles.filter((id) => known.has(id)).map((id) => roomOf(kind, request.partition, id))
  if (socket.rooms.size - replaced.length + rooms.length > MAX_ROOMS_PER_SOCKET) {
    return ackError(ack, 32, `At most ${MAX_ROOMS_PER_SOCKET} title subscriptions per connection.`)
  }
  await Promise.all(replaced.map((room) => socket.leave(room)))
  if (rooms.length > 0) await socket.join(rooms)
  const unknown = titles.filter((id) => !known.has(id))
  if (unknown.length > 0) return unknownTitles(ack, unknown)
  ack({ result: { titles } })
}

/** `subscribe_signals` (the user's own rule alerts) and `subscribe_std_signals` (standard alerts). */
export async function handleFeedSubscription(
  socket: LiveSocket,
  kind: FeedKind,
  payload: unknown,
  ack: LiveAck,
): Promise<void> {
  const user = socket.data.user
  if (user === null) return ackError(ack, 13, 'Authorize the live connection first.')
  if (!v.safeParse(SubscribeSignalsRequestSchema, payload).success) {
    return ackError(ack, 32, `subscribe_${kind} takes no parameters.`)
  }
  await socket.join(kind === 'signals' ? userSignalsRoom(user.id) : STD_SIGNALS_ROOM)
  ack({ result: { subscribed: kind } })
}
