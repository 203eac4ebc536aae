import { systemClock } from './clock'
import { Hub } from './hub'
import type { LiveSocket } from './live-socket'
import type { HubEvent } from './protocol'

type Handler = (...args: never[]) => void

/** A socket.io-client stand-in driven by tests: they play the server's part. */
export class FakeSocket implements LiveSocket {
  active = false
  connected = false
  connectCalls = 0
  readonly emitted: Array<{
    event: string
    payload: unknown
    ack: (error: Error | null, answer: unknown) => void
  }> = []
  private readonly handlers = new Map<string, Handler[]>()
  private readonly anyHandlers: Array<(event: string, ...args: unknown[]) => void> = []

  constructor(readonly url: string) {}

  connect(): void {
    this.connectCalls++
    this.active = true
  }

  disconnect(): void {
    const wasConnected = this.connected
    this.active = false
    this.connected = false
    if (wasConnected) this.fire('disconnect', 'io client disconnect')
  }

  on(event: string, handler: Handler): void {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler])
  }

  onAny(handler: (event: string, ...args: unknown[]) => void): void {
    this.anyHandlers.push(handler)
  }

  emitWithAck(
    event: string,
    payload: unknown,
    _timeoutMs: number,
    ack: (error: Error | null, answer: unknown) => void,
  ) {
    this.emitted.push({ event, payload, ack })
  }

  removeAllListeners(): void {
    this.handlers.clear()
    this.anyHandlers.length = 0
  }

  // --- the server's part ---
  serverAccepts(): void {
    this.connected = true
    this.fire('connect')
  }

  serverDrops(reason = 'transport close'): void {
    this.connected = false
    if (reason === 'io server disconnect') this.active = false
    this.fire('disconnect', reason)
  }

  connectFails(): void {
    this.fire('connect_error', new Error('refused'))
  }

  serverSends(event: string, payload: unknown): void {
    for (const handler of this.anyHandlers) handler(event, payload)
  }

  emits(event: string) {
    return this.emitted.filter((entry) => entry.event === event)
  }

  lastEmit(event: string) {
    const list = this.emits(event)
    return list[list.length - 1]
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) (handler as (...a: unknown[]) => void)(...args)
  }
}

/** A factory of fake sockets that remembers what it made; goLive plays connect + a granted authorize. */
export function fakeSockets() {
  const sockets: FakeSocket[] = []
  const create = (url: string) => {
    const socket = new FakeSocket(url)
    sockets.push(socket)
    return socket
  }
  const current = () => {
    const last = sockets.at(-1)
    if (!last) throw new Error('no socket yet')
    return last
  }
  const goLive = (username = 'ann@example.com') => {
    current().serverAccepts()
    current()
      .lastEmit('authorize')
      ?.ack(null, { result: { user_id: 1, username } })
  }
  return { sockets, create, current, goLive }
}

/** A session whose socket may open, for the hub tests. */
export const TEST_SESSION = {
  username: 'ann@example.com',
  passwordHash: 'd'.repeat(32),
  fingerprint: 'fp',
  subscriptionValid: true,
  socketUrl: '',
}

/**
 * A hub on fake sockets with tabs that record what they are sent; `emitted(event)` lists the
 * payloads the hub sent the server for one event.
 */
export function hubOnFakeSockets<W extends (...args: unknown[]) => void>(warn: W) {
  const { create, current: socket, goLive: live } = fakeSockets()
  const log = { warn }
  const hub = new Hub({ createSocket: create, clock: systemClock, log })
  const tab = (tabId: string) => {
    const events: HubEvent[] = []
    hub.attachTab(tabId, (event) => events.push(event))
    const batches = () => events.flatMap((event) => (event.type === 'batch' ? [event] : []))
    return { events, batches }
  }
  const emitted = (event: string) =>
    socket()
      .emits(event)
      .map((entry) => entry.payload)
  return { hub, socket, goLive: () => live(TEST_SESSION.username), tab, emitted, log }
}
