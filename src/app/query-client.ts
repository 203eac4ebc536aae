import { QueryClient } from '@tanstack/react-query'

/** Statuses that are never retried (application §7 "Handling of answers"). */
const NO_RETRY_STATUSES = new Set([400, 401, 403, 404])
/** Attempts in total, including the first (application §9). */
const MAX_ATTEMPTS = 4

function statusOf(error: unknown): number | null {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status
    return typeof status === 'number' ? status : null
  }
  return null
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          const status = statusOf(error)
          if (status !== null && NO_RETRY_STATUSES.has(status)) return false
          return failureCount + 1 < MAX_ATTEMPTS
        },
      },
    },
  })
}
