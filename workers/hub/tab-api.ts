import * as v from 'valibot'
import type { Hub } from './hub'
import {
  HubSessionSchema,
  InventoryLoadRequestSchema,
  SearchLimitSchema,
  SearchQuerySchema,
  type TabApi,
  TabIdSchema,
  type TabListener,
  TabPresenceSchema,
  TickTitlesSchema,
  TitleSubscriptionRequestSchema,
} from './protocol'

/**
 * The per-tab facade of the hub. A fixed listener is given where the transport
 * cannot carry callbacks (BroadcastChannel); release frees a Comlink proxy.
 */
export function createTabApi(
  hub: Hub,
  fixedListener?: TabListener,
  release: (listener: TabListener) => void = () => {},
): TabApi {
  let tabId: string | null = null
  return {
    hello(id, listener) {
      const chosen = fixedListener ?? listener
      if (!chosen) throw new Error('hello needs a listener')
      tabId = v.parse(TabIdSchema, id)
      return hub.attachTab(tabId, chosen, () => release(chosen))
    },
    setSession(session) {
      hub.setSession(v.parse(HubSessionSchema, session))
    },
    subscribe(request) {
      if (tabId === null) throw new Error('say hello first')
      return hub.subscribe(tabId, v.parse(TitleSubscriptionRequestSchema, request))
    },
    unsubscribe(subscriptionId) {
      if (tabId !== null) hub.unsubscribe(tabId, v.parse(v.string(), subscriptionId))
    },
    subscribeTicks(titles) {
      if (tabId === null) throw new Error('say hello first')
      return hub.subscribeTicks(tabId, v.parse(TickTitlesSchema, titles))
    },
    unsubscribeTicks(subscriptionId) {
      if (tabId !== null) hub.unsubscribeTicks(tabId, v.parse(v.string(), subscriptionId))
    },
    subscribeStreamPosts() {
      if (tabId === null) throw new Error('say hello first')
      return hub.subscribeStreamPosts(tabId)
    },
    unsubscribeStreamPosts(subscriptionId) {
      if (tabId !== null) hub.unsubscribeStreamPosts(tabId, v.parse(v.string(), subscriptionId))
    },
    subscribeAlerts(presence) {
      if (tabId === null) throw new Error('say hello first')
      return hub.subscribeAlerts(tabId, v.parse(TabPresenceSchema, presence))
    },
    unsubscribeAlerts(subscriptionId) {
      if (tabId !== null) hub.unsubscribeAlerts(tabId, v.parse(v.string(), subscriptionId))
    },
    setPresence(presence) {
      if (tabId !== null) hub.setPresence(tabId, v.parse(TabPresenceSchema, presence))
    },
    markAlertsSeen() {
      hub.markAlertsSeen()
    },
    async loadInventory(request) {
      return hub.inventory.load(v.parse(InventoryLoadRequestSchema, request))
    },
    searchInventory(query, limit) {
      return hub.inventory.search(v.parse(SearchQuerySchema, query), v.parse(SearchLimitSchema, limit))
    },
    heartbeat() {
      return tabId !== null && hub.touchTab(tabId)
    },
    goodbye() {
      if (tabId !== null) hub.detachTab(tabId)
    },
  }
}
