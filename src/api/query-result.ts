import { CancelledError } from '@tanstack/react-query'
import type { ApiError, ApiResult } from './client'

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

/** The API's answer that what was asked for does not exist (or is not this user's to see). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 404
}

/**
 * A call's value for a query or mutation function. A failure throws ApiCallError; a cancelled
 * call throws TanStack's CancelledError, which the query client turns back into the state the
 * query had before (a cancellation is not an error).
 */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call
  if (result.ok) return result.value
  if (result.error.kind === 'cancelled') throw new CancelledError()
  throw new ApiCallError(result.error)
}
