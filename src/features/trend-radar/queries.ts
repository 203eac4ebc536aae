import { queryOptions } from '@tanstack/react-query'
import {
  getSearchCompletions,
  getSearchTrends,
  getStorySamples,
  getTopCategories,
  getTopSources,
  getTopStories,
  getTrendingTopics,
  type TrendRadarParams,
  unwrap,
} from '../../api'
import type { BasicCredentials, TrendWindow } from '../../core'

/** The radar refreshes every minute while a page is open (stories form within one pipeline batch). */
export const TREND_REFRESH_MS = 60_000
export const TREND_QUERY_ROOT = 'trend-radar'

// The previous answer stays on screen while a changed window or filter loads.
const live = {
  staleTime: 30_000,
  refetchInterval: TREND_REFRESH_MS,
  placeholderData: <T>(previous: T | undefined) => previous,
} as const

export const trendRadarQueries = {
  stories: (credentials: BasicCredentials, params: TrendRadarParams) =>
    queryOptions({
      queryKey: [TREND_QUERY_ROOT, credentials.username, 'stories', params],
      queryFn: ({ signal }) => unwrap(getTopStories(params, credentials, { signal })),
      ...live,
    }),
  samples: (credentials: BasicCredentials, storyId: number) =>
    queryOptions({
      queryKey: [TREND_QUERY_ROOT, credentials.username, 'samples', storyId],
      queryFn: ({ signal }) => unwrap(getStorySamples(storyId, 12, credentials, { signal })),
      staleTime: 60_000,
    }),
  topics: (credentials: BasicCredentials, params: TrendRadarParams) =>
    queryOptions({
      queryKey: [TREND_QUERY_ROOT, credentials.username, 'topics', params],
      queryFn: ({ signal }) => unwrap(getTrendingTopics(params, credentials, { signal })),
      ...live,
    }),
  sources: (credentials: BasicCredentials, window: TrendWindow) =>
    queryOptions({
      queryKey: [TREND_QUERY_ROOT, credentials.username, 'sources', window],
      queryFn: ({ signal }) => unwrap(getTopSources({ window, limit: 8 }, credentials, { signal })),
      ...live,
    }),
  categories: (credentials: BasicCredentials, window: TrendWindow) =>
    queryOptions({
      queryKey: [TREND_QUERY_ROOT, credentials.username, 'categories', window],
      queryFn: ({ signal }) => unwrap(getTopCategories({ window, limit: 8 }, credentials, { signal })),
      ...live,
    }),
  searchTrends: (credentials: BasicCredentials, window: TrendWindow) =>
    queryOptions({
      queryKey: [TREND_QUERY_ROOT, credentials.username, 'search-trends', window],
      queryFn: ({ signal }) => unwrap(getSearchTrends({ window, limit: 30 }, credentials, { signal })),
      ...live,
    }),
  completions: (credentials: BasicCredentials, term: string) =>
    queryOptions({
      queryKey: [TREND_QUERY_ROOT, credentials.username, 'completions', term],
      queryFn: ({ signal }) => unwrap(getSearchCompletions(term, 8, credentials, { signal })),
      staleTime: 60_000,
      enabled: term.trim().length >= 1,
    }),
}
