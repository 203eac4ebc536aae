import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query'
import { getAvailableFilters, listTitles, type TitlesAnswer, unwrap } from '../../api'
import {
  type BasicCredentials,
  EXPLORE_PAGE_SIZE,
  EXPLORE_TREE_SIZE,
  type ExploreMapMeasure,
  type ExploreSort,
  exploreSortBy,
  exploreTreeFilters,
} from '../../core'

/** The explore page's queries (DESIGN §4): keys start with the root and the username. */

export const EXPLORE_QUERY_ROOT = 'explore'
/** Buzz moves by the minute: a page older than this is fetched again when shown. */
const FRESH_MS = 60_000
/** GET /titles pages at most this deep (the server's offset limit is far larger). */
const MAX_ROWS = 20_000

export interface ExplorePage {
  total: number
  offset: number
  titles: TitlesAnswer['titles']
}

export const exploreQueries = {
  filters: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [EXPLORE_QUERY_ROOT, credentials.username, 'filters'],
      queryFn: ({ signal }) => unwrap(getAvailableFilters(credentials, { signal })),
      staleTime: 60 * 60_000,
    }),

  treeMap: (
    credentials: BasicCredentials,
    filters: Readonly<Record<string, string>>,
    measure: ExploreMapMeasure,
  ) =>
    queryOptions({
      queryKey: [EXPLORE_QUERY_ROOT, credentials.username, 'tree', filters, measure],
      queryFn: ({ signal }) =>
        unwrap(
          listTitles(
            {
              filters: exploreTreeFilters(filters, measure),
              sortBy: `-${measure}`,
              limit: EXPLORE_TREE_SIZE,
            },
            credentials,
            { signal },
          ),
        ),
      staleTime: FRESH_MS,
    }),

  table: (credentials: BasicCredentials, filters: Readonly<Record<string, string>>, sort: ExploreSort) =>
    infiniteQueryOptions({
      queryKey: [EXPLORE_QUERY_ROOT, credentials.username, 'table', filters, sort],
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }): Promise<ExplorePage> => {
        const answer = await unwrap(
          listTitles(
            { filters, sortBy: exploreSortBy(sort), limit: EXPLORE_PAGE_SIZE, offset: pageParam },
            credentials,
            { signal },
          ),
        )
        return { total: answer.total, offset: pageParam, titles: answer.titles }
      },
      // A new filter or sort keeps the old rows (dimmed) until its first page is in.
      placeholderData: keepPreviousData,
      getNextPageParam: (last): number | undefined => {
        const next = last.offset + EXPLORE_PAGE_SIZE
        return next < Math.min(last.total, MAX_ROWS) ? next : undefined
      },
      staleTime: FRESH_MS,
    }),
}
