import { createAdapter } from '@socket.io/redis-adapter'
import type { Logger } from 'pino'
import { createClient } from 'redis'
import type { LiveServer } from './state'

export interface RedisFanOut {
  close(): Promise<void>
}

/** Several nodes share live fan-out (room broadcasts) through Redis pub/sub. */
export async function attachRedisAdapter(io: LiveServer, url: string, logger: Logger): Promise<RedisFanOut> {
  const pub = createClient({ url })
  const sub = pub.duplicate()
  for (const client of [pub, sub]) {
    client.on('error', (error: unknown) => logger.error({ err: error }, 'redis connection error'))
  }
  await Promise.all([pub.connect(), sub.connect()])
  io.adapter(createAdapter(pub, sub))
  return {
    async close() {
      await Promise.allSettled([pub.close(), sub.close()])
    },
  }
}
