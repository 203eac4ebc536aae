import type { FastifyInstance } from 'fastify'
import type * as v from 'valibot'
import {
  DEFAULT_DAILY_PARTITION,
  FormatQuerySchema,
  PostTitlesBodySchema,
  PostTitlesQuerySchema,
  RelatedAnswerSchema,
  RelatedQuerySchema,
  TitleInfoAnswerSchema,
  TitleSearchAnswerSchema,
  TitleSearchQuerySchema,
  TitlesAnswerSchema,
  TitlesQuerySchema,
} from '../../../../src/core'
import type { Database } from '../../../db'
import {
  keyEventWindow,
  listTitles,
  loadTitleInfos,
  relatedTitles,
  resolveTitleIdent,
  searchTitles,
} from '../../../market/titles-lookup'
import { ApiError } from '../../api-error'
import { requireFeature } from '../../entitlements'
import { documentRoute } from '../../openapi/registry'
import { assertSupportedFormat, parseIdList, parseRequest, requireParameter } from '../../validate'
import { requirePartition } from './lists'
import {
  criteriaFromFilters,
  type KeyEventWindow,
  parseLimit,
  parseSort,
  titleListFromQuery,
} from './title-params'

type Out<T extends v.GenericSchema> = v.InferOutput<T>
const TAGS = ['Titles'] as const

function windowOf(partition: string, now: Date): KeyEventWindow {
  const window = keyEventWindow(partition, now.getTime())
  if (!window) throw new ApiError(400, 32, 'Malformed parameter partition: unknown report model.')
  return window
}

/** Title lookups of data-interface §7 "Inventory" and application §7 "Assets and messages". */
export function titleRoutes(v6: FastifyInstance, db: Database): void {
  documentRoute({
    method: 'GET',
    path: '/titles/:ids/info',
    summary: 'Asset master data of one or more titles (ids joined by commas)',
    tags: TAGS,
    params: { ids: 'Title ids joined by commas' },
    query: FormatQuerySchema,
    response: TitleInfoAnswerSchema,
    errors: [8, 21, 32],
  })
  v6.get<{ Params: { ids?: string } }>(
    '/titles/:ids/info',
    async (request): Promise<Out<typeof TitleInfoAnswerSchema>> => {
      assertSupportedFormat(request.query)
      const ids = parseIdList(request.params.ids, 'ids', 'getTitleInfo')
      return loadTitleInfos(db, ids)
    },
  )

  documentRoute({
    method: 'GET',
    path: '/titles/search',
    summary: 'Titles by symbol, ISIN or name, ranked',
    description:
      'Ranking: ISIN exact, symbol exact, symbol prefix, name or alias prefix, name or alias contains.',
    tags: TAGS,
    query: TitleSearchQuerySchema,
    response: TitleSearchAnswerSchema,
    errors: [8, 21, 32],
  })
  v6.get<{ Querystring: { query?: unknown } }>(
    '/titles/search',
    async (request): Promise<Out<typeof TitleSearchAnswerSchema>> => {
      assertSupportedFormat(request.query)
      requireParameter(request.query.query, 'query', 'searchTitles')
      const query = parseRequest(TitleSearchQuerySchema, request.query)
      return searchTitles(db, query.query, query.search_type ?? 'all', parseLimit(query.limit, 20, 100))
    },
  )

  documentRoute({
    method: 'GET',
    path: '/titles/:ident/related',
    summary: 'Related titles: co-mentioned, same industry, same index, same sector',
    tags: TAGS,
    params: { ident: 'Title id, ISIN or symbol' },
    query: RelatedQuerySchema,
    response: RelatedAnswerSchema,
    errors: [8, 21, 32],
  })
  v6.get<{ Params: { ident?: string } }>(
    '/titles/:ident/related',
    async (request): Promise<Out<typeof RelatedAnswerSchema>> => {
      assertSupportedFormat(request.query)
      const ident = requireParameter(request.params.ident, 'ident', 'getRelatedTitles')
      const query = parseRequest(RelatedQuerySchema, request.query)
      const titleId = await resolveTitleIdent(db, ident)
      if (titleId === null) throw new ApiError(404, 32, `No title ${ident.slice(0, 40)}.`)
      return relatedTitles(db, titleId, parseLimit(query.limit, 10, 100))
    },
  )

  documentRoute({
    method: 'GET',
    path: '/titles',
    summary: 'Titles by filters, with latest daily buzz, sentiment and price changes',
    description:
      'Lists (type, region, country, sector, pri_exchange, exchange, list) take comma-joined values. region: the application market codes US, CA, EU (the European Union), CN, IN, REST_AS or continents AF, AN, AS, NA, OC, SA. Ranges: <name>_higher keeps values above, <name>_lower below; sent is the mean sentiment in [-1, 1], the others percent. buzz is a minimum (100 = average). key_events: key-event ids (or key_events.4.{id}.total fields) of which a title needs a message with score 4 or more in the last day; needs the key-event filter permission (35). sort_by: a field, prefixed by - for descending.',
    tags: TAGS,
    query: TitlesQuerySchema,
    response: TitlesAnswerSchema,
    errors: [21, 32, 35],
  })
  v6.get('/titles', async (request): Promise<Out<typeof TitlesAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const now = new Date()
    const listRequest = titleListFromQuery(
      parseRequest(TitlesQuerySchema, request.query),
      windowOf(DEFAULT_DAILY_PARTITION, now),
    )
    if (listRequest.criteria.keyEvents) requireFeature(request, 'filter.key_event')
    const result = await listTitles(db, listRequest, now)
    return { total: result.total, partition: listRequest.partition, titles: result.titles }
  })

  documentRoute({
    method: 'POST',
    path: '/titles',
    summary: 'Titles of a view filter, ranked by buzz (or sort_by) in a partition',
    description:
      'A filter key_events.4.{id}.total (value: a message count of at least 1; comparator gte by default, gt or eq) or key_events (value: key-event ids) counts the messages with that key event scored 4 or more in the last bucket length of the partition up to now; it needs the key-event filter permission (35).',
    tags: TAGS,
    query: PostTitlesQuerySchema,
    body: PostTitlesBodySchema,
    response: TitlesAnswerSchema,
    errors: [21, 32, 33, 35],
  })
  v6.post('/titles', async (request): Promise<Out<typeof TitlesAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(PostTitlesQuerySchema, request.query)
    const body = parseRequest(PostTitlesBodySchema, request.body)
    const partition = requirePartition(query.partition)
    const now = new Date()
    const criteria = criteriaFromFilters(body, windowOf(partition, now))
    if (criteria.keyEvents) requireFeature(request, 'filter.key_event')
    const result = await listTitles(
      db,
      {
        criteria,
        partition,
        ranges: [],
        sort: parseSort(query.sort_by, '-buzz'),
        limit: parseLimit(query.limit, 20, 1000),
        offset: 0,
      },
      now,
    )
    return { total: result.total, partition, titles: result.titles }
  })
}
