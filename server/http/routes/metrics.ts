import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { METRICS_PATH } from '../../../src/core'
import type { Metrics } from '../../metrics'
import { ApiError } from '../api-error'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

function sameToken(given: string, expected: string): boolean {
  // Compare digests: equal length for timingSafeEqual, and the token length stays private.
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

/**
 * Without OPERATOR_TOKEN only direct local requests may read metrics. The socket address
 * is used, not request.ip: with TRUST_PROXY a client could claim 127.0.0.1 in
 * X-Forwarded-For, and a request relayed by a local proxy must not count as local.
 */
function checkAccess(request: FastifyRequest, operatorToken: string | null): void {
  if (operatorToken !== null) {
    const match = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)
    if (!match?.[1] || !sameToken(match[1], operatorToken)) {
      throw new ApiError(401, 14, 'A valid operator token is required.')
    }
    return
  }
  const remote = request.raw.socket.remoteAddress ?? ''
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined
  if (!LOOPBACK.has(remote) || forwarded) {
    throw new ApiError(403, 0, 'Metrics are only available locally or with the operator token.')
  }
}

export function metricsRoute(app: FastifyInstance, metrics: Metrics, operatorToken: string | null): void {
  app.get(METRICS_PATH, async (request, reply) => {
    checkAccess(request, operatorToken)
    reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8')
    return metrics.render()
  })
}
