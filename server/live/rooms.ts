/** Socket.io rooms of live title subscriptions: one per (partition, title id). */

const PREFIX = 'title:'

export function titleRoom(partition: string, titleId: number): string {
  return `${PREFIX}${partition}:${titleId}`
}

export function parseTitleRoom(room: string): { partition: string; titleId: number } | null {
  if (!room.startsWith(PREFIX)) return null
  const rest = room.slice(PREFIX.length)
  const colon = rest.lastIndexOf(':')
  const titleId = Number(rest.slice(colon + 1))
  if (colon <= 0 || !Number.isSafeInteger(titleId)) return null
  return { partition: rest.slice(0, colon), titleId }
}

/** Rooms of the other live subscriptions (data-interface §7 "Live socket"). */
export const TITLE_MESSAGES_ROOM_PREFIX = 'messages:'
export const titleMessagesRoom = (titleId: number) => `${TITLE_MESSAGES_ROOM_PREFIX}${titleId}`
export const titleTicksRoom = (titleId: number) => `ticks:${titleId}`
export const streamPostsRoom = (titleId: number) => `posts:${titleId}`
export const userSignalsRoom = (userId: number) => `signals:${userId}`
export const STD_SIGNALS_ROOM = 'std_signals'
/** Sockets that want every AI update (the home stream). */
export const STREAM_POSTS_ALL_ROOM = 'posts:all'
export const TICKS_ROOM_PREFIX = 'ticks:'
