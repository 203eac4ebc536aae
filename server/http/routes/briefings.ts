import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  BRIEFING_LIST_LIMIT,
  type Briefing,
  type BriefingListAnswer,
  BriefingListQuerySchema,
  briefingEdition,
} from '../../../src/core'
import { briefingById, briefingOf, listBriefings } from '../../briefings'
import type { Database } from '../../db'
import { ApiError } from '../api-error'
import { requireFeature, requireValidSubscription } from '../entitlements'
import { documentBriefingRoutes } from './briefings-docs'
import { parseQuery } from './data/common'

/** Reading briefings needs a plan with morning briefings (platinum, professional): else 35. */
function entitle(request: FastifyRequest): void {
  requireValidSubscription(request)
  requireFeature(request, 'morning_briefings')
}

function idOf(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw))
    throw new ApiError(400, 32, 'Malformed parameter id: expected a morning briefing id.')
  return Number(raw)
}

/** GET /v6/morning-briefings/reports and /v6/morning-briefings/reports/{id}. */
export function briefingRoutes(v6: FastifyInstance, db: Database): void {
  documentBriefingRoutes()

  v6.get('/morning-briefings/reports', async (request): Promise<BriefingListAnswer> => {
    const query = parseQuery(BriefingListQuerySchema, request.query)
    entitle(request)
    const edition = briefingEdition(query.edition)
    const timezone = query.timezone ?? edition?.timezone ?? 'UTC'
    const briefings = await listBriefings(
      db,
      { edition: query.edition, language: query.language, timezone },
      query.limit ?? BRIEFING_LIST_LIMIT,
    )
    return { briefings }
  })

  v6.get('/morning-briefings/reports/:id', async (request): Promise<Briefing> => {
    const id = idOf((request.params as { id?: string }).id)
    entitle(request)
    const row = await briefingById(db, id)
    if (!row) throw new ApiError(404, 32, `Morning briefing ${id} was not found.`)
    return briefingOf(row)
  })
}
