import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { LiveClient } from '../../workers/hub'
import { AuthProvider } from './auth-context'
import type { AuthStore } from './auth-store'
import { LiveProvider } from './live'
import type { RuntimeConfigSource } from './runtime-config'
import { RuntimeConfigProvider } from './runtime-config-context'

export interface AppServices {
  config: RuntimeConfigSource
  auth: AuthStore
  queryClient: QueryClient
  live: LiveClient
}

/** Everything the pages reach through context: configuration, auth, queries, live connection. */
export function Providers({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <RuntimeConfigProvider source={services.config}>
      <AuthProvider store={services.auth}>
        <QueryClientProvider client={services.queryClient}>
          <LiveProvider client={services.live}>{children}</LiveProvider>
        </QueryClientProvider>
      </AuthProvider>
    </RuntimeConfigProvider>
  )
}
