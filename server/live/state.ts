import type { Server, Socket } from 'socket.io'
import type { BuzzUpdate, LiveMessage, LiveSignal, StreamPost, Tick } from '../../src/core'

export interface ServerToClientEvents {
  buzz: (update: BuzzUpdate) => void
  tick: (tick: Tick) => void
  message: (message: LiveMessage) => void
  post: (post: StreamPost) => void
  signal: (signal: LiveSignal) => void
  std_signal: (signal: LiveSignal) => void
}

/** Client events are validated by hand (valibot), so they are typed loosely here. */
export type ClientToServerEvents = Record<string, (...args: unknown[]) => void>

export interface LiveSocketData {
  /** Set once `authorize` succeeded; a socket without it may subscribe to nothing. */
  user: { id: number; username: string } | null
  fingerprint: string | null
}

export type LiveServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  LiveSocketData
>
export type LiveSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  LiveSocketData
>
