import type { QueryClient } from '@tanstack/react-query'
import type { AuthStore } from './auth-store'

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  auth: AuthStore
  queryClient: QueryClient
  /**
   * Settles once the user's persisted queries are back in the cache (an IndexedDB read): a loader
   * that waits for it renders a page seen before from its stored copy, then refreshes it.
   */
  queryCacheRestored: () => Promise<void>
}
