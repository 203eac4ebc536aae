import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parseBasicAuthorization } from '../../../../src/core'
import { ApiError } from '../../api-error'
import type { LoginGuard } from '../../login-guard'

export { paypalReturnRoutes } from './paypal-return'
export { protectedAccountRoutes } from './protected'
export { type AccountRouteDeps, passwordResetRoutesOutsideV6, publicAccountRoutes } from './public'

function usernameOf(request: FastifyRequest): string | null {
  return parseBasicAuthorization(request.headers.authorization)?.username ?? null
}

/**
 * Failed logins (401 answers to requests with basic credentials) are counted per client address
 * and per account (login-guard.ts, shared with the live socket); a refused attempt answers 429,
 * code 19, with Retry-After.
 */
export function limitFailedLogins(v6: FastifyInstance, guard: LoginGuard): void {
  v6.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization === undefined) return
    const verdict = await guard.check(request.ip, usernameOf(request))
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds))
      throw new ApiError(429, 19)
    }
  })
  v6.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 401 && request.headers.authorization !== undefined) {
      await guard.recordFailure(request.ip, usernameOf(request)).catch((error: unknown) => {
        request.log.warn({ err: error }, 'failed-login counter unavailable')
      })
    }
  })
}
