import * as v from 'valibot'
import {
  REALTIME_PARTITION,
  SubscribeTitlePartitionRequestSchema,
  SubscribeTitleRequestSchema,
} from '../../src/core'
import { ackError, type LiveAck } from './ack'
import { titleRoom } from './rooms'
import type { LiveSocket } from './state'

/** Bounds the rooms one socket can hold (5,000 titles per request, repeated calls add up). */
export const MAX_ROOMS_PER_SOCKET = 20_000

export type SubscriptionChange = 'subscribe' | 'unsubscribe'
/** `title` is the real-time partition; `title_partition` names its partition. */
export type SubscriptionKind = 'title' | 'title_partition'

function parseRequest(
  kind: SubscriptionKind,
  payload: unknown,
): { titles: number[]; partition: string } | null {
  if (kind === 'title') {
    const parsed = v.safeParse(SubscribeTitleRequestSchema, payload)
    return parsed.success ? { titles: parsed.output.titles, partition: REALTIME_PARTITION } : null
  }
  const parsed = v.safeParse(SubscribeTitlePartitionRequestSchema, payload)
  return parsed.success ? parsed.output : null
}

/** Joins or leaves one room per (partition, title); unauthorized sockets join nothing. */
export async function handleSubscription(
  socket: LiveSocket,
  change: SubscriptionChange,
  kind: SubscriptionKind,
  payload: unknown,
  ack: LiveAck,
): Promise<void> {
  if (socket.data.user === null) return ackError(ack, 13, 'Authorize the live connection first.')
  const request = parseRequest(kind, payload)
  if (!request) return ackError(ack, 32, `${change}_${kind} needs a list of title ids.`)
  const titles = [...new Set(request.titles)]
  const rooms = titles.map((id) => titleRoom(request.partition, id))
  if (change === 'subscribe') {
    if (socket.rooms.size + rooms.length > MAX_ROOMS_PER_SOCKET) {
      return ackError(ack, 32, `At most ${MAX_ROOMS_PER_SOCKET} title subscriptions per connection.`)
    }
    if (rooms.length > 0) await socket.join(rooms)
  } else {
    await Promise.all(rooms.map((room) => socket.leave(room)))
  }
  ack({ result: { titles } })
}
