import type { Logger } from 'pino'
import { createClient } from 'redis'
import { type RedisHealth, throttledLog } from './health'

const ERROR_LOG_INTERVAL_MS = 30_000

function createMurmurClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: reconnectDelay, connectTimeout: 2000 },
  })
}

export type RedisClient = ReturnType<typeof createMurmurClient>

/**
 * Reconnect delay: grows with the attempts up to 1 s, forever (Redis may come back any time);
 * a short cap keeps the time after Redis returns, while fan-out is still node-local, short.
 */
function reconnectDelay(retries: number): number {
  return Math.min(1000, 50 * 2 ** Math.min(retries, 5))
}

/**
 * A node-redis client that never blocks the server on Redis: the connection is made in the
 * background (a start with Redis down still listens), commands fail at once while it is down
 * instead of queueing without bound, and errors are logged (at most every 30 s) without killing
 * the process.
 */
export function openRedisClient(
  url: string,
  name: string,
  { logger, health }: { logger: Logger; health: RedisHealth },
): RedisClient {
  const client = createMurmurClient(url)
  let lastError: unknown = null
  const logUnreachable = throttledLog(ERROR_LOG_INTERVAL_MS, () =>
    logger.error(
      { err: lastError, redis: name },
      'redis unreachable: this part works on this node only until it is back',
    ),
  )
  client.on('error', (error: unknown) => {
    lastError = error
    logUnreachable()
  })
  client.on('ready', () => logger.info({ redis: name }, 'redis connected'))
  health.register(name, () => client.isReady)
  client
    .connect()
    .catch((error: unknown) => logger.error({ err: error, redis: name }, 'redis connect failed'))
  return client
}

export async function closeRedisClient(client: RedisClient): Promise<void> {
  await client.close().catch(() => undefined)
}
