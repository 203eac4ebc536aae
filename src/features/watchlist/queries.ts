import { queryOptions } from '@tanstack/react-query'
import { getWatchlists, unwrap } from '../../api'
import type { BasicCredentials } from '../../core'

/** Key root of the watchlist queries; changes invalidate it and the start page's trends. */
export const WATCHLIST_QUERY_ROOT = 'watchlist'
/** application §4: a user without a watchlist gets one, created with the first item. */
export const DEFAULT_WATCHLIST_NAME = 'My watchlist'

export const watchlistQueries = {
  all: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [WATCHLIST_QUERY_ROOT, credentials.username, 'all'],
      queryFn: ({ signal }) => unwrap(getWatchlists(credentials, { signal })),
      staleTime: 30_000,
    }),
}
