/**
 * Which requests the service worker answers how. Pure data and predicates, so they can be
 * tested without a service worker scope.
 */

/** The precached shell that every in-app navigation falls back to. */
export const SHELL_URL = 'index.html'

/** Cache of the runtime configuration (stale-while-revalidate). */
export const RUNTIME_CONFIG_CACHE = 'murmur-runtime-config-v1'
export const RUNTIME_CONFIG_PATH = '/runtime-config.json'

/**
 * Navigations that must reach the network, never the app shell: the /v6 interface, the live
 * socket, operational endpoints, the runtime configuration, and any path naming a file.
 * Tested against `pathname + search` (what workbox's NavigationRoute matches).
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/v6(?:[/?]|$)/,
  /^\/socket\.io(?:[/?]|$)/,
  /^\/metrics(?:[/?]|$)/,
  /^\/healthz(?:[/?]|$)/,
  /^\/runtime-config\.json(?:\?|$)/,
  /^\/userdata\//,
  // A last path segment with a dot (e.g. /icons/icon-192.png, /sw.js) is a file, not a route.
  /^[^?]*\/[^/?]+\.[^/?]+(?:\?.*)?$/,
]

/** True when a navigation to this path (with search) is served from the precached shell. */
export function isAppNavigation(pathAndSearch: string): boolean {
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch))
}

export function isRuntimeConfigRequest(url: URL, swOrigin: string): boolean {
  return url.origin === swOrigin && url.pathname === RUNTIME_CONFIG_PATH
}

/** The message the page posts (workbox-window's messageSkipWaiting) to activate a waiting worker. */
export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING'
}
