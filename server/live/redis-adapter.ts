import { createAdapter } from '@socket.io/redis-adapter'
import type { Logger } from 'pino'
import { closeRedisClient, openRedisClient, type RedisClient, type RedisHealth, throttledLog } from '../redis'
import type { LiveServer } from './state'

export interface RedisFanOut {
  close(): Promise<void>
}

/**
 * The publishing client as the adapter sees it: while Redis is down a broadcast is delivered to
 * this node's sockets only (the adapter's local delivery still runs), instead of queueing without
 * bound or rejecting unhandled.
 */
function localWhileDown(pub: RedisClient, onDown: () => void, logger: Logger): RedisClient {
  const publish = (channel: string, message: string | Buffer): Promise<number> => {
    if (!pub.isReady) {
      onDown()
      return Promise.resolve(0)
    }
    return pub.publish(channel, message).catch((error: unknown) => {
      logger.debug({ err: error }, 'redis publish failed')
      onDown()
      return 0
    })
  }
  return new Proxy(pub, {
    get(target, property) {
      if (property === 'publish') return publish
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

const SUBSCRIBE_METHODS = new Set<PropertyKey>(['subscribe', 'pSubscribe', 'sSubscribe'])

/**
 * The subscribing client as the adapter sees it: the adapter subscribes once, at creation, and a
 * SUBSCRIBE that fails (Redis down at start, or a reset mid-command) would lose its listener
 * for good. Such calls wait for the next connection instead; once a subscription is made,
 * node-redis renews it on every reconnect by itself.
 */
function subscribingWhenConnected(sub: RedisClient, logger: Logger): RedisClient {
  const waiting: (() => Promise<unknown>)[] = []
  const attempt = (call: () => Promise<unknown>) => {
    if (!sub.isReady) {
      waiting.push(call)
      return
    }
    call().catch((error: unknown) => {
      logger.warn({ err: error }, 'redis subscribe failed: retried on the next connection')
      waiting.push(call)
    })
  }
  sub.on('ready', () => {
    for (const call of waiting.splice(0)) attempt(call)
  })
  return new Proxy(sub, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      if (SUBSCRIBE_METHODS.has(property)) {
        return (...args: unknown[]) => {
          attempt(() => Promise.resolve(value.apply(target, args)))
          return Promise.resolve()
        }
      }
      return value.bind(target)
    },
  })
}

/**
 * Several nodes share live fan-out (room broadcasts) through Redis pub/sub. Redis being down
 * (at start or later) degrades fan-out to this node; the subscriber replays its subscriptions
 * when Redis is back.
 */
export function attachRedisAdapter(
  io: LiveServer,
  url: string,
  logger: Logger,
  health: RedisHealth,
): RedisFanOut {
  const pub = openRedisClient(url, 'live_pub', { logger, health })
  const sub = openRedisClient(url, 'live_sub', { logger, health })
  const logDegraded = throttledLog(30_000, () =>
    logger.warn('live fan-out on this node only: redis is unreachable'),
  )
  const onDown = () => {
    health.countFallback('live')
    logDegraded()
  }
  io.adapter(createAdapter(localWhileDown(pub, onDown, logger), subscribingWhenConnected(sub, logger)))
  return {
    async close() {
      await Promise.allSettled([closeRedisClient(pub), closeRedisClient(sub)])
    },
  }
}
