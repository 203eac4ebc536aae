import type { Logger } from 'pino'
import * as v from 'valibot'
import { AuthorizeRequestSchema, type ErrorCode, hasValidSubscription } from '../../src/core'
import type { CredentialVerifier } from '../accounts'
import type { LoginGuard } from '../http/login-guard'
import type { LiveCounters } from '../metrics'
import { ackError, type LiveAck } from './ack'
import type { LiveSocket } from './state'
import { closeAtSubscriptionEnd } from './subscription-expiry'
import type { SubscriptionLookup } from './subscription-lookup'

export interface AuthorizeDeps {
  credentials: CredentialVerifier
  loginGuard: LoginGuard
  /** TRUST_PROXY: the client address is the first X-Forwarded-For entry, as over HTTP. */
  trustProxy: boolean
  subscriptions: SubscriptionLookup
  counters: LiveCounters
  logger: Logger
  now: () => number
}

function clientAddress(socket: LiveSocket, trustProxy: boolean): string {
  const forwarded = socket.handshake.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return trustProxy && first ? first : socket.handshake.address
}

/** A failed authorize closes the socket (data-interface §4); the ack is flushed first. */
function refuse(socket: LiveSocket, ack: LiveAck, code: ErrorCode, en?: string): void {
  ackError(ack, code, en)
  socket.disconnect(true)
}

/**
 * `authorize {username, password, fingerprint}`: the same credentials as HTTP basic
 * auth, and the live connection needs a valid subscription (data-interface §6).
 */
export async function handleAuthorize(
  socket: LiveSocket,
  payload: unknown,
  ack: LiveAck,
  deps: AuthorizeDeps,
): Promise<void> {
  const parsed = v.safeParse(AuthorizeRequestSchema, payload)
  if (!parsed.success) return refuse(socket, ack, 32, 'authorize needs {username, password, fingerprint}.')
  const { username, password, fingerprint } = parsed.output

  const address = clientAddress(socket, deps.trustProxy)
  const verdict = await deps.loginGuard.check(address, username)
  if (!socket.connected) return
  if (!verdict.allowed) {
    deps.logger.info({ socketId: socket.id }, 'live authorize refused: too many failed logins')
    return refuse(
      socket,
      ack,
      19,
      `Too many failed logins. Try again in ${verdict.retryAfterSeconds} seconds.`,
    )
  }
  const check = await deps.credentials.verifyCredentials(username, password)
  if (!check.ok && check.code === 13) {
    await deps.loginGuard.recordFailure(address, username).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'failed-login counter unavailable')
    })
  }
  if (!socket.connected) return
  if (!check.ok) {
    deps.logger.info({ socketId: socket.id, code: check.code }, 'live authorize refused')
    return refuse(socket, ack, check.code)
  }
  const validUntil = Math.floor(check.user.validUntil.getTime() / 1000)
  if (!hasValidSubscription({ valid_until: validUntil }, deps.now())) {
    deps.logger.info(
      { socketId: socket.id, userId: check.user.id },
      'live authorize refused: no valid subscription',
    )
    return refuse(socket, ack, 13, 'There is no valid subscription for the live connection.')
  }

  if (socket.data.user === null) deps.counters.authorized += 1
  socket.data.user = { id: check.user.id, username: check.user.email }
  socket.data.fingerprint = fingerprint
  closeAtSubscriptionEnd(socket, validUntil * 1000, {
    now: deps.now,
    logger: deps.logger,
    lookup: deps.subscriptions,
  })
  ack({ result: { user_id: check.user.id, username: check.user.email } })
}
