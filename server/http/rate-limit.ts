import rateLimit, {
  type CreateRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Logger } from 'pino'
import * as v from 'valibot'
import type { AccountsConfig } from '../config'
import { closeRedisClient, openRedisClient, type RedisHealth, throttledLog } from '../redis'
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

/** The node-redis calls the store needs. */
interface ScriptRunner {
  readonly isReady: boolean
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>
}

/** A Redis answer slower than this counts as an outage: the request is not held up for Redis. */
const REDIS_COMMAND_TIMEOUT_MS = 300

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** Fixed-window counters in this node's memory: the store of one node, and the fallback of Redis. */
export class MemoryCounters {
  private readonly windows = new Map<string, { current: number; resetAt: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const at = this.now()
    this.sweep(at)
    let window = this.windows.get(key)
    if (window === undefined || window.resetAt <= at) {
      window = { current: 0, resetAt: at + Math.max(1, timeWindow) }
      this.windows.set(key, window)
    }
    window.current += 1
    return { current: window.current, ttl: window.resetAt - at }
  }

  read(key: string): { current: number; ttl: number } {
    const at = this.now()
    const window = this.windows.get(key)
    if (window === undefined || window.resetAt <= at) return { current: 0, ttl: 0 }
    return { current: window.current, ttl: window.resetAt - at }
  }

  private sweep(at: number): void {
    if (this.windows.size < 10_000) return
    for (const [key, window] of this.windows) if (window.resetAt <= at) this.windows.delete(key)
  }
}

/**
 * A @fastify/rate-limit store on node-redis (the plugin's own Redis store needs ioredis) that
 * counts in this node's memory while Redis is down or slow: limits then hold per node instead
 * of failing every request.
 */
function nodeRedisStore(
  client: ScriptRunner,
  fallback: MemoryCounters,
  onFallback: () => void,
): FastifyRateLimitStoreCtor {
  class NodeRedisStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'murmur:rate-limit:',
    ) {}

    private run(
      script: string,
      key: string,
      timeWindow: number,
      local: () => { current: number; ttl: number },
      callback: StoreCallback,
    ): void {
      if (!client.isReady) {
        onFallback()
        callback(null, local())
        return
      }
      withTimeout(
        client.eval(script, { keys: [`${this.prefix}${key}`], arguments: [String(Math.max(1, timeWindow))] }),
        REDIS_COMMAND_TIMEOUT_MS,
      ).then(
        (reply) => {
          const [current, ttl] = v.parse(CounterReply, reply)
          callback(null, { current, ttl })
        },
        () => {
          onFallback()
          callback(null, local())
        },
      )
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      this.run(INCREMENT, key, timeWindow, () => fallback.incr(key, timeWindow), callback)
    }

    read(key: string, callback: StoreCallback, timeWindow: number): void {
      this.run(READ, key, timeWindow, () => fallback.read(key), callback)
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
    redisHealth,
  }: {
    redisUrl: string | null
    limits: AccountsConfig['rateLimits']
    logger: Logger
    redisHealth: RedisHealth
  },
): Promise<AccountRateLimits> {
  let store: FastifyRateLimitStoreCtor | undefined
  if (redisUrl !== null) {
    const client = openRedisClient(redisUrl, 'rate_limits', { logger, health: redisHealth })
    app.addHook('onClose', async () => closeRedisClient(client))
    const logFallback = throttledLog(30_000, () =>
      logger.warn('rate limits counted on this node only: redis is unreachable'),
    )
    store = nodeRedisStore(client, new MemoryCounters(), () => {
      redisHealth.countFallback('rate_limits')
      logFallback()
    })
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
