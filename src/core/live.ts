/** The live connection's states and client defaults (data-interface §4, §9). */

export type SocketStatus = 'CLOSED' | 'OPEN'
export type AuthStatus = 'UNAUTHENTICATED' | 'AUTHENTICATED'

/** Ready only when the socket is OPEN and AUTHENTICATED. */
export function isLiveReady(socket: SocketStatus, auth: AuthStatus): boolean {
  return socket === 'OPEN' && auth === 'AUTHENTICATED'
}

export const SOCKET_CLIENT_DEFAULTS = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20_000,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  autoConnect: false,
  transports: ['websocket'],
} as const

/** Incoming updates are flushed to the UI at most this often. */
export const LIVE_BATCH_INTERVAL_MS = 4000

/** A flush after a quiet spell waits this long for the rest of the same server action's updates. */
export const LIVE_GATHER_MS = 250

/** socket.io's reconnect backoff with the defaults above: 1 s doubling to 5 s, ±50 % jitter. */
export function reconnectDelayMs(attempt: number, random: number): number {
  const base = SOCKET_CLIENT_DEFAULTS.reconnectionDelay * 2 ** Math.max(0, attempt)
  const deviation = random * SOCKET_CLIENT_DEFAULTS.randomizationFactor * base
  const jittered = Math.floor(random * 10) % 2 === 0 ? base - deviation : base + deviation
  return Math.min(SOCKET_CLIENT_DEFAULTS.reconnectionDelayMax, Math.max(0, Math.round(jittered)))
}
