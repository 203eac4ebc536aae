import type { QueryClient } from '@tanstack/react-query'
import type { LiveClient } from '../../../workers/hub'
import { firstPageShown } from '../../app/after-first-page'
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
 * loader calls it, so the hub's asset inventory download starts with the page's own first calls;
 * the reference pieces and user options wait for the first page (no page needs them to render);
 * the layout calls it again when the session changes (pieces loaded or loading are skipped).
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
      whenPageShown: firstPageShown,
    }),
  )
}
