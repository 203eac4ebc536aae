import type { AsyncTabApi, TabApi } from './protocol'

/** Calls on a hub in this very tab, made asynchronous like remote ones. */
export function inProcessApi(api: TabApi): AsyncTabApi {
  return {
    hello: async (tabId, listener) => api.hello(tabId, listener),
    setSession: async (session) => api.setSession(session),
    subscribe: async (request) => api.subscribe(request),
    unsubscribe: async (id) => api.unsubscribe(id),
    subscribeTicks: async (titles) => api.subscribeTicks(titles),
    unsubscribeTicks: async (id) => api.unsubscribeTicks(id),
    subscribeStreamPosts: async () => api.subscribeStreamPosts(),
    unsubscribeStreamPosts: async (id) => api.unsubscribeStreamPosts(id),
    subscribeAlerts: async (presence) => api.subscribeAlerts(presence),
    unsubscribeAlerts: async (id) => api.unsubscribeAlerts(id),
    setPresence: async (presence) => api.setPresence(presence),
    markAlertsSeen: async () => api.markAlertsSeen(),
    loadInventory: (request) => api.loadInventory(request),
    searchInventory: async (query, limit) => api.searchInventory(query, limit),
    heartbeat: async () => api.heartbeat(),
    goodbye: async () => api.goodbye(),
  }
}
