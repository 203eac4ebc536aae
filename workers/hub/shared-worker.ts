import type { Remote } from 'comlink'
import { cachedInventoryFetch } from '../sw/inventory-cache'
import { heldPort } from './held-port'
import { inventoryPrefetchOf } from './inventory-prefetch'
import type { TabListener } from './protocol'

/**
 * SharedWorker entry: one hub, one socket, a Comlink facade per connecting tab. The entry is
 * small and takes a tab's inventory prefetch at once: on a first visit over a slow network the
 * inventory download starts before the hub, its socket client and Comlink have arrived.
 */
const loaded = Promise.all([import('comlink'), import('./browser-hub'), import('./tab-api')]).then(
  ([Comlink, { createBrowserHub }, { createTabApi }]) => ({ Comlink, createTabApi, hub: createBrowserHub() }),
)
loaded.catch((error: unknown) => console.error('[murmur hub] the hub did not load', error))

/** The SharedWorker global, typed locally: this folder compiles with DOM types, shared with the tab. */
interface SharedWorkerScope {
  addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void
}

function prefetch(data: unknown): boolean {
  const request = inventoryPrefetchOf(data)
  if (!request) return false
  const started = {
    answer: cachedInventoryFetch(request.url, request.headers, {
      readBinary: (response) =>
        import('../sw/inventory-binary-read').then(({ readInventoryBinary }) =>
          readInventoryBinary(response),
        ),
    }),
    startedAt: Date.now(),
    measuredAt: performance.now(),
  }
  // A failed prefetch costs nothing: the tab's own load reads again and reports what fails.
  started.answer.catch(() => undefined)
  void loaded.then(({ hub }) => hub.inventory.prefetch(request, started).catch(() => undefined))
  return true
}

const scope = self as unknown as SharedWorkerScope
scope.addEventListener('connect', (event) => {
  const [port] = event.ports
  if (!port) return
  const endpoint = heldPort(port, prefetch)
  void loaded.then(({ Comlink, createTabApi, hub }) => {
    const releaseProxy = (listener: TabListener) => {
      const proxy = listener as Partial<Remote<TabListener>>
      proxy[Comlink.releaseProxy]?.()
    }
    Comlink.expose(createTabApi(hub, undefined, releaseProxy), endpoint)
  })
})
