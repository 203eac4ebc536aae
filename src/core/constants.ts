/** Business constants of application §9 used so far. */
export const AUTH_STORE_VERSION = 1
export const AUTH_STORE_KEY = 'murmur.auth'
