import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  DAY_MS,
  DEFAULT_DAILY_PARTITION,
  MessageStatisticsQuerySchema,
  partitionSpec,
  TitleKeyEventsQuerySchema,
  TopBuzzTitlesQuerySchema,
} from '../../../../src/core'
import { titleKeyEvents } from '../../../market/stats/key-events'
import { messageStatistics } from '../../../market/stats/message-stats'
import { topBuzzTitles } from '../../../market/stats/top-buzz'
import { ApiError } from '../../api-error'
import { parseRequest } from '../../validate'
import { parseIdents, parseQuery, resolveRange } from './common'
import { entitleMessageFilter, entitleRange } from './entitle'
import type { DataRouteDeps } from './messages-search'
import { commaList, titleMessagesFilter } from './title-messages-filter'
import { knownTitles } from './titles'

const Params = v.object({ idents: v.optional(v.string()) })

/** Message statistics, key events per title and top buzz titles. */
export function statisticsRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  const { db } = deps

  v6.get('/titles/:idents/message_statistics', async (request) => {
    const ids = parseIdents(parseRequest(Params, request.params).idents, 'idents', 'getMessageStatistics')
    const query = parseQuery(MessageStatisticsQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const allowed = await knownTitles(db, ids)
    const filter = { ...titleMessagesFilter(query, range), titleIds: allowed }
    entitleMessageFilter(request, filter)
    return messageStatistics(db, filter, query.limit ?? 10)
  })

  v6.get('/titles/:idents/key_events_v2', async (request) => {
    const ids = parseIdents(parseRequest(Params, request.params).idents, 'idents', 'getTitleKeyEvents')
    const query = parseQuery(TitleKeyEventsQuerySchema, request.query)
    if (query.partition !== undefined && !partitionSpec(query.partition)) {
      throw new ApiError(400, 32, 'Malformed parameter partition.')
    }
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const allowed = await knownTitles(db, ids)
    return titleKeyEvents(db, allowed, range.startMs, range.endMs)
  })

  v6.get('/top_buzz_titles', async (request) => {
    const query = parseQuery(TopBuzzTitlesQuerySchema, request.query)
    const partition = query.partition ?? DEFAULT_DAILY_PARTITION
    const spec = partitionSpec(partition)
    if (!spec) throw new ApiError(400, 32, 'Malformed parameter partition.')
    const now = Date.now()
    // The day asked for (default today), widened to the partition's bucket.
    const dayStart = query.date ? Date.parse(`${query.date}T00:00:00Z`) : now - (now % DAY_MS)
    const toMs = Math.min(now + 1, dayStart + DAY_MS + spec.offsetMs)
    const fromMs = dayStart + spec.offsetMs - spec.bucketMs
    entitleRange(request, { startMs: Math.min(fromMs, toMs), endMs: toMs }, now)
    return topBuzzTitles(db, {
      partition,
      fromMs,
      toMs,
      regions: commaList(query.region)?.map((code) => code.toUpperCase()) ?? null,
      type: query.type ?? null,
      limit: query.limit ?? 10,
    })
  })
}
