import type { ApiError } from './client'

/**
 * Retry rule of every /v6 call (application §7 "Handling of answers", data-interface §9): up to
 * 4 attempts in total; the delay starts at 1000 ms, doubles per attempt, is capped at 30000 ms and
 * gets a random jitter of 1 to 10 percent on top.
 */
export interface RetryPolicy {
  /** Attempts in total, the first included. */
  maxAttempts: number
  baseDelayMs: number
  maxDelayMs: number
  /** Jitter as a fraction of the delay, between min and max. */
  jitterMin: number
  jitterMax: number
}

export const RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  jitterMin: 0.01,
  jitterMax: 0.1,
}

/** Statuses that are never retried. */
export const NO_RETRY_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404])

/** HTTP failures other than 400/401/403/404 and network failures are retried; parse errors and cancellations never. */
export function isRetriable(error: ApiError): boolean {
  switch (error.kind) {
    case 'http':
      return !NO_RETRY_STATUSES.has(error.status)
    case 'network':
      return true
    case 'parse':
    case 'cancelled':
      return false
  }
}

/**
 * The wait before the next attempt after attempt number `failedAttempt` (1 = the first) failed.
 * `random` yields [0, 1), like Math.random.
 */
export function retryDelay(
  failedAttempt: number,
  random: () => number,
  policy: RetryPolicy = RETRY_POLICY,
): number {
  const exponent = Math.max(0, failedAttempt - 1)
  const delay = Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs)
  const jitter = policy.jitterMin + random() * (policy.jitterMax - policy.jitterMin)
  return Math.round(delay * (1 + jitter))
}
