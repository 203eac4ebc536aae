import * as v from 'valibot'
import type { InventoryLoadRequest } from './contract'
import { InventoryLoadRequestSchema } from './protocol'

/**
 * The inventory prefetch (src/core/early-data.ts): index.html's inline script starts the hub's
 * SharedWorker on a first visit and posts `{[INVENTORY_PREFETCH_KEY]: request}` on its port
 * before the app's scripts have arrived. The hub starts the load at once; the app's own
 * loadInventory, seconds later, joins it (InventoryService shares a load of the same URL).
 */
export const INVENTORY_PREFETCH_KEY = 'murmurInventoryPrefetch'

const PrefetchMessageSchema = v.object({ [INVENTORY_PREFETCH_KEY]: InventoryLoadRequestSchema })

/**
 * Listens on a tab's port before Comlink does: a prefetch message starts `load` and goes no
 * further (Comlink would answer it as a call it does not know); every other message passes.
 */
export function listenForInventoryPrefetch(
  port: Pick<MessagePort, 'addEventListener'>,
  load: (request: InventoryLoadRequest) => Promise<unknown>,
): void {
  port.addEventListener('message', (event) => {
    const message = v.safeParse(PrefetchMessageSchema, event.data)
    if (!message.success) return
    event.stopImmediatePropagation()
    // A failed prefetch costs nothing: the app's own load asks again and reports what fails.
    load(message.output[INVENTORY_PREFETCH_KEY]).catch(() => undefined)
  })
}
