import type * as v from 'valibot'
import {
  type BasicCredentials,
  type MarketOverviewAnswer,
  MarketOverviewAnswerSchema,
  type StreamPost,
  type StreamPostsAnswer,
  StreamPostsAnswerSchema,
  StreamPostsByIdAnswerSchema,
  type StreamPostType,
  TitlesAnswerSchema,
  type TitleType,
  type TriggerFeedItem,
  TriggersFeedAnswerSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** AI updates and the alert feed (application §7 "Stream and trend radar"; data-interface §7 "Newsbots"). */

export interface StreamPostsParams {
  /** ISO countries or market groups (US, EU, …). */
  regions?: readonly string[]
  titleTypes?: readonly TitleType[]
  types?: readonly StreamPostType[]
  titleIds?: readonly number[]
  addGlobals?: boolean
  watchlistOnly?: boolean
  from?: number
  to?: number
  limit?: number
  cursor?: string | null
}

const joined = (list: readonly (string | number)[] | undefined) =>
  list && list.length > 0 ? list.join(',') : undefined

/** GET /v6/stream_posts: a page of AI updates, newest first. */
export function getStreamPosts(
  params: StreamPostsParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<StreamPostsAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/stream_posts',
    query: {
      region: joined(params.regions),
      titleTypes: joined(params.titleTypes),
      type: joined(params.types),
      titleIds: joined(params.titleIds),
      addGlobals: params.addGlobals === undefined ? undefined : String(params.addGlobals),
      watchlistOnly: params.watchlistOnly ? 'true' : undefined,
      streamPostDateFrom: params.from,
      streamPostDateTo: params.to,
      limit: params.limit,
      cursor: params.cursor ?? undefined,
    },
    credentials,
    schema: StreamPostsAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/stream_posts/{uuids}: the posts found (unknown uuids are left out). */
export function getStreamPostsByUuid(
  uuids: readonly string[],
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<StreamPost[]>> {
  return (options.client ?? apiClient).request({
    path: `/stream_posts/${uuids.map(encodeURIComponent).join(',')}`,
    credentials,
    schema: StreamPostsByIdAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/triggers/feed: standard alerts of every title as readable items, newest first. */
export function getTriggersFeed(
  params: { from?: number; to?: number; limit?: number; language?: 'en' | 'de' },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<{ items: TriggerFeedItem[] }>> {
  return (options.client ?? apiClient).request({
    path: '/triggers/feed',
    query: { startDate: params.from, endDate: params.to, limit: params.limit, language: params.language },
    credentials,
    schema: TriggersFeedAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/market_overview: buzz and sentiment per market and asset class (Murmur's addition). */
export function getMarketOverview(
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<MarketOverviewAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/market_overview',
    credentials,
    schema: MarketOverviewAnswerSchema,
    ...requestOptions(options),
  })
}

/** POST /v6/titles filtered to one title type (the start page's pre-IPO companies: unlisted). */
export function getTitlesOfType(
  type: TitleType,
  limit: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<v.InferOutput<typeof TitlesAnswerSchema>>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/titles',
    query: { limit },
    body: { filters: [{ field: 'type', value: [type] }] },
    credentials,
    schema: TitlesAnswerSchema,
    ...requestOptions(options),
  })
}
