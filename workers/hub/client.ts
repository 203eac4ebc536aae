import * as Comlink from 'comlink'
import type { LiveClient } from './contract'
import { type AsyncTabApi, type TabApi, tabLockName } from './protocol'
import { remoteTabApi } from './remote-api'
import { TabHubClient } from './tab-client'

/** Holds this tab's lock for its whole life, so the hub learns when the tab is gone. */
function holdTabLock(tabId: string): Promise<void> {
  if (!('locks' in navigator)) return Promise.resolve()
  return new Promise((acquired) => {
    void navigator.locks.request(tabLockName(tabId), () => {
      acquired()
      return new Promise<never>(() => {})
    })
  })
}

function sharedWorkerApi(remote: Comlink.Remote<TabApi>): AsyncTabApi {
  return remoteTabApi(remote, (tabId, listener) => remote.hello(tabId, listener && Comlink.proxy(listener)))
}

function connectSharedWorker(client: TabHubClient, worker: SharedWorker): void {
  client.adopt({
    api: sharedWorkerApi(Comlink.wrap<TabApi>(worker.port)),
    mode: 'shared-worker',
    listener: (handler) => handler,
  })
}

async function start(client: TabHubClient, worker: SharedWorker | null): Promise<void> {
  await holdTabLock(client.tabId)
  if (worker) {
    connectSharedWorker(client, worker)
    return
  }
  if ('locks' in navigator && typeof BroadcastChannel === 'function') {
    const { startLockFallback } = await import('./lock-fallback')
    startLockFallback(client)
    return
  }
  // Neither SharedWorker nor Web Locks: this tab keeps a hub of its own.
  const [{ createBrowserHub }, { createTabApi }, { inProcessApi }] = await Promise.all([
    import('./browser-hub'),
    import('./tab-api'),
    import('./in-process-api'),
  ])
  client.adopt({ api: inProcessApi(createTabApi(createBrowserHub())), mode: 'leader', listener: (h) => h })
}

/**
 * The tab's handle on the one live connection shared by every tab of this browser; `worker` is
 * the hub's SharedWorker started at boot (startHubWorker), null where there is none.
 */
export function connectLiveClient(worker: SharedWorker | null): LiveClient {
  const client = new TabHubClient(crypto.randomUUID())
  void start(client, worker)
  addEventListener('pagehide', (event) => {
    if (!event.persisted) client.close()
  })
  return client
}
