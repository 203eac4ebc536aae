import * as v from 'valibot'
import {
  LIVE_EVENT,
  LIVE_RESYNC_MAX_MESSAGES,
  LIVE_RESYNC_WINDOW_MS,
  ResyncMessagesRequestSchema,
} from '../../src/core'
import { ackError, type LiveAck } from './ack'
import type { MissedMessages } from './missed-messages'
import { TITLE_MESSAGES_ROOM_PREFIX } from './rooms'
import type { LiveSocket } from './state'

/**
 * `resync_messages`: after a reconnect (a network drop, a restarted node), the client tells the
 * last message id it saw, or the time it lost the connection; the stored messages of the
 * titles it has subscribed again since are sent to it alone, oldest first, before the ack.
 * Deliveries are at least once: the client drops ids it already has.
 */
export async function handleResyncMessages(
  socket: LiveSocket,
  payload: unknown,
  ack: LiveAck,
  deps: { missed: MissedMessages; now: () => number },
): Promise<void> {
  if (socket.data.user === null) return ackError(ack, 13, 'Authorize first.')
  const parsed = v.safeParse(ResyncMessagesRequestSchema, payload ?? {})
  if (!parsed.success) return ackError(ack, 32, 'resync_messages takes {since_id?, since?}.')
  const windowStart = deps.now() - LIVE_RESYNC_WINDOW_MS
  const sinceMs = Math.max(parsed.output.since ?? windowStart, windowStart)
  const titleIds = [...socket.rooms]
    .filter((room) => room.startsWith(TITLE_MESSAGES_ROOM_PREFIX))
    .map((room) => Number(room.slice(TITLE_MESSAGES_ROOM_PREFIX.length)))
    .filter(Number.isSafeInteger)
  let messages: Awaited<ReturnType<MissedMessages>>
  try {
    messages = await deps.missed(titleIds, parsed.output.since_id ?? 0, sinceMs)
  } catch (error) {
    // The database may be away for a moment: the client is told to try again (code 20, busy).
    ackError(ack, 20, 'The missed messages cannot be read right now. Please try again shortly.')
    throw error
  }
  for (const message of messages) socket.emit(LIVE_EVENT.message, message)
  // Complete as far as the server can tell: the gap fits the window and the size limit.
  const complete =
    (parsed.output.since === undefined || parsed.output.since >= windowStart) &&
    messages.length < LIVE_RESYNC_MAX_MESSAGES
  ack({ result: { messages: messages.length, complete } })
}
