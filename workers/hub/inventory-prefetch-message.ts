import type { InventoryLoadRequest } from './contract'

/**
 * The inventory prefetch on the hub worker's port (inventory-prefetch.ts reads it): a tab whose
 * hub client code is still loading posts `{[INVENTORY_PREFETCH_KEY]: request}` on the port the
 * worker was started with, so the hub starts the largest download of a first visit at once
 * instead of once that code has arrived (issue 19: a second and more on a slow network).
 */
export const INVENTORY_PREFETCH_KEY = 'murmurInventoryPrefetch'

export function postInventoryPrefetch(
  port: Pick<MessagePort, 'postMessage'>,
  request: InventoryLoadRequest,
): void {
  port.postMessage({ [INVENTORY_PREFETCH_KEY]: request })
}
