import { readInventoryBinary } from '../sw/inventory-binary-read'
import { cachedInventoryFetch } from '../sw/inventory-cache'
import { systemClock } from './clock'
import { Hub } from './hub'
import { createSocketIoSocket } from './live-socket'
import { tabLockName } from './protocol'

/** Waits for the tab's own lock: it is granted to us only once the tab is gone. */
function watchTabLock(tabId: string, onGone: () => void): void {
  if (!('locks' in navigator)) return
  navigator.locks
    .request(tabLockName(tabId), async () => {
      onGone()
    })
    .catch(() => {})
}

/**
 * The hub with real sockets, clock, Web Locks and the IndexedDB inventory cache; used by the
 * SharedWorker and the leader tab.
 */
export function createBrowserHub(): Hub {
  return new Hub({
    createSocket: createSocketIoSocket,
    clock: systemClock,
    log: { warn: (message, detail) => console.warn(`[murmur hub] ${message}`, detail ?? '') },
    watchTab: watchTabLock,
    fetchInventory: (url, headers) => cachedInventoryFetch(url, headers, { readBinary: readInventoryBinary }),
  })
}
