import type { FastifyInstance } from 'fastify'
import type * as v from 'valibot'
import {
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
  listTitles,
  loadTitleInfos,
  relatedTitles,
  resolveTitleIdent,
  searchTitles,
} from '../../../market/titles-lookup'
import { ApiError } from '../../api-error'
import { documentRoute } from '../../openapi/registry'
import { assertSupportedFormat, parseIdList, parseRequest, requireParameter } from '../../validate'
import { requirePartition } from './lists'
import { criteriaFromFilters, parseLimit, parseSort, titleListFromQuery } from './title-params'

type Out<T extends v.GenericSchema> = v.InferOutput<T>
const TAGS = ['Titles'] as const

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
      'Lists (type, region, country, sector, pri_exchange, exchange, list) take comma-joined values. Ranges: <name>_higher keeps values above, <name>_lower below; sent is the mean sentiment in [-1, 1], the others percent. buzz is a minimum (100 = average). sort_by: a field, prefixed by - for descending.',
    tags: TAGS,
    query: TitlesQuerySchema,
    response: TitlesAnswerSchema,
    errors: [21, 32],
  })
  v6.get('/titles', async (request): Promise<Out<typeof TitlesAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const listRequest = titleListFromQuery(parseRequest(TitlesQuerySchema, request.query))
    const result = await listTitles(db, listRequest)
    return { total: result.total, partition: listRequest.partition, titles: result.titles }
  })

  documentRoute({
    method: 'POST',
    path: '/titles',
    summary: 'Titles of a view filter, ranked by buzz (or sort_by) in a partition',
    tags: TAGS,
    query: PostTitlesQuerySchema,
    body: PostTitlesBodySchema,
    response: TitlesAnswerSchema,
    errors: [21, 32, 33],
  })
  v6.post('/titles', async (request): Promise<Out<typeof TitlesAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(PostTitlesQuerySchema, request.query)
    const body = parseRequest(PostTitlesBodySchema, request.body)
    const partition = requirePartition(query.partition)
    const result = await listTitles(db, {
      criteria: criteriaFromFilters(body),
      partition,
      ranges: [],
      sort: parseSort(query.sort_by, '-buzz'),
      limit: parseLimit(query.limit, 20, 1000),
      offset: 0,
    })
    return { total: result.total, partition, titles: result.titles }
  })
}
