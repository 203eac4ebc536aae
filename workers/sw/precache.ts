import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { isAppNavigation, SHELL_URL } from './routes'
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
    ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url.pathname + url.search),
    createHandlerBoundToURL(SHELL_URL),
  )
}
