import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  DEFAULT_TREND_WINDOW,
  parseTimeInput,
  SearchCompletionsQuerySchema,
  type SearchTrendsAnswer,
  SearchTrendsBodySchema,
  StorySamplesQuerySchema,
  type TopCategoriesAnswer,
  type TopSourcesAnswer,
  type TopStoriesAnswer,
  TREND_LIMIT_DEFAULT,
  TREND_RADAR_TAG,
  type TrendingTopicsAnswer,
  type TrendRadarQuery,
  TrendRadarQuerySchema,
} from '../../../../src/core'
import type { Database } from '../../../db'
import { expandRegions } from '../../../market/stream-posts'
import {
  searchCompletions,
  searchTrends,
  storySamples,
  textsWithTerm,
  topCounts,
  topicLabeller,
  topStories,
  trendingTopics,
  trendSpan,
} from '../../../market/trends'
import { ApiError } from '../../api-error'
import { requireTag } from '../../entitlements'
import { parseRequest } from '../../validate'
import { jsonBody, parseQuery } from './common'
import { entitleCurrent } from './entitle'
import { documentTrendRadarRoutes } from './trend-radar-docs'

/** endDate as epoch ms (default now); a time in the future is now. */
function endOf(raw: string | number | undefined, nowMs: number): number {
  if (raw === undefined || raw === '') return nowMs
  const ms = parseTimeInput(raw)
  if (ms === null)
    throw new ApiError(400, 32, 'Malformed parameter endDate: expected epoch milliseconds or an ISO date.')
  return Math.min(ms, nowMs)
}

/** The trend radar needs a valid subscription and the trendradar tag (35). */
function entitleTrendRadar(request: FastifyRequest, nowMs: number): void {
  entitleCurrent(request, nowMs)
  requireTag(request, TREND_RADAR_TAG)
}

function spanOf(
  query: { window?: TrendRadarQuery['window']; endDate?: string | number | undefined },
  nowMs: number,
) {
  return trendSpan(query.window ?? DEFAULT_TREND_WINDOW, endOf(query.endDate, nowMs))
}

/** GET /v6/trend_radar/*, POST /v6/google_search_completions/top, GET …/search (application §7). */
export function trendRadarRoutes(v6: FastifyInstance, deps: { db: Database }): void {
  documentTrendRadarRoutes()
  const { db } = deps
  const labels = topicLabeller((span, term) => textsWithTerm(db, span, term))

  v6.get('/trend_radar/top_stories', async (request): Promise<TopStoriesAnswer> => {
    const query = parseQuery(TrendRadarQuerySchema, request.query)
    const now = Date.now()
    entitleTrendRadar(request, now)
    const span = spanOf(query, now)
    const stories = await topStories(db, span, {
      countries: query.region ? expandRegions([query.region]) : null,
      type: query.type ?? null,
      query: query.query || null,
      limit: query.limit ?? TREND_LIMIT_DEFAULT,
    })
    return { window: span.window, start: span.start, end: span.end, stories }
  })

  v6.get('/trend_radar/story_samples', async (request) => {
    const query = parseQuery(StorySamplesQuerySchema, request.query)
    const now = Date.now()
    entitleTrendRadar(request, now)
    const found = await storySamples(db, query.story_id, endOf(query.endDate, now), query.limit ?? 10)
    if (!found) throw new ApiError(404, 32, `Story ${query.story_id} was not found.`)
    return found
  })

  v6.get('/trend_radar/trending_topics', async (request): Promise<TrendingTopicsAnswer> => {
    const query = parseQuery(TrendRadarQuerySchema, request.query)
    const now = Date.now()
    entitleTrendRadar(request, now)
    const span = spanOf(query, now)
    const topics = await trendingTopics(db, span, {
      labels,
      limit: query.limit ?? TREND_LIMIT_DEFAULT,
      query: query.query || null,
    })
    return { window: span.window, start: span.start, end: span.end, topics }
  })

  /** A window's counts by source or category with the window before (one query shape for both). */
  async function countsOf(request: FastifyRequest, kind: 'source' | 'category') {
    const query = parseQuery(TrendRadarQuerySchema, request.query)
    const now = Date.now()
    entitleTrendRadar(request, now)
    const span = spanOf(query, now)
    const { total, ranked } = await topCounts(db, kind, span, query.limit ?? TREND_LIMIT_DEFAULT)
    return { window: span.window, start: span.start, end: span.end, total, ranked }
  }

  v6.get('/trend_radar/top_sources', async (request): Promise<TopSourcesAnswer> => {
    const { ranked, ...answer } = await countsOf(request, 'source')
    return { ...answer, sources: ranked.map(({ key, ...rest }) => ({ source: key, ...rest })) }
  })

  v6.get('/trend_radar/top_categories', async (request): Promise<TopCategoriesAnswer> => {
    const { ranked, ...answer } = await countsOf(request, 'category')
    return { ...answer, categories: ranked.map(({ key, ...rest }) => ({ category: key, ...rest })) }
  })

  v6.post('/google_search_completions/top', async (request): Promise<SearchTrendsAnswer> => {
    const body = parseRequest(SearchTrendsBodySchema, jsonBody(request, 'googleSearchCompletionsTop'))
    const now = Date.now()
    entitleTrendRadar(request, now)
    const span = spanOf(body, now)
    const terms = await searchTrends(db, span, body.limit ?? TREND_LIMIT_DEFAULT)
    return { window: span.window, start: span.start, end: span.end, terms }
  })

  v6.get('/google_search_completions/search', async (request) => {
    const query = parseQuery(SearchCompletionsQuerySchema, request.query)
    const now = Date.now()
    entitleTrendRadar(request, now)
    return {
      term: query.term,
      completions: await searchCompletions(db, query.term, query.limit ?? 10, now),
    }
  })
}
