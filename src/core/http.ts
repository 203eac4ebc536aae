/** Headers every /v6 request carries (application §7). */
export const APP_VERSION_HEADER = 'x-app-version'
export const NO_CACHE_HEADERS = { 'cache-control': 'no-cache', pragma: 'no-cache' } as const
export const API_BASE_PATH = '/v6'
