import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  API_BASE_PATH,
  apiErrorBody,
  IngestEarningsSchema,
  type IngestMessage,
  type IngestRejection,
  type IngestResult,
} from '../../../src/core'
import { checkItem, isRejection, parseJsonLines } from '../../pipeline/connectors/jsonl'
import type { IngestPipeline } from '../../pipeline/pipeline'
import { ApiError } from '../api-error'
import { parseRequest } from '../validate'

export const INGEST_PATH = `${API_BASE_PATH}/ingest`
/** Largest body one ingest call may carry. */
const INGEST_BODY_LIMIT = 16 * 1024 * 1024
const MAX_ITEMS_PER_CALL = 20_000

function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

function checkOperator(request: FastifyRequest, operatorToken: string | null): void {
  if (operatorToken === null) {
    throw new ApiError(403, 0, 'Ingest is disabled: the server has no OPERATOR_TOKEN.')
  }
  const match = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)
  if (!match?.[1] || !sameToken(match[1], operatorToken)) {
    throw new ApiError(401, 14, 'A valid operator token is required.')
  }
}

/** A JSON body: an array of messages, {messages: [...]}, or one message. */
function itemsOfJson(body: unknown): unknown[] {
  if (Array.isArray(body)) return body
  if (typeof body === 'object' && body !== null && 'messages' in body && Array.isArray(body.messages)) {
    return body.messages
  }
  return [body]
}

/**
 * `POST /v6/ingest` (operator token, bearer): JSON lines (application/x-ndjson, text/plain) or
 * JSON. Answers after the valid messages are committed; bad lines are listed by number and reason.
 */
export function ingestRoute(
  app: FastifyInstance,
  pipeline: IngestPipeline,
  operatorToken: string | null,
): void {
  app.register(async (scope) => {
    for (const type of ['application/x-ndjson', 'application/jsonl', 'application/jsonlines']) {
      scope.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: INGEST_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      )
    }
    scope.post(INGEST_PATH, { bodyLimit: INGEST_BODY_LIMIT }, async (request, reply) => {
      checkOperator(request, operatorToken)
      let messages: IngestMessage[]
      let rejected: IngestRejection[]
      let received: number
      if (typeof request.body === 'string') {
        ;({ messages, rejected, received } = parseJsonLines(request.body))
      } else {
        const items = request.body === undefined || request.body === null ? [] : itemsOfJson(request.body)
        messages = []
        rejected = []
        received = items.length
        items.forEach((item, index) => {
          const checked = checkItem(index + 1, item)
          if (isRejection(checked)) rejected.push(checked)
          else messages.push(checked)
        })
      }
      if (received === 0) throw new ApiError(400, 8, 'No messages given: send JSON lines or a JSON array.')
      if (received > MAX_ITEMS_PER_CALL) {
        throw new ApiError(400, 32, `At most ${MAX_ITEMS_PER_CALL} messages per call (got ${received}).`)
      }
      if (messages.length === 0) {
        const first = rejected[0]
        const text = first ? `Line ${first.line}: ${first.reason}` : 'No valid message.'
        return reply.code(400).send({ ...apiErrorBody(first?.code ?? 32, text), rejected })
      }
      const outcome = await pipeline.ingest(messages)
      const result: IngestResult = {
        received,
        stored: outcome.stored.length,
        duplicates: outcome.duplicates,
        rejected,
      }
      return result
    })
    /** `POST /v6/ingest/earnings` (operator token): a JSON array of calendar releases. */
    scope.post(`${INGEST_PATH}/earnings`, async (request) => {
      checkOperator(request, operatorToken)
      const releases = parseRequest(IngestEarningsSchema, request.body)
      const unknown = await pipeline.unknownTitleIds(releases.map((r) => r.title_id))
      if (unknown.length > 0)
        throw new ApiError(
          400,
          32,
          `Unknown title_id: ${unknown.slice(0, 10).join(', ')}. Nothing was stored.`,
        )
      await pipeline.storeEarnings(
        releases.map((r) => ({
          titleId: r.title_id,
          releaseDate: r.release_date,
          prior: r.prior,
          consensus: r.consensus,
          actual: r.actual,
        })),
      )
      return { stored: releases.length }
    })
  })
}
