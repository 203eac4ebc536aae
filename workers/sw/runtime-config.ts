import { registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'
import { isRuntimeConfigRequest, RUNTIME_CONFIG_CACHE } from './routes'
import type { SwScope } from './scope'

/** /runtime-config.json: answered from its own cache at once (offline start), refreshed in the background. */
export function installRuntimeConfigRoute(scope: SwScope): void {
  registerRoute(
    ({ url }) => isRuntimeConfigRequest(url, scope.location.origin),
    new StaleWhileRevalidate({ cacheName: RUNTIME_CONFIG_CACHE }),
  )
}
