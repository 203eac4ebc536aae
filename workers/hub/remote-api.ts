import type * as Comlink from 'comlink'
import type { AsyncTabApi, TabApi } from './protocol'

/** A hub reached over Comlink; `hello` differs by transport (whether the listener can cross). */
export function remoteTabApi(remote: Comlink.Remote<TabApi>, hello: AsyncTabApi['hello']): AsyncTabApi {
  return {
    hello,
    setSession: (session) => remote.setSession(session),
    subscribe: (request) => remote.subscribe(request),
    unsubscribe: (id) => remote.unsubscribe(id),
    subscribeTicks: (titles) => remote.subscribeTicks(titles),
    unsubscribeTicks: (id) => remote.unsubscribeTicks(id),
    subscribeStreamPosts: () => remote.subscribeStreamPosts(),
    unsubscribeStreamPosts: (id) => remote.unsubscribeStreamPosts(id),
    subscribeAlerts: (presence) => remote.subscribeAlerts(presence),
    unsubscribeAlerts: (id) => remote.unsubscribeAlerts(id),
    setPresence: (presence) => remote.setPresence(presence),
    markAlertsSeen: () => remote.markAlertsSeen(),
    loadInventory: (request) => remote.loadInventory(request),
    searchInventory: (query, limit) => remote.searchInventory(query, limit),
    heartbeat: () => remote.heartbeat(),
    goodbye: () => remote.goodbye(),
  }
}
