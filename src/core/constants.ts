/** Business constants of application §9 used so far. */
export const AUTH_STORE_VERSION = 1
export const AUTH_STORE_KEY = 'murmur.auth'

/** Longest delay setTimeout honours in browsers and Node (about 24.8 days); longer waits overflow. */
export const MAX_TIMER_MS = 2 ** 31 - 1
