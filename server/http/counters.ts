import type { Logger } from 'pino'
import * as v from 'valibot'
import { closeRedisClient, openRedisClient, type RedisHealth, throttledLog } from '../redis'
import { withTimeout } from '../with-timeout'

/**
 * Fixed-window counters behind every rate limit (HTTP account calls, failed logins over HTTP and
 * the live socket): in Redis when REDIS_URL is set, so all nodes share them, and in this node's
 * memory while Redis is down or slow, so limits then hold per node instead of failing requests.
 */
export interface CounterValue {
  current: number
  /** Milliseconds until the window ends. */
  ttl: number
}

export interface Counters {
  incr(key: string, timeWindowMs: number): Promise<CounterValue>
  read(key: string): Promise<CounterValue>
  close(): Promise<void>
}

const KEY_PREFIX = 'murmur:rate-limit:'

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

/** A Redis answer slower than this counts as an outage: the request is not held up for Redis. */
const REDIS_COMMAND_TIMEOUT_MS = 300

/** Counters in this node's memory: the store of one node, and the fallback of Redis. */
export class MemoryCounters implements Counters {
  private readonly windows = new Map<string, { current: number; resetAt: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  incrNow(key: string, timeWindowMs: number): CounterValue {
    const at = this.now()
    this.sweep(at)
    let window = this.windows.get(key)
    if (window === undefined || window.resetAt <= at) {
      window = { current: 0, resetAt: at + Math.max(1, timeWindowMs) }
      this.windows.set(key, window)
    }
    window.current += 1
    return { current: window.current, ttl: window.resetAt - at }
  }

  readNow(key: string): CounterValue {
    const at = this.now()
    const window = this.windows.get(key)
    if (window === undefined || window.resetAt <= at) return { current: 0, ttl: 0 }
    return { current: window.current, ttl: window.resetAt - at }
  }

  async incr(key: string, timeWindowMs: number): Promise<CounterValue> {
    return this.incrNow(key, timeWindowMs)
  }

  async read(key: string): Promise<CounterValue> {
    return this.readNow(key)
  }

  async close(): Promise<void> {
    this.windows.clear()
  }

  private sweep(at: number): void {
    if (this.windows.size < 10_000) return
    for (const [key, window] of this.windows) if (window.resetAt <= at) this.windows.delete(key)
  }
}

export function createCounters({
  redisUrl,
  health,
  logger,
}: {
  redisUrl: string | null
  health: RedisHealth
  logger: Logger
}): Counters {
  const memory = new MemoryCounters()
  if (redisUrl === null) return memory
  const client = openRedisClient(redisUrl, 'rate_limits', { logger, health })
  const logFallback = throttledLog(30_000, () =>
    logger.warn('rate limits counted on this node only: redis is unreachable'),
  )
  const run = async (script: string, key: string, timeWindowMs: number, local: () => CounterValue) => {
    if (client.isReady) {
      try {
        const reply = await withTimeout(
          client.eval(script, {
            keys: [`${KEY_PREFIX}${key}`],
            arguments: [String(Math.max(1, timeWindowMs))],
          }),
          REDIS_COMMAND_TIMEOUT_MS,
          'redis',
        )
        const [current, ttl] = v.parse(CounterReply, reply)
        return { current, ttl }
      } catch {
        // Counted locally below.
      }
    }
    health.countFallback('rate_limits')
    logFallback()
    return local()
  }
  return {
    incr: (key, timeWindowMs) => run(INCREMENT, key, timeWindowMs, () => memory.incrNow(key, timeWindowMs)),
    read: (key) => run(READ, key, 1, () => memory.readNow(key)),
    close: () => closeRedisClient(client),
  }
}
