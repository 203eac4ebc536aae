import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  RESEARCH_TEXT,
  ResearchListQuerySchema,
  type ResearchRequest,
  ResearchRequestBodySchema,
  type ResearchRequestDetail,
  ResearchRequestPatchSchema,
  type ResearchRequestsAnswer,
  TREND_RADAR_TAG,
} from '../../../src/core'
import type { Database } from '../../db'
import {
  createRequest,
  deleteRequest,
  findOwnRequest,
  listOwnRequests,
  reportsOf,
  requestAnswer,
  updateOwnRequest,
} from '../../research'
import { ApiError } from '../api-error'
import { requireUser } from '../auth'
import { requireTag, requireValidSubscription } from '../entitlements'
import { parseRequest } from '../validate'
import { jsonBody, parseQuery } from './data/common'
import { documentResearchRoutes } from './research-docs'

const REPORTS_SHOWN = 20

/** Research requests belong to the trend radar: a valid subscription and the trendradar tag (35). */
function entitle(request: FastifyRequest): number {
  requireValidSubscription(request)
  requireTag(request, TREND_RADAR_TAG)
  return requireUser(request).id
}

/** The schedule's missing fields answer 8 with the texts the form shows (application §5). */
function checkSchedule(body: object): void {
  if (!('repeatInterval' in body) || body.repeatInterval === null)
    throw new ApiError(400, 8, RESEARCH_TEXT.repeatInterval)
  if (!('startDate' in body) || body.startDate === null || body.startDate === '')
    throw new ApiError(400, 8, RESEARCH_TEXT.startDate)
}

function idOf(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw))
    throw new ApiError(400, 32, 'Malformed parameter id: expected a research request id.')
  return Number(raw)
}

async function ownOr404(db: Database, userId: number, id: number) {
  const row = await findOwnRequest(db, userId, id)
  // Another user's request is as unknown as a missing one.
  if (!row) throw new ApiError(404, 32, `Research request ${id} was not found.`)
  return row
}

/** GET/POST /v6/research/request, GET/DELETE (200)/PATCH (202) /v6/research/request/{id}. */
export function researchRoutes(v6: FastifyInstance, db: Database): void {
  documentResearchRoutes()

  v6.get('/research/request', async (request): Promise<ResearchRequestsAnswer> => {
    const query = parseQuery(ResearchListQuerySchema, request.query)
    const userId = entitle(request)
    const { rows, total } = await listOwnRequests(db, userId, query.limit ?? 20, query.offset ?? 0)
    return { requests: await Promise.all(rows.map((row) => requestAnswer(db, row))), total }
  })

  v6.post('/research/request', async (request): Promise<ResearchRequest> => {
    const userId = entitle(request)
    const raw = jsonBody(request, 'researchRequest') as object
    checkSchedule(raw)
    const body = parseRequest(ResearchRequestBodySchema, raw)
    return requestAnswer(db, await createRequest(db, userId, body, Date.now()))
  })

  v6.get('/research/request/:id', async (request): Promise<ResearchRequestDetail> => {
    const userId = entitle(request)
    const row = await ownOr404(db, userId, idOf((request.params as { id?: string }).id))
    return { request: await requestAnswer(db, row), reports: await reportsOf(db, row.id, REPORTS_SHOWN) }
  })

  v6.patch('/research/request/:id', async (request, reply): Promise<ResearchRequest> => {
    const userId = entitle(request)
    const row = await ownOr404(db, userId, idOf((request.params as { id?: string }).id))
    const patch = parseRequest(ResearchRequestPatchSchema, jsonBody(request, 'researchRequestPatch'))
    const updated = await updateOwnRequest(db, row, patch, Date.now())
    reply.code(202)
    return requestAnswer(db, updated)
  })

  v6.delete('/research/request/:id', async (request) => {
    const userId = entitle(request)
    const row = await ownOr404(db, userId, idOf((request.params as { id?: string }).id))
    await deleteRequest(db, row.id)
    return { deleted: row.id }
  })
}
