import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  DAY_MS,
  DEFAULT_DAILY_PARTITION,
  DividendQuerySchema,
  EarningsCalendarQuerySchema,
  PriceRatiosQuerySchema,
  RATINGS_HISTORY_DEFAULT_DAYS,
  RATINGS_HISTORY_MAX_DAYS,
  RatingsHistoryQuerySchema,
  RatingsQuerySchema,
  RsiScreenParamsSchema,
  SCREEN_LIMIT_DEFAULT,
  ShortSalesDayQuerySchema,
  ShortSalesQuerySchema,
  SmaScreenParamsSchema,
  STANDARD_TRIGGER_LIMIT_DEFAULT,
  StandardTriggersQuerySchema,
  TechnicalQuerySchema,
  TechnicalScreenQuerySchema,
} from '../../../../src/core'
import type { Database } from '../../../db'
import { titleDividend } from '../../../market/dividend'
import { earningsCalendar } from '../../../market/earnings-calendar'
import { priceRatios } from '../../../market/price-ratios'
import { titleRatings } from '../../../market/ratings'
import { ratingsHistory } from '../../../market/ratings/history'
import { dayShortSales, titleShortSales } from '../../../market/short-sales'
import { titleTechnicals } from '../../../market/technical'
import { rsiScreen, smaScreen } from '../../../market/technical-screens'
import { standardTriggers } from '../../../market/triggers-read'
import { ApiError } from '../../api-error'
import { parseRequest } from '../../validate'
import { checkedPartition, parseIdent, parseQuery, resolveRange } from './common'
import { entitleCurrent, entitleRange } from './entitle'
import type { DataRouteDeps } from './messages-search'
import { knownTitles } from './titles'

const IdentParams = v.object({ idents: v.optional(v.string()) })
const IdParams = v.object({ id: v.optional(v.string()) })

/** The earnings calendar's default window: the last week and the next month. */
const EARNINGS_PAST_DAYS = 7
const EARNINGS_AHEAD_DAYS = 30
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Short sales, AI ratings and standard triggers of one title; the short-sale and earnings lists of all. */
export function titleDataRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  const { db } = deps
  /** A call about one title as of now: its query checked, the plan current, the title known (404). */
  const currentTitleCall =
    <T>(
      call: string,
      schema: v.GenericSchema,
      answer: (db: Database, title: number, nowMs: number) => Promise<T>,
    ) =>
    async (request: FastifyRequest): Promise<T> => {
      const id = parseIdent(parseRequest(IdentParams, request.params).idents, 'ident', call)
      parseQuery(schema, request.query)
      entitleCurrent(request)
      const [title = id] = await knownTitles(db, [id])
      return answer(db, title, Date.now())
    }

  // Static paths: without them /titles/{idents} took 'short_sales', 'earnings', 'sma' and 'rsi' for idents (400).
  v6.get('/titles/short_sales', async (request) => {
    const query = parseQuery(ShortSalesDayQuerySchema, request.query)
    entitleCurrent(request)
    const both = query.fca === undefined && query.finra === undefined
    return dayShortSales(db, query.date ?? null, {
      fca: both || query.fca === true,
      finra: both || query.finra === true,
    })
  })

  v6.get('/titles/earnings', async (request) => {
    const query = parseQuery(EarningsCalendarQuerySchema, request.query)
    const now = Date.now()
    const end =
      query.endDate === undefined && query.startDate === undefined
        ? now + EARNINGS_AHEAD_DAYS * DAY_MS
        : undefined
    const range = resolveRange(
      query.startDate,
      query.endDate ?? end,
      now,
      EARNINGS_PAST_DAYS + EARNINGS_AHEAD_DAYS,
    )
    // Past releases are history (the tier's limit applies); the coming ones are not.
    if (range.startMs < now)
      entitleRange(request, { startMs: range.startMs, endMs: Math.min(range.endMs, now) }, now)
    const partition = checkedPartition(query.partition, DEFAULT_DAILY_PARTITION)
    return earningsCalendar(
      db,
      { fromDay: isoDay(range.startMs), toDay: isoDay(range.endMs) },
      query.country ?? null,
      partition,
    )
  })

  v6.get('/titles/sma/:sma_span', async (request) => {
    const { sma_span } = parseRequest(SmaScreenParamsSchema, request.params)
    const query = parseQuery(TechnicalScreenQuerySchema, request.query)
    entitleCurrent(request)
    return smaScreen(
      db,
      sma_span,
      { type: query.type, limit: query.limit ?? SCREEN_LIMIT_DEFAULT },
      Date.now(),
    )
  })

  v6.get('/titles/rsi/:rsi_span/:compare_value', async (request) => {
    const params = parseRequest(RsiScreenParamsSchema, request.params)
    const query = parseQuery(TechnicalScreenQuerySchema, request.query)
    entitleCurrent(request)
    return rsiScreen(
      db,
      params.rsi_span,
      params.compare_value,
      { type: query.type, limit: query.limit ?? SCREEN_LIMIT_DEFAULT },
      Date.now(),
    )
  })

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

  v6.get('/titles/:idents/sma', currentTitleCall('getTechnicals', TechnicalQuerySchema, titleTechnicals))

  v6.get('/titles/:idents/dividend', currentTitleCall('getDividend', DividendQuerySchema, titleDividend))

  v6.get(
    '/titles/:idents/price_ratios',
    currentTitleCall('getPriceRatios', PriceRatiosQuerySchema, priceRatios),
  )

  v6.get('/titles/:idents/ratings', currentTitleCall('getRatings', RatingsQuerySchema, titleRatings))

  v6.get('/titles/:idents/ratings/history', async (request) => {
    const id = parseIdent(parseRequest(IdentParams, request.params).idents, 'ident', 'getRatingsHistory')
    const query = parseQuery(RatingsHistoryQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now, RATINGS_HISTORY_DEFAULT_DAYS - 1)
    if (range.endMs - range.startMs > (RATINGS_HISTORY_MAX_DAYS - 1) * DAY_MS)
      throw new ApiError(
        400,
        32,
        `Malformed parameters: the ratings history covers at most ${RATINGS_HISTORY_MAX_DAYS} days.`,
      )
    entitleRange(request, range, now)
    const [title = id] = await knownTitles(db, [id])
    return ratingsHistory(db, title, range.startMs, range.endMs, now)
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
