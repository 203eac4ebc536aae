import { queryOptions } from '@tanstack/react-query'
import { getMorningBriefingSubscriptions, getProfile, getSubscriptionPlans, unwrap } from '../../api'
import type { BasicCredentials } from '../../core'
import { ACCOUNT_QUERY_ROOT, userOptionsQuery } from './queries'

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
  userOptions: userOptionsQuery,
  morningBriefings: (credentials: BasicCredentials) =>
    queryOptions({
      queryKey: [ACCOUNT_QUERY_ROOT, credentials.username, 'morning-briefings'],
      queryFn: ({ signal }) => unwrap(getMorningBriefingSubscriptions(credentials, { signal })),
    }),
}
