import {
  CancelledError,
  type EnsureQueryDataOptions,
  type Query,
  QueryCache,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import { ApiCallError } from '../api'
import { NO_RETRY_STATUSES, RETRY_POLICY } from '../api/retry'

function statusOf(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status
    return typeof status === 'number' ? status : null
  }
  return null
}

/**
 * TanStack's own retry. The API client already retries every /v6 call by the spec's rule
 * (application §7), so an ApiCallError has used its attempts: retrying it here would make up to
 * 4 x 4 requests. A cancellation is never retried. Other failures (not from the API client) follow
 * the same rule: 400, 401, 403 and 404 never, others up to 4 attempts in total.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiCallError || error instanceof CancelledError) return false
  const status = statusOf(error)
  if (status !== null && NO_RETRY_STATUSES.has(status)) return false
  return failureCount + 1 < RETRY_POLICY.maxAttempts
}

/**
 * A query function that throws CancelledError (its request was cancelled by a page change or a
 * logout, application §4) leaves the query as it was before the fetch, marked invalid: a
 * cancellation is not an error. TanStack itself only reverts the fetches it cancels.
 */
function revertCancelled(error: unknown, query: Query<unknown, unknown, unknown>): void {
  if (!(error instanceof CancelledError)) return
  const { state } = query
  query.setState({
    ...state,
    status: state.data === undefined ? 'pending' : 'success',
    error: null,
    fetchStatus: 'idle',
    fetchFailureCount: 0,
    fetchFailureReason: null,
    isInvalidated: true,
  })
}

/**
 * Fetches again the reverted queries the new page still shows. Boot calls it once a page change
 * has rendered: by then the previous page's queries have lost their observers and stay as they are.
 */
export function refetchRevertedQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({
    type: 'active',
    predicate: (query) => query.state.isInvalidated && query.state.fetchStatus === 'idle',
  })
}

/**
 * ensureQueryData for route loaders. With preloading on intent, the request a loader waits for may
 * have been started by the preload and cancelled by the page change that follows it; the loader
 * then asks once more (a new request, which that page change no longer cancels).
 */
export async function ensurePageData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  try {
    return await queryClient.ensureQueryData(options)
  } catch (error) {
    if (!(error instanceof CancelledError)) throw error
    return queryClient.ensureQueryData(options)
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: revertCancelled }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetryQuery,
      },
      mutations: {
        retry: false,
      },
    },
  })
}
