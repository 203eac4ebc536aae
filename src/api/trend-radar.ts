import {
  type BasicCredentials,
  type SearchCompletionsAnswer,
  SearchCompletionsAnswerSchema,
  type SearchTrendsAnswer,
  SearchTrendsAnswerSchema,
  type StorySamplesAnswer,
  StorySamplesAnswerSchema,
  type TopCategoriesAnswer,
  TopCategoriesAnswerSchema,
  type TopSourcesAnswer,
  TopSourcesAnswerSchema,
  type TopStoriesAnswer,
  TopStoriesAnswerSchema,
  type TrendingTopicsAnswer,
  TrendingTopicsAnswerSchema,
  type TrendWindow,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** The parameters of the trend radar calls (all optional but the window). */
export interface TrendRadarParams {
  window: TrendWindow
  region?: string
  type?: string
  query?: string
  limit?: number
}

function queryOf(params: TrendRadarParams): Record<string, string | number> {
  const query: Record<string, string | number> = { window: params.window }
  if (params.region) query.region = params.region
  if (params.type) query.type = params.type
  if (params.query) query.query = params.query
  if (params.limit !== undefined) query.limit = params.limit
  return query
}

/** GET /v6/trend_radar/top_stories: stories told across sources, strongest first. */
export function getTopStories(
  params: TrendRadarParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TopStoriesAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/trend_radar/top_stories',
    query: queryOf(params),
    credentials,
    schema: TopStoriesAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/trend_radar/story_samples: one story and its messages, one per source first. */
export function getStorySamples(
  storyId: number,
  limit: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<StorySamplesAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/trend_radar/story_samples',
    query: { story_id: storyId, limit },
    credentials,
    schema: StorySamplesAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/trend_radar/trending_topics: phrases rising against their own baseline. */
export function getTrendingTopics(
  params: TrendRadarParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TrendingTopicsAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/trend_radar/trending_topics',
    query: queryOf(params),
    credentials,
    schema: TrendingTopicsAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/trend_radar/top_sources. */
export function getTopSources(
  params: TrendRadarParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TopSourcesAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/trend_radar/top_sources',
    query: queryOf(params),
    credentials,
    schema: TopSourcesAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/trend_radar/top_categories. */
export function getTopCategories(
  params: TrendRadarParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TopCategoriesAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/trend_radar/top_categories',
    query: queryOf(params),
    credentials,
    schema: TopCategoriesAnswerSchema,
    ...requestOptions(options),
  })
}

/** POST /v6/google_search_completions/top: what people search for in Murmur, most risen first. */
export function getSearchTrends(
  params: { window: TrendWindow; limit?: number },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<SearchTrendsAnswer>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/google_search_completions/top',
    body: params,
    credentials,
    schema: SearchTrendsAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/google_search_completions/search: completions from what people searched. */
export function getSearchCompletions(
  term: string,
  limit: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<SearchCompletionsAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/google_search_completions/search',
    query: { term, limit },
    credentials,
    schema: SearchCompletionsAnswerSchema,
    ...requestOptions(options),
  })
}
