import rateLimit, {
  type CreateRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Logger } from 'pino'
import { createClient } from 'redis'
import * as v from 'valibot'
import type { AccountsConfig } from '../config'
import { ApiError } from './api-error'

/**
 * Rate limits of the account calls (codes 19 and 20 of data-interface §8), counted with
 * @fastify/rate-limit: in memory on one node, in Redis when REDIS_URL is set so that all
 * nodes share the counters.
 */

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void

const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`

const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}`

const CounterReply = v.tuple([v.number(), v.number()])

/** The one node-redis call the store needs. */
interface ScriptRunner {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>
}

/** A @fastify/rate-limit store on node-redis (the plugin's own Redis store needs ioredis). */
function nodeRedisStore(client: ScriptRunner): FastifyRateLimitStoreCtor {
  class NodeRedisStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'murmur:rate-limit:',
    ) {}

    private run(script: string, key: string, timeWindow: number, callback: StoreCallback): void {
      client
        .eval(script, { keys: [`${this.prefix}${key}`], arguments: [String(Math.max(1, timeWindow))] })
        .then((reply) => {
          const [current, ttl] = v.parse(CounterReply, reply)
          callback(null, { current, ttl })
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      this.run(INCREMENT, key, timeWindow, callback)
    }

    read(key: string, callback: StoreCallback, timeWindow: number): void {
      this.run(READ, key, timeWindow, callback)
    }

    /** Keys already carry the limiter's name (see limiter), so every route shares one store. */
    child(): FastifyRateLimitStore {
      return this
    }
  }
  return NodeRedisStore
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
  /** Failed basic-auth checks per client address and minute. */
  failedLogin: Limiter
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
  {
    redisUrl,
    limits,
    logger,
  }: { redisUrl: string | null; limits: AccountsConfig['rateLimits']; logger: Logger },
): Promise<AccountRateLimits> {
  let store: FastifyRateLimitStoreCtor | undefined
  if (redisUrl !== null) {
    const client = createClient({ url: redisUrl })
    client.on('error', (error: unknown) =>
      logger.error({ err: error }, 'redis (rate limits) connection error'),
    )
    await client.connect()
    app.addHook('onClose', async () => {
      await client.close().catch(() => undefined)
    })
    store = nodeRedisStore(client)
  }
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) })
  return {
    failedLogin: limiter(app, 'login', { max: limits.loginPerMinute, timeWindow: MINUTE }, 19),
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
