import type { FastifyInstance } from 'fastify'
import type { Limiter } from '../../rate-limit'

export { paypalReturnRoutes } from './paypal-return'
export { protectedAccountRoutes } from './protected'
export { type AccountRouteDeps, passwordResetRoutesOutsideV6, publicAccountRoutes } from './public'

/**
 * Failed logins (401 answers to requests with basic credentials) are counted per client
 * address; above RATE_LIMIT_LOGIN per minute, such requests answer 429 with code 19.
 */
export function limitFailedLogins(v6: FastifyInstance, failedLogin: Limiter): void {
  v6.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== undefined) await failedLogin.check(request, reply)
  })
  v6.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 401 && request.headers.authorization !== undefined) {
      await failedLogin.count(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'failed-login counter unavailable')
      })
    }
  })
}
