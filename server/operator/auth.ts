import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/api-error'

function sameToken(given: string, expected: string): boolean {
  // Digests have equal length for timingSafeEqual, and the token's length stays private.
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

/**
 * Operator calls need `Authorization: Bearer <OPERATOR_TOKEN>`. Without a configured
 * token they are off (403, code 0); a missing or wrong token answers 401, code 14.
 */
export function operatorAuth(operatorToken: string | null) {
  return async (request: FastifyRequest) => {
    if (operatorToken === null) {
      throw new ApiError(403, 0, 'The operator endpoints are off: set OPERATOR_TOKEN on the server.')
    }
    const match = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)
    if (!match?.[1] || !sameToken(match[1], operatorToken)) {
      throw new ApiError(401, 14, 'A valid operator token is required.')
    }
  }
}
