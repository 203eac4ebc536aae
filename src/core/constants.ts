/** Business constants of application §9 used so far. */
export const AUTH_STORE_VERSION = 1
export const AUTH_STORE_KEY = 'murmur.auth'

/** The inventory cache (application §9): 24 hours, version 2. */
export const INVENTORY_CACHE_VERSION = 2
export const INVENTORY_CACHE_MAX_AGE_MS = 86_400_000

/** Longest delay setTimeout honours in browsers and Node (about 24.8 days); longer waits overflow. */
export const MAX_TIMER_MS = 2 ** 31 - 1

/** Latest alerts reach this far back (application §9 "latest alerts 30 days"). */
export const LATEST_ALERTS_DAYS = 30
