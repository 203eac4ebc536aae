import * as Comlink from 'comlink'
import { createBrowserHub } from './browser-hub'
import { listenForInventoryPrefetch } from './inventory-prefetch'
import type { TabListener } from './protocol'
import { createTabApi } from './tab-api'

/** SharedWorker entry: one hub, one socket, a Comlink facade per connecting tab. */
const hub = createBrowserHub()

const releaseProxy = (listener: TabListener) => {
  const proxy = listener as Partial<Comlink.Remote<TabListener>>
  proxy[Comlink.releaseProxy]?.()
}

/** The SharedWorker global, typed locally: this folder compiles with DOM types, shared with the tab. */
interface SharedWorkerScope {
  addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void
}

const scope = self as unknown as SharedWorkerScope
scope.addEventListener('connect', (event) => {
  const [port] = event.ports
  if (!port) return
  listenForInventoryPrefetch(port, (request) => hub.inventory.prefetch(request))
  Comlink.expose(createTabApi(hub, undefined, releaseProxy), port)
})
