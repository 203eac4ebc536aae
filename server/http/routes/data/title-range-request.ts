import type { FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { Database } from '../../../db'
import { parseRequest } from '../../validate'
import { parseIdent, parseQuery, resolveRange, type TimeRange } from './common'
import { entitleRange } from './entitle'
import { knownTitles } from './titles'

const IdentParams = v.object({ ident: v.optional(v.string()) })

type RangeQuery = v.GenericSchema<unknown, { startDate?: string | number; endDate?: string | number }>

/**
 * The checked parts of a one-title call over a time range (/titles/{ident}/topics, /entities,
 * /profiles…): the ident (32), the query (21, 32), the range within the plan (35) and the title
 * (404 when unknown), in that order.
 */
export async function titleRangeRequest<S extends RangeQuery>(
  db: Database,
  request: FastifyRequest,
  call: string,
  schema: S,
  defaultDays?: number,
): Promise<{ titleId: number; query: v.InferOutput<S>; range: TimeRange }> {
  const id = parseIdent(parseRequest(IdentParams, request.params).ident, 'ident', call)
  const query = parseQuery(schema, request.query)
  const now = Date.now()
  const range = resolveRange(query.startDate, query.endDate, now, defaultDays)
  entitleRange(request, range, now)
  const [titleId = id] = await knownTitles(db, [id])
  return { titleId, query, range }
}
