import type { QueryClient } from '@tanstack/react-query'
import type { LiveClient } from '../../workers/hub'
import type { AuthStore } from './auth-store'
import type { RuntimeConfigSource } from './runtime-config'

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  auth: AuthStore
  queryClient: QueryClient
  /**
   * Settles once the user's persisted queries are back in the cache (an IndexedDB read): a loader
   * that waits for it renders a page seen before from its stored copy, then refreshes it.
   */
  queryCacheRestored: () => Promise<void>
  /** The live hub and the runtime configuration: the protected layout's loader starts inventory loading with them. */
  live: LiveClient
  config: RuntimeConfigSource
}
