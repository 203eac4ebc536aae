import * as v from 'valibot'
import {
  type ApiErrorBody,
  AuthorizeAckSchema,
  type AuthStatus,
  apiErrorBody,
  isLiveReady,
  LIVE_EVENT,
  reconnectDelayMs,
  SOCKET_CLIENT_DEFAULTS,
  type SocketStatus,
} from '../../src/core'
import type { Clock } from './clock'
import type { HubSession } from './contract'
import type { LiveSocket, LiveSocketFactory } from './live-socket'
import type { Logger } from './logger'

export interface ConnectionEvents {
  /** Socket, auth, reconnecting or authError changed. */
  onChange(): void
  /** Became OPEN and AUTHENTICATED. */
  onReady(): void
  onMessage(event: string, payload: unknown): void
}

type Credentials = Omit<HubSession, 'subscriptionValid'>

/**
 * The one live socket and its two states (data-interface §4): socket CLOSED/OPEN and
 * auth UNAUTHENTICATED/AUTHENTICATED. Connect → OPEN → authorize; an error or no
 * result closes the socket; disconnect or a connect error → CLOSED + UNAUTHENTICATED.
 */
export class LiveConnection {
  socketStatus: SocketStatus = 'CLOSED'
  authStatus: AuthStatus = 'UNAUTHENTICATED'
  reconnecting = false
  authError: ApiErrorBody | null = null

  private socket: LiveSocket | null = null
  private credentials: Credentials | null = null
  private retryTimer: unknown = null
  private retryAttempt = 0

  constructor(
    private readonly createSocket: LiveSocketFactory,
    private readonly clock: Clock,
    private readonly events: ConnectionEvents,
    private readonly log: Logger,
    private readonly random: () => number = Math.random,
  ) {}

  get ready(): boolean {
    return isLiveReady(this.socketStatus, this.authStatus)
  }

  /** Opens (or keeps) the socket for these credentials. */
  open(credentials: Credentials): void {
    if (this.socket && this.credentials && sameCredentials(this.credentials, credentials)) return
    this.close()
    this.credentials = credentials
    this.authError = null
    this.start()
  }

  /** Closes the socket and resets both states. */
  close(): void {
    this.cancelRetry()
    const socket = this.socket
    this.socket = null
    this.credentials = null
    if (socket) {
      socket.removeAllListeners()
      socket.disconnect()
    }
    this.set('CLOSED', 'UNAUTHENTICATED', false)
  }

  /** Emits on the ready socket; resolves with the acknowledgement, rejects on timeout or when not ready. */
  request(event: string, payload: unknown): Promise<unknown> {
    const socket = this.socket
    if (!socket || !this.ready) return Promise.reject(new Error('live connection not ready'))
    return new Promise((resolve, reject) => {
      socket.emitWithAck(event, payload, SOCKET_CLIENT_DEFAULTS.timeout, (error, answer) =>
        error ? reject(error) : resolve(answer),
      )
    })
  }

  private start(): void {
    const credentials = this.credentials
    if (!credentials) return
    const socket = this.createSocket(credentials.socketUrl)
    this.socket = socket
    const current = () => this.socket === socket

    socket.on('connect', () => {
      if (!current()) return
      this.retryAttempt = 0
      this.set('OPEN', 'UNAUTHENTICATED', false)
      this.authorize(socket, credentials)
    })
    socket.on('disconnect', (reason) => {
      if (!current()) return
      // After a refused authorize the socket stays closed until other credentials come.
      const retry = reason !== 'io client disconnect' && this.authError === null
      this.set('CLOSED', 'UNAUTHENTICATED', retry)
      // socket.io does not reconnect by itself after the server closed the socket.
      if (retry && reason === 'io server disconnect') this.retryLater()
    })
    socket.on('connect_error', (error) => {
      if (!current()) return
      this.log.warn('live connect error', error.message)
      this.set('CLOSED', 'UNAUTHENTICATED', true)
      if (!socket.active) this.retryLater()
    })
    socket.onAny((event, payload) => {
      if (current()) this.events.onMessage(event, payload)
    })
    socket.connect()
  }

  private authorize(socket: LiveSocket, credentials: Credentials): void {
    const request = {
      username: credentials.username,
      password: credentials.passwordHash,
      fingerprint: credentials.fingerprint,
    }
    socket.emitWithAck(LIVE_EVENT.authorize, request, SOCKET_CLIENT_DEFAULTS.timeout, (error, answer) => {
      if (this.socket !== socket) return
      const ack = v.safeParse(AuthorizeAckSchema, answer)
      if (!error && ack.success && 'result' in ack.output) {
        this.authError = null
        this.set('OPEN', 'AUTHENTICATED', false)
        this.events.onReady()
        return
      }
      this.log.warn('authorize failed', error?.message ?? answer)
      if (error) {
        // No answer at all: the server may be overloaded; close and try again later.
        socket.disconnect()
        this.set('CLOSED', 'UNAUTHENTICATED', true)
        this.retryLater()
        return
      }
      // Refused: stays closed until the tabs hand over other credentials.
      this.authError = ack.success && 'error' in ack.output ? ack.output.error : apiErrorBody(13)
      socket.disconnect()
      this.set('CLOSED', 'UNAUTHENTICATED', false)
    })
  }

  private retryLater(): void {
    this.cancelRetry()
    const delay = reconnectDelayMs(this.retryAttempt++, this.random())
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null
      if (this.socket && this.socketStatus === 'CLOSED') this.socket.connect()
    }, delay)
  }

  private cancelRetry(): void {
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer)
    this.retryTimer = null
  }

  private set(socket: SocketStatus, auth: AuthStatus, reconnecting: boolean): void {
    if (this.socketStatus === socket && this.authStatus === auth && this.reconnecting === reconnecting) return
    this.socketStatus = socket
    this.authStatus = auth
    this.reconnecting = reconnecting
    this.events.onChange()
  }
}

function sameCredentials(a: Credentials, b: Credentials): boolean {
  return (
    a.username === b.username &&
    a.passwordHash === b.passwordHash &&
    a.fingerprint === b.fingerprint &&
    a.socketUrl === b.socketUrl
  )
}
