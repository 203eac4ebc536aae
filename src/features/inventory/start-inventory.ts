import type { QueryClient } from '@tanstack/react-query'
import type { LiveClient } from '../../../workers/hub'
import type { LoggedIn } from '../../app/auth-store'
import type { RuntimeConfigSource } from '../../app/runtime-config'
import { credentialsOf } from '../accounts'
import { inventoryCalls } from './inventory-calls'
import { inventoryLoader } from './inventory-store'

export interface InventoryStartDeps {
  live: LiveClient
  config: RuntimeConfigSource
  queryClient: QueryClient
}

/**
 * Starts (or continues) inventory loading for a logged-in user on a protected route. The layout's
 * loader calls it, so the reference calls go out with the page's own first calls rather than
 * after the page has loaded; the layout calls it again when the session changes (pieces loaded
 * or loading are skipped).
 */
export function startInventoryLoading(
  session: Pick<LoggedIn, 'username' | 'passwordHash' | 'user'>,
  deps: InventoryStartDeps,
): void {
  const { username, passwordHash, user } = session
  inventoryLoader.start(
    { username, user },
    inventoryCalls({
      credentials: credentialsOf({ username, passwordHash }),
      live: deps.live,
      apiBaseUrl: async () => (await deps.config.ready).apiBaseUrl,
      appOrigin: window.location.origin,
      queryClient: deps.queryClient,
    }),
  )
}
