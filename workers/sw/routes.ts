import { isServerPath, RUNTIME_CONFIG_PATH } from '../../src/core'

/**
 * Which requests the service worker answers how. Pure data and predicates, so they can be
 * tested without a service worker scope.
 */

/** The precached shell that every in-app navigation falls back to. */
export const SHELL_URL = 'index.html'

/** Cache of the runtime configuration (stale-while-revalidate). */
export const RUNTIME_CONFIG_CACHE = 'murmur-runtime-config-v1'

/** The server's non-/v6 account calls (application §7), e.g. GET /userdata/requestpasswordreset/{email}. */
const LEGACY_USERDATA_PATH = /^\/userdata\//
/** A last path segment with a dot (e.g. /icons/icon-192.png, /sw.js) names a file, not a route. */
const FILE_PATH = /\/[^/]+\.[^/]+$/

/**
 * True when a navigation is answered with the precached shell: not a path the server owns
 * (the /v6 interface, the live socket, runtime config, health, metrics), not a legacy
 * account call and not a file. Takes `pathname + search`, as workbox's NavigationRoute does.
 */
export function isAppNavigation(pathAndSearch: string): boolean {
  const pathname = pathAndSearch.split('?')[0] ?? ''
  return !isServerPath(pathname) && !LEGACY_USERDATA_PATH.test(pathname) && !FILE_PATH.test(pathname)
}

export function isRuntimeConfigRequest(url: URL, swOrigin: string): boolean {
  return url.origin === swOrigin && url.pathname === RUNTIME_CONFIG_PATH
}

/** The message the page posts (workbox-window's messageSkipWaiting) to activate a waiting worker. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING'
}
