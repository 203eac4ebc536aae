import { queryOptions } from '@tanstack/react-query'
import {
  getMorningBriefingSubscriptions,
  getProfile,
  getSubscriptionPlans,
  getUserOptions,
  unwrap,
} from '../../api'
import type { BasicCredentials } from '../../core'

/** Key root of every account query (cleared with the rest of the cache on logout). */
export const ACCOUNT_QUERY_ROOT = 'account'

/** Moved to src/api; re-exported for the feature's existing importers. */
export { ApiCallError } from '../../api'

export const accountQueries = {
  /** The plan catalogue as the server sells it (public). */
  plans: () =>
    queryOptions({
      queryKey: [ACCOUNT_QUERY_ROOT, 'plans'],
      queryFn: ({ signal }) => unwrap(getSubscriptionPlans({ signal })),
      staleTime: 10 * 60_000,
    }),
  profile: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [ACCOUNT_QUERY_ROOT, credentials.username, 'profile'],
      queryFn: ({ signal }) => unwrap(getProfile(credentials, { signal })),
    }),
  userOptions: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [ACCOUNT_QUERY_ROOT, credentials.username, 'opts'],
      queryFn: ({ signal }) => unwrap(getUserOptions(credentials, { signal })),
      staleTime: 5 * 60_000,
    }),
  morningBriefings: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [ACCOUNT_QUERY_ROOT, credentials.username, 'morning-briefings'],
      queryFn: ({ signal }) => unwrap(getMorningBriefingSubscriptions(credentials, { signal })),
    }),
}
