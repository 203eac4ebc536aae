import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { apiErrorBody } from '../../src/core'
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db'
import { ApiError, DATABASE_UNAVAILABLE_TEXT, INTERNAL_ERROR_BODY } from './api-error'
import { validationError } from './validate'

/** Answers a request no route took; true when it did (e.g. the SPA fallback). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string'
}

/**
 * SQLSTATE class 22 (data exception: a NUL byte in text, a number or date out of range, …)
 * means a value from the request reached the database unusable: a malformed parameter, not a
 * server fault. Drizzle wraps the driver's error, so the cause chain is searched.
 */
function isDataException(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = 'code' in current ? current.code : undefined
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    current = current.cause
  }
  return false
}

function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body)
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable')
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send(apiErrorBody(20, DATABASE_UNAVAILABLE_TEXT))
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'request value refused by the database')
    return reply.code(400).send(apiErrorBody(32, 'Malformed parameter value.'))
  }
  if (error instanceof v.ValiError) {
    const failure = validationError(error.issues)
    return reply.code(failure.statusCode).send(failure.body)
  }
  if (isFastifyError(error)) {
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(apiErrorBody(33))
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(apiErrorBody(21, 'Unsupported content type.'))
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(apiErrorBody(32, 'The request body is too large.'))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send(apiErrorBody(32, error.message))
    }
  }
  request.log.error({ err: error }, 'unexpected error')
  return reply.code(500).send(INTERNAL_ERROR_BODY)
}

/** Every error and every unknown route answers `{code, internalCode, en}`; stacks never leave the server. */
export function registerErrorHandling(app: FastifyInstance, fallback?: NotFoundFallback): void {
  app.setErrorHandler((error, request, reply) => answerError(error, request, reply))

  app.setNotFoundHandler(async (request, reply) => {
    if (fallback && (await fallback(request, reply))) return reply
    // Code 32 rather than 8: the path itself names no call of the interface, which is a
    // malformed request; 8 would tell the client a parameter of a known call is missing.
    return reply
      .code(404)
      .send(
        apiErrorBody(
          32,
          `No such route: ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`,
        ),
      )
  })
}
