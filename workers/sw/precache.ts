import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import {
  AFTER_FIRST_FRAME_LOADER_PATH,
  injectPageSnapshot,
  SNAPSHOT_STYLES_PATH,
} from '../../src/core/page-snapshot'
import { AFTER_FIRST_FRAME_SOURCE } from './after-first-frame'
import { snapshotFor, snapshotStyles } from './page-snapshot'
import { isAppNavigation, SHELL_URL } from './routes'
import type { PrecacheManifest } from './scope'

/**
 * The app shell: every built file (shell, route chunks, worker chunks, styles, icons, manifest)
 * is precached; in-app navigations are answered with the precached index.html, so the app
 * starts offline. When the app kept a snapshot of the path's last rendered page, the shell
 * carries it, so the page paints before the scripts have run (the app then takes over).
 */
export function installPrecache(manifest: PrecacheManifest): void {
  precacheAndRoute(manifest)
  cleanupOutdatedCaches()
  const shell = createHandlerBoundToURL(SHELL_URL)
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url.pathname + url.search),
    async (options) => {
      const [response, snapshot] = await Promise.all([
        shell(options),
        snapshotFor(options.url.origin, options.url.pathname + options.url.search, Date.now()),
      ])
      if (!snapshot || !response.ok) return response
      const html = injectPageSnapshot(await response.clone().text(), snapshot)
      if (html === null) return response
      const headers = new Headers(response.headers)
      headers.delete('content-length')
      return new Response(html, { status: response.status, statusText: response.statusText, headers })
    },
  )
  // The loader a snapshot's shell names, from the worker's own code: it exists wherever that shell does.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === AFTER_FIRST_FRAME_LOADER_PATH,
    async () =>
      new Response(AFTER_FIRST_FRAME_SOURCE, {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
      }),
  )
  // The one stylesheet a snapshot's shell names: its page's stylesheets, joined from the precache.
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === SNAPSHOT_STYLES_PATH,
    async ({ url }) => {
      const css = await snapshotStyles(url)
      return css === null
        ? new Response('', { status: 404 })
        : new Response(css, {
            headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' },
          })
    },
  )
}
