import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DAY_MS, TextgenRequestSchema } from '../../../src/core'
import { executiveSummary } from '../../ai/summary'
import { topicsList } from '../../ai/topics'
import type { LlmConfig } from '../../config'
import type { Database } from '../../db'
import { emptyFilter, type MessageFilter } from '../../market/messages/filters'
import { ApiError } from '../api-error'
import { parseRequest } from '../validate'
import { jsonBody } from './data/common'
import { entitleAi, entitleRange } from './data/entitle'
import { knownTitles } from './data/titles'

/** The default range: the app's default, the last 3 days. */
const DEFAULT_DAYS = 3

/** The body as a message filter, entitled: AI text generation (38), the plan's history and range. */
async function filterOf(request: FastifyRequest, db: Database, call: string): Promise<MessageFilter> {
  entitleAi(request)
  const body = parseRequest(TextgenRequestSchema, jsonBody(request, call))
  const now = Date.now()
  const endMs = body.end_date ?? now
  const startMs = body.start_date ?? endMs - DEFAULT_DAYS * DAY_MS
  if (startMs >= endMs)
    throw new ApiError(400, 32, 'Malformed parameters: start_date is not before end_date.')
  entitleRange(request, { startMs, endMs }, now)
  const titleIds = body.title_ids?.length ? await knownTitles(db, body.title_ids) : null
  return { ...emptyFilter(startMs, endMs), titleIds, query: body.query ?? null }
}

/** POST /v6/ai/textgen/executive-summary and /v6/ai/textgen/topics-list (data-interface §7, JSON bodies). */
export function textgenRoutes(v6: FastifyInstance, deps: { db: Database; llm: LlmConfig | null }): void {
  v6.post('/ai/textgen/executive-summary', async (request) => {
    const filter = await filterOf(request, deps.db, 'executiveSummary')
    const summary = await executiveSummary(deps.db, deps.llm, filter)
    return {
      text: summary?.text ?? null,
      highlights: summary?.highlights ?? [],
      generator: summary?.generator ?? null,
      newest_message: summary?.newestMessageMs ?? null,
    }
  })

  v6.post('/ai/textgen/topics-list', async (request) => {
    const filter = await filterOf(request, deps.db, 'topicsList')
    return { topics: await topicsList(deps.db, filter) }
  })
}
