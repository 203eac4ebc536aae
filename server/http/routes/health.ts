import type { FastifyInstance } from 'fastify'

export function healthRoute(app: FastifyInstance): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })
}
