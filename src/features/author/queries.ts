import { queryOptions } from '@tanstack/react-query'
import { type AuthorRef, getAuthor, getAuthorNetwork, unwrap } from '../../api'
import { type BasicCredentials, resolveTimeRange, type TimeRangeSelection } from '../../core'

/**
 * The author page's own queries (DESIGN §4): keys start with the root and the username. The
 * author's messages and message statistics come from the shared scoped queries
 * (features/messages) with the scope { authors: [author] }, under the same root.
 */

export const AUTHOR_QUERY_ROOT = 'author'

export const authorQueries = {
  /** Impact, bot likeliness, all-time statistics, previously mentioned assets, other sources. */
  detail: (credentials: BasicCredentials, author: AuthorRef) =>
    queryOptions({
      queryKey: [AUTHOR_QUERY_ROOT, credentials.username, 'detail', author.source, author.name],
      queryFn: ({ signal }) => unwrap(getAuthor(author, credentials, { signal })),
      staleTime: 5 * 60_000,
    }),

  /** The titles the author wrote about in the range and the other authors on them. */
  network: (credentials: BasicCredentials, author: AuthorRef, timeRange: TimeRangeSelection) =>
    queryOptions({
      queryKey: [AUTHOR_QUERY_ROOT, credentials.username, 'network', author.source, author.name, timeRange],
      queryFn: ({ signal }) => {
        const range = resolveTimeRange(timeRange, Date.now())
        return unwrap(
          getAuthorNetwork(author, { startDate: range.start, endDate: range.end }, credentials, { signal }),
        )
      },
      staleTime: 5 * 60_000,
    }),
}
