import type { FastifyInstance } from 'fastify'
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '../../../src/core'

/** The app reads its environment at start (application §3 "Runtime configuration"). */
export function runtimeConfigRoute(app: FastifyInstance, runtime: RuntimeConfig): void {
  app.get(RUNTIME_CONFIG_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-cache')
    return runtime
  })
}
