import type { FastifyInstance } from 'fastify'
import { HEALTH_PATH, READY_PATH } from '../../../src/core'
import type { Readiness } from '../readiness'

/** /healthz: the process serves (liveness). /readyz: its dependencies answer (readiness). */
export function healthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get(HEALTH_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })
  app.get(READY_PATH, async (_request, reply) => {
    const report = await readiness.report()
    reply.header('cache-control', 'no-store').code(report.ready ? 200 : 503)
    return { status: report.ready ? 'ready' : 'not ready', checks: report.checks }
  })
}
