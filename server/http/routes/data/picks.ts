import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  DailyPicksPerformanceQuerySchema,
  earliestPermittedDate,
  PICK_STDDEV_DEFAULT,
  PulsePicksOfTitleQuerySchema,
  PulsePicksPerformanceQuerySchema,
  PulsePicksQuerySchema,
  WeeklyPicksQuerySchema,
} from '../../../../src/core'
import {
  dailyPicksPerformance,
  type PicksRequest,
  pulsePicks,
  pulsePicksPerformance,
  titlePulsePicks,
  weeklyPicks,
} from '../../../market/picks'
import { permissionsOf } from '../../entitlements'
import { parseRequest } from '../../validate'
import { parseIdent, parseQuery, parseRegionCountries, resolveRange } from './common'
import { entitleCurrent, entitleRange } from './entitle'
import type { DataRouteDeps } from './messages-search'
import { knownTitles } from './titles'

const IdentParams = v.object({ ident: v.optional(v.string()) })
const DAY_MS = 86_400_000
const PICKS_LIMIT_DEFAULT = 50

function picksRequest(query: v.InferOutput<typeof PulsePicksQuerySchema>): PicksRequest {
  return {
    universe: {
      countries: parseRegionCountries(query.region),
      indicesOnly: query.restrict_to_indices === true,
    },
    minStddev: query.filter_by_stddev ?? PICK_STDDEV_DEFAULT,
    sort: query.sort_by ?? 'stddev',
    limit: query.limit ?? PICKS_LIMIT_DEFAULT,
  }
}

/** Pulse, daily and weekly picks from our own buzz and sentiment, with point-in-time returns. */
export function pickRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  const { db } = deps

  v6.get('/pulsepicks', async (request) => {
    const query = parseQuery(PulsePicksQuerySchema, request.query)
    entitleCurrent(request)
    return pulsePicks(db, picksRequest(query), query.days ?? 1, Date.now())
  })

  v6.get('/pulsepicks/:ident', async (request) => {
    const id = parseIdent(parseRequest(IdentParams, request.params).ident, 'ident', 'getPulsePicksOfTitle')
    const query = parseQuery(PulsePicksOfTitleQuerySchema, request.query)
    const now = Date.now()
    entitleCurrent(request, now)
    const [title = id] = await knownTitles(db, [id])
    // The call names no dates: the last year, as far back as the tier's history reaches.
    const fromMs = Math.max(now - 365 * DAY_MS, earliestPermittedDate(permissionsOf(request), now))
    return titlePulsePicks(db, title, fromMs, query.limit ?? 20, now)
  })

  v6.get('/pulsepicksperformance', async (request) => {
    const query = parseQuery(PulsePicksPerformanceQuerySchema, request.query)
    const now = Date.now()
    const days = query.days ?? 30
    const range = resolveRange(undefined, query.date, now, days)
    entitleRange(request, range, now)
    return pulsePicksPerformance(db, picksRequest(query), range.endMs, days, now)
  })

  v6.get('/dailypicksperformance', async (request) => {
    parseQuery(DailyPicksPerformanceQuerySchema, request.query)
    const now = Date.now()
    entitleCurrent(request, now)
    // The last 30 days, as far back as the tier's history reaches.
    return dailyPicksPerformance(db, earliestPermittedDate(permissionsOf(request), now), now)
  })

  v6.get('/weeklypicks', async (request) => {
    const query = parseQuery(WeeklyPicksQuerySchema, request.query)
    entitleCurrent(request)
    return weeklyPicks(db, parseRegionCountries(query.region), Date.now())
  })
}
