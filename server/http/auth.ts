import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { parseBasicAuthorization } from '../../src/core'
import type { CredentialVerifier } from '../accounts'
import type { UserRow } from '../db'
import { ApiError } from './api-error'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the basic-auth preHandler on protected /v6 routes. */
    user: UserRow | null
  }
}

/**
 * Basic auth with username and MD5 hex of the password (application §5). No
 * WWW-Authenticate header on purpose: with `Basic` in it, browsers would open their own
 * login dialog over the app on a wrong password.
 */
export function basicAuth(verifier: CredentialVerifier): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const credentials = parseBasicAuthorization(request.headers.authorization)
    if (!credentials) throw new ApiError(401, 15)
    const check = await verifier.verifyCredentials(credentials.username, credentials.passwordHash)
    if (!check.ok) throw check.code === 16 ? new ApiError(403, 16) : new ApiError(401, 13)
    request.user = check.user
  }
}

/** The user the auth preHandler attached; only call it in routes behind basicAuth. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new Error('route is missing the basic-auth preHandler')
  return request.user
}
