import rateLimit, {
  type CreateRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AccountsConfig } from '../config'
import { ApiError } from './api-error'
import type { Counters } from './counters'

/**
 * Rate limits of the account calls (codes 19 and 20 of data-interface §8), counted with
 * @fastify/rate-limit: in memory on one node, in Redis when REDIS_URL is set so that all
 * nodes share the counters.
 */

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** A @fastify/rate-limit store on the shared counters (Redis with the memory fallback, or memory). */
function countersStore(counters: Counters): FastifyRateLimitStoreCtor {
  class CountersStore implements FastifyRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      counters.incr(key, timeWindow).then((result) => callback(null, result), callback)
    }

    read(key: string, callback: StoreCallback): void {
      counters.read(key).then((result) => callback(null, result), callback)
    }

    /** Keys already carry the limiter's name (see limiter), so every route shares one store. */
    child(): FastifyRateLimitStore {
      return this
    }
  }
  return CountersStore
}

export interface Limiter {
  /** Counts one attempt; throws ApiError 429 (code 19, or 20 for global limits) above the limit. */
  hit(request: FastifyRequest, reply: FastifyReply): Promise<void>
  /** Throws like hit when the limit is already reached, without counting. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>
  /** Counts one attempt without refusing anything (e.g. after a failed login was answered). */
  count(request: FastifyRequest): Promise<void>
}

export interface AccountRateLimits {
  signup: Limiter
  /** All signups together (code 20: busy). */
  signupTotal: Limiter
  reset: Limiter
  /** Public calls that write or mail: promotion-code checks, contact sales, cancellation. */
  publicForm: Limiter
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

function limiter(
  app: FastifyInstance,
  name: string,
  options: CreateRateLimitOptions & { max: number; timeWindow: number },
  code: 19 | 20,
): Limiter {
  const keyGenerator = options.keyGenerator ?? ((request: FastifyRequest) => request.ip)
  const limit = app.createRateLimit({
    ...options,
    keyGenerator: async (r) => `${name}:${await keyGenerator(r)}`,
  })
  const refuse = (reply: FastifyReply, ttlInSeconds: number) => {
    reply.header('retry-after', String(Math.max(1, ttlInSeconds)))
    return new ApiError(429, code)
  }
  return {
    async hit(request, reply) {
      const result = await limit(request)
      if (!result.isAllowed && result.isExceeded) throw refuse(reply, result.ttlInSeconds)
    },
    async check(request, reply) {
      const result = await limit(request, { increment: false })
      if (!result.isAllowed && result.remaining <= 0) throw refuse(reply, result.ttlInSeconds)
    },
    async count(request) {
      await limit(request)
    },
  }
}

export async function registerRateLimits(
  app: FastifyInstance,
  { limits, counters }: { limits: AccountsConfig['rateLimits']; counters: Counters },
): Promise<AccountRateLimits> {
  await app.register(rateLimit, { global: false, store: countersStore(counters) })
  return {
    signup: limiter(app, 'signup', { max: limits.signupPerHour, timeWindow: HOUR }, 19),
    signupTotal: limiter(
      app,
      'signup-total',
      { max: limits.signupTotalPerHour, timeWindow: HOUR, keyGenerator: () => 'all' },
      20,
    ),
    reset: limiter(app, 'reset', { max: limits.resetPerHour, timeWindow: HOUR }, 19),
    publicForm: limiter(app, 'form', { max: limits.signupPerHour * 3, timeWindow: HOUR }, 19),
  }
}
