import type { BuzzUpdate, LiveMessage, LiveSignal, StreamPost, Tick } from '../../src/core'
import {
  STD_SIGNALS_ROOM,
  STREAM_POSTS_ALL_ROOM,
  streamPostsRoom,
  titleMessagesRoom,
  titleRoom,
  titleTicksRoom,
  userSignalsRoom,
} from './rooms'
import type { LiveServer, ServerToClientEvents } from './state'

/** Sends one event to rooms; `io.to(rooms).emit` in the server, a recorder in unit tests. */
export type LiveEmit = <E extends keyof ServerToClientEvents>(
  rooms: string | string[],
  event: E,
  ...args: Parameters<ServerToClientEvents[E]>
) => void

export function emitThrough(io: LiveServer): LiveEmit {
  return (rooms, event, ...args) => {
    io.to(rooms).emit(event, ...args)
  }
}

/**
 * Pushes pipeline output to the socket rooms. Emits go through the adapter (`io.to`), so with
 * Redis a socket on any node hears what any node publishes. `buzz` and `tick` are coalesced per
 * room: at most one per `minIntervalMs`, the latest value wins (a burst never floods a client).
 * Messages, AI updates (posts) and signals are sent one by one: each is its own item.
 */
export interface LivePublisher {
  buzz(update: BuzzUpdate): void
  tick(tick: Tick): void
  message(message: LiveMessage): void
  /** An AI update: to every socket that wants all posts and to the rooms of its titles. */
  post(post: StreamPost): void
  stdSignal(signal: LiveSignal): void
  signal(userId: number, signal: LiveSignal): void
  /** Sends what is still held back, then stops. */
  close(): void
}

export const LIVE_MIN_EMIT_INTERVAL_MS = 1000

type Coalesced = { event: 'buzz'; payload: BuzzUpdate } | { event: 'tick'; payload: Tick }

interface RoomState {
  lastEmit: number
  pending: Coalesced | null
  timer: ReturnType<typeof setTimeout> | null
}

export function createLivePublisher(
  emit: LiveEmit,
  options: { minIntervalMs?: number; now?: () => number } = {},
): LivePublisher {
  const minIntervalMs = options.minIntervalMs ?? LIVE_MIN_EMIT_INTERVAL_MS
  const now = options.now ?? Date.now
  const rooms = new Map<string, RoomState>()
  let closed = false

  function send(room: string, item: Coalesced): void {
    if (item.event === 'buzz') emit(room, 'buzz', item.payload)
    else emit(room, 'tick', item.payload)
  }

  function flush(key: string, room: string): void {
    const state = rooms.get(key)
    if (!state) return
    state.timer = null
    if (state.pending) {
      send(room, state.pending)
      state.pending = null
      state.lastEmit = now()
      state.timer = setTimeout(() => flush(key, room), minIntervalMs)
    } else {
      rooms.delete(key)
    }
  }

  function coalesce(room: string, item: Coalesced): void {
    if (closed) return
    const key = `${item.event}\u0000${room}`
    const state = rooms.get(key) ?? { lastEmit: Number.NEGATIVE_INFINITY, pending: null, timer: null }
    rooms.set(key, state)
    const wait = state.lastEmit + minIntervalMs - now()
    if (wait <= 0 && state.timer === null) {
      send(room, item)
      state.lastEmit = now()
      // Forget the room after a quiet interval, so idle titles hold no memory.
      state.timer = setTimeout(() => flush(key, room), minIntervalMs)
      return
    }
    state.pending = item
    state.timer ??= setTimeout(() => flush(key, room), Math.max(0, wait))
  }

  return {
    buzz(update) {
      coalesce(titleRoom(update.partition, update.id), { event: 'buzz', payload: update })
    },
    tick(tick) {
      coalesce(titleTicksRoom(tick.id), { event: 'tick', payload: tick })
    },
    message(message) {
      if (closed || message.title_ids.length === 0) return
      emit(message.title_ids.map(titleMessagesRoom), 'message', message)
    },
    post(post) {
      if (closed) return
      emit([STREAM_POSTS_ALL_ROOM, ...post.title_ids.map(streamPostsRoom)], 'post', post)
    },
    stdSignal(signal) {
      if (!closed) emit(STD_SIGNALS_ROOM, 'std_signal', signal)
    },
    signal(userId, signal) {
      if (!closed) emit(userSignalsRoom(userId), 'signal', signal)
    },
    close() {
      closed = true
      for (const [key, state] of rooms) {
        if (state.timer) clearTimeout(state.timer)
        const room = key.slice(key.indexOf('\u0000') + 1)
        if (state.pending) send(room, state.pending)
      }
      rooms.clear()
    },
  }
}
