/** A first visit registers the service worker at the latest this long after the app started. */
export const REGISTER_AT_LATEST_MS = 20_000

/**
 * Whether the service worker may be registered now. A first visit (no worker controls the page)
 * waits while the hub downloads the asset inventory: installing precaches the whole build (its
 * icons alone are 100 kB), and on a slow link that download shares the inventory's bandwidth.
 * A page a worker controls only checks for an update, and registers at once.
 */
export function mayRegisterWorker(state: {
  controlled: boolean
  inventoryLoading: boolean
  waitedMs: number
}): boolean {
  return state.controlled || !state.inventoryLoading || state.waitedMs >= REGISTER_AT_LATEST_MS
}
