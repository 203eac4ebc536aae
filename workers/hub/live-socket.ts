import { io } from 'socket.io-client'
import { LIVE_SOCKET_PATH, SOCKET_CLIENT_DEFAULTS } from '../../src/core'

/** The part of a socket.io-client socket the hub uses; tests drive a fake of it. */
export interface LiveSocket {
  readonly active: boolean
  connect(): void
  disconnect(): void
  on(event: 'connect', handler: () => void): void
  on(event: 'disconnect', handler: (reason: string) => void): void
  on(event: 'connect_error', handler: (error: Error) => void): void
  onAny(handler: (event: string, ...args: unknown[]) => void): void
  /** Emits with an acknowledgement; the callback gets an error when no ack came within timeoutMs. */
  emitWithAck(
    event: string,
    payload: unknown,
    timeoutMs: number,
    ack: (error: Error | null, answer: unknown) => void,
  ): void
  removeAllListeners(): void
}

export type LiveSocketFactory = (url: string) => LiveSocket

/** The real socket: websocket only, auto-connect off, the reconnect policy of data-interface §9. */
export const createSocketIoSocket: LiveSocketFactory = (url) => {
  const socket = io(url, {
    path: LIVE_SOCKET_PATH,
    forceNew: true,
    reconnection: true,
    reconnectionDelay: SOCKET_CLIENT_DEFAULTS.reconnectionDelay,
    reconnectionDelayMax: SOCKET_CLIENT_DEFAULTS.reconnectionDelayMax,
    randomizationFactor: SOCKET_CLIENT_DEFAULTS.randomizationFactor,
    reconnectionAttempts: SOCKET_CLIENT_DEFAULTS.reconnectionAttempts,
    timeout: SOCKET_CLIENT_DEFAULTS.timeout,
    autoConnect: SOCKET_CLIENT_DEFAULTS.autoConnect,
    transports: [...SOCKET_CLIENT_DEFAULTS.transports],
  })
  return {
    get active() {
      return socket.active
    },
    connect: () => {
      socket.connect()
    },
    disconnect: () => {
      socket.disconnect()
    },
    on: (event: string, handler: (...args: never[]) => void) => {
      socket.on(event, handler as unknown as (...args: unknown[]) => void)
    },
    onAny: (handler) => {
      socket.onAny(handler)
    },
    emitWithAck: (event, payload, timeoutMs, ack) => {
      socket
        .timeout(timeoutMs)
        .emit(event, payload, (error: Error | null, answer: unknown) => ack(error, answer))
    },
    removeAllListeners: () => {
      socket.removeAllListeners()
      socket.offAny()
    },
  }
}
