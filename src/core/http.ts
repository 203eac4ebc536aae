/** Headers every /v6 request carries (application §7). */
export const APP_VERSION_HEADER = 'x-app-version'
export const NO_CACHE_HEADERS = { 'cache-control': 'no-cache', pragma: 'no-cache' } as const

/** Paths the server answers itself; every other navigation belongs to the app. */
export const API_BASE_PATH = '/v6'
export const LIVE_SOCKET_PATH = '/socket.io'
export const RUNTIME_CONFIG_PATH = '/runtime-config.json'
export const HEALTH_PATH = '/healthz'
/** Readiness: the database (and Redis, when configured) answer; /healthz is liveness only. */
export const READY_PATH = '/readyz'
export const METRICS_PATH = '/metrics'
/** The demo feed's history catching up (demo-history.ts). */
export const DEMO_HISTORY_PATH = '/demo-history.json'

const SERVER_PATHS = [
  API_BASE_PATH,
  LIVE_SOCKET_PATH,
  RUNTIME_CONFIG_PATH,
  HEALTH_PATH,
  READY_PATH,
  METRICS_PATH,
  DEMO_HISTORY_PATH,
]

/**
 * A path under another version of the interface (/v1 … /v5, /v7 and up): the server answers
 * it with code 34, not eligible for this API version (data-interface §6, §8).
 */
export function isOtherApiVersionPath(pathname: string): boolean {
  const version = /^\/v\d{1,9}(?=\/|$)/.exec(pathname)?.[0]
  return version !== undefined && version !== API_BASE_PATH
}

/**
 * True for a pathname the server owns (the path itself or anything below it, and every other
 * API version). The server's SPA fallback and the service worker's navigation fallback both
 * leave these alone.
 */
export function isServerPath(pathname: string): boolean {
  return (
    SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ||
    isOtherApiVersionPath(pathname)
  )
}
