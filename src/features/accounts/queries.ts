import { queryOptions } from '@tanstack/react-query'
import {
  type ApiError,
  type ApiResult,
  getMorningBriefingSubscriptions,
  getProfile,
  getSubscriptionPlans,
  getUserOptions,
} from '../../api'
import type { BasicCredentials } from '../../core'

/** Key root of every account query (cleared with the rest of the cache on logout). */
export const ACCOUNT_QUERY_ROOT = 'account'

/** An API failure carried through TanStack Query (errors are values in the API client). */
export class ApiCallError extends Error {
  constructor(readonly error: ApiError) {
    super(`API call failed (${error.kind}, ${error.status})`)
    this.name = 'ApiCallError'
  }

  /** Read by the query client's retry rule (400, 401, 403 and 404 are not retried). */
  get status(): number {
    return this.error.status
  }
}

async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call
  if (!result.ok) throw new ApiCallError(result.error)
  return result.value
}

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
