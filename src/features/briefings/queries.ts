import { queryOptions } from '@tanstack/react-query'
import { type BriefingListParams, getBriefing, listBriefings, unwrap } from '../../api'
import type { BasicCredentials } from '../../core'

/** Persisted (app/query-persistence): a briefing once opened reads offline. */
export const BRIEFINGS_QUERY_ROOT = 'briefings'

export const briefingQueries = {
  list: (credentials: BasicCredentials, params: BriefingListParams) =>
    queryOptions({
      queryKey: [BRIEFINGS_QUERY_ROOT, credentials.username, 'list', params],
      queryFn: ({ signal }) => unwrap(listBriefings(params, credentials, { signal })),
      // A new briefing comes once a morning: a list from a minute ago is current.
      staleTime: 60_000,
      placeholderData: <T>(previous: T | undefined) => previous,
    }),
  one: (credentials: BasicCredentials, id: number) =>
    queryOptions({
      queryKey: [BRIEFINGS_QUERY_ROOT, credentials.username, 'one', id],
      queryFn: ({ signal }) => unwrap(getBriefing(id, credentials, { signal })),
      // Written once, never changed.
      staleTime: Number.POSITIVE_INFINITY,
    }),
}
