import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NAVIGATION_DENYLIST, SHELL_URL } from './routes'
import type { PrecacheManifest } from './scope'

/**
 * The app shell: every built file (shell, route chunks, worker chunks, styles, icons, manifest)
 * is precached; in-app navigations are answered with the precached index.html, so the app
 * starts offline.
 */
export function installPrecache(manifest: PrecacheManifest): void {
  precacheAndRoute(manifest)
  cleanupOutdatedCaches()
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(SHELL_URL), {
      denylist: [...NAVIGATION_DENYLIST],
    }),
  )
}
