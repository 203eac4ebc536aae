import type { FastifyInstance } from 'fastify'
import { HEALTH_PATH } from '../../../src/core'

export function healthRoute(app: FastifyInstance): void {
  app.get(HEALTH_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })
}
