import type { FastifyInstance } from 'fastify'
import { DEMO_HISTORY_PATH, type DemoHistory, NO_DEMO_HISTORY } from '../../../src/core'

/**
 * How far the demo feed's history is written (src/core/demo-history.ts). Open like the runtime
 * configuration: it tells a span of time and nothing of anyone's data. Without a demo feed it
 * always answers "not catching up".
 */
export function demoHistoryRoute(app: FastifyInstance, history: (() => DemoHistory) | undefined): void {
  app.get(DEMO_HISTORY_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return history?.() ?? NO_DEMO_HISTORY
  })
}
