import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  RatingsQuerySchema,
  ShortSalesQuerySchema,
  STANDARD_TRIGGER_LIMIT_DEFAULT,
  StandardTriggersQuerySchema,
} from '../../../../src/core'
import { titleRatings } from '../../../market/ratings'
import { titleShortSales } from '../../../market/short-sales'
import { standardTriggers } from '../../../market/triggers-read'
import { parseRequest } from '../../validate'
import { parseIdent, parseQuery, resolveRange } from './common'
import { entitleCurrent, entitleRange } from './entitle'
import type { DataRouteDeps } from './messages-search'
import { knownTitles } from './titles'

const IdentParams = v.object({ idents: v.optional(v.string()) })
const IdParams = v.object({ id: v.optional(v.string()) })

/** Short sales, AI ratings and standard triggers of one title. */
export function titleDataRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  const { db } = deps

  v6.get('/titles/:idents/short_sales', async (request) => {
    const id = parseIdent(parseRequest(IdentParams, request.params).idents, 'ident', 'getShortSales')
    const query = parseQuery(ShortSalesQuerySchema, request.query)
    entitleCurrent(request)
    const [title = id] = await knownTitles(db, [id])
    // Neither flag given: both sources.
    const both = query.fca === undefined && query.finra === undefined
    return titleShortSales(
      db,
      title,
      { fca: both || query.fca === true, finra: both || query.finra === true },
      query.limit ?? 365,
      Date.now(),
    )
  })

  v6.get('/titles/:idents/ratings', async (request) => {
    const id = parseIdent(parseRequest(IdentParams, request.params).idents, 'ident', 'getRatings')
    parseQuery(RatingsQuerySchema, request.query)
    entitleCurrent(request)
    const [title = id] = await knownTitles(db, [id])
    return titleRatings(db, title, Date.now())
  })

  v6.get('/standard_triggers/:id', async (request) => {
    const id = parseIdent(parseRequest(IdParams, request.params).id, 'id', 'getStandardTriggers')
    const query = parseQuery(StandardTriggersQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now, 30)
    entitleRange(request, range, now)
    const [title = id] = await knownTitles(db, [id])
    return standardTriggers(
      db,
      title,
      range.startMs,
      range.endMs,
      query.limit ?? STANDARD_TRIGGER_LIMIT_DEFAULT,
      query.rule_types ? query.rule_types.split(',') : null,
    )
  })
}
