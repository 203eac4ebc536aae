import type { APIRequestContext } from '@playwright/test'
import { OPERATOR_TOKEN } from '../../../playwright.config'

/**
 * The server's own view of the live subscriptions: sockets per subscription room on the node,
 * read from /metrics (murmur_live_room_sockets{room="title:<partition>:<id>"}).
 */
export async function liveRoomSockets(request: APIRequestContext): Promise<Map<string, number>> {
  const response = await request.get('/metrics', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })
  if (!response.ok()) throw new Error(`/metrics answered ${response.status()}`)
  const rooms = new Map<string, number>()
  for (const line of (await response.text()).split('\n')) {
    const match = /^murmur_live_room_sockets\{room="([^"]+)"\} (\d+)$/.exec(line.trim())
    if (match?.[1] && match[2]) rooms.set(match[1], Number(match[2]))
  }
  return rooms
}

/** Sockets in the buzz rooms of one title, over all partitions. */
export async function titleRoomSockets(request: APIRequestContext, titleId: number): Promise<number> {
  let sockets = 0
  for (const [room, count] of await liveRoomSockets(request)) {
    if (room.startsWith('title:') && room.endsWith(`:${titleId}`)) sockets += count
  }
  return sockets
}
