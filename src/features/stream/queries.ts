import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  getMarketOverview,
  getStreamPosts,
  getStreamPostsByUuid,
  getTitleSnapshots,
  getTriggersFeed,
  getWatchlists,
  unwrap,
} from '../../api'
import {
  type BasicCredentials,
  DAY_MS,
  DEFAULT_DAILY_PARTITION,
  LATEST_ALERTS_DAYS,
  type StreamPost,
  type StreamPostsAnswer,
} from '../../core'
import type { StreamFilter } from './model'

/** Key root of the home page's queries (persisted: the last stream is readable offline). */
export const STREAM_QUERY_ROOT = 'stream'
export const STREAM_PAGE_SIZE = 20
/** Latest alerts on the start page: the last 30 days (application §2.5). */
export const LATEST_ALERTS_LIMIT = 8
const IMPORTANT_NEWS_LIMIT = 5

export type StreamPages = { pages: StreamPostsAnswer[]; pageParams: (string | null)[] }

export const streamQueries = {
  /** The key of a filter's list: live posts are written into its first page. */
  postsKey: (username: string, filter: StreamFilter) =>
    [STREAM_QUERY_ROOT, username, 'posts', filter] as const,
  posts: (credentials: BasicCredentials, filter: StreamFilter) =>
    infiniteQueryOptions({
      queryKey: streamQueries.postsKey(credentials.username, filter),
      queryFn: ({ pageParam, signal }) =>
        unwrap(
          getStreamPosts(
            {
              ...(filter.regions ? { regions: filter.regions } : {}),
              ...(filter.titleTypes ? { titleTypes: filter.titleTypes } : {}),
              ...(filter.types ? { types: filter.types } : {}),
              addGlobals: filter.addGlobals,
              watchlistOnly: filter.watchlistOnly,
              limit: STREAM_PAGE_SIZE,
              cursor: pageParam,
            },
            credentials,
            { signal },
          ),
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
      // Live posts keep the list current; a refetch on focus would move what the reader reads.
      staleTime: 5 * 60_000,
    }),
  post: (credentials: BasicCredentials, uuid: string) =>
    queryOptions({
      queryKey: [STREAM_QUERY_ROOT, credentials.username, 'post', uuid],
      queryFn: async ({ signal }): Promise<StreamPost | null> => {
        const [post] = await unwrap(getStreamPostsByUuid([uuid], credentials, { signal }))
        return post ?? null
      },
      // A post is never rewritten.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  overview: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [STREAM_QUERY_ROOT, credentials.username, 'market-overview'],
      queryFn: ({ signal }) => unwrap(getMarketOverview(credentials, { signal })),
      staleTime: 60_000,
      refetchInterval: 5 * 60_000,
    }),
  latestAlerts: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [STREAM_QUERY_ROOT, credentials.username, 'latest-alerts'],
      queryFn: async ({ signal }) => {
        const now = Date.now()
        const answer = await unwrap(
          getTriggersFeed(
            { from: now - LATEST_ALERTS_DAYS * DAY_MS, to: now, limit: LATEST_ALERTS_LIMIT },
            credentials,
            { signal },
          ),
        )
        return answer.items
      },
      staleTime: 60_000,
    }),
  /** Earnings, key events and price moves of the last days: the start page's important news. */
  importantNews: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [STREAM_QUERY_ROOT, credentials.username, 'important-news'],
      queryFn: async ({ signal }) => {
        const answer = await unwrap(
          getStreamPosts(
            { types: ['earnings', 'key_event', 'price_move'], limit: IMPORTANT_NEWS_LIMIT },
            credentials,
            { signal },
          ),
        )
        return answer.posts
      },
      staleTime: 60_000,
    }),
  /** The user's watchlists with their titles' buzz of today, busiest first. */
  watchlistTrends: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [STREAM_QUERY_ROOT, credentials.username, 'watchlist-trends'],
      queryFn: async ({ signal }) => {
        const { watchlists, inventory = [] } = await unwrap(getWatchlists(credentials, { signal }))
        const ids = inventory.map((title) => title.id).slice(0, 100)
        const snapshots =
          ids.length > 0
            ? await unwrap(
                getTitleSnapshots(ids, { partition: DEFAULT_DAILY_PARTITION }, credentials, { signal }),
              )
            : []
        return { watchlists, titles: inventory, snapshots }
      },
      staleTime: 60_000,
    }),
}
