import * as v from 'valibot'
import type { InventoryLoadRequest } from './contract'
import { INVENTORY_PREFETCH_KEY } from './inventory-prefetch-message'
import { InventoryLoadRequestSchema } from './inventory-request'

/**
 * The hub's side of the inventory prefetch (inventory-prefetch-message.ts): the worker's entry
 * starts the download when the message arrives, before the rest of the hub has loaded; the
 * tab's own loadInventory, once its hub client has loaded, takes the result
 * (InventoryService.prefetch).
 */

const PrefetchMessageSchema = v.object({ [INVENTORY_PREFETCH_KEY]: InventoryLoadRequestSchema })

/** The request of a prefetch message; null for every other message. */
export function inventoryPrefetchOf(data: unknown): InventoryLoadRequest | null {
  const message = v.safeParse(PrefetchMessageSchema, data)
  return message.success ? message.output[INVENTORY_PREFETCH_KEY] : null
}
