import type { QueryClient } from '@tanstack/react-query'
import type { AuthStore } from './auth-store'

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  auth: AuthStore
  queryClient: QueryClient
}
