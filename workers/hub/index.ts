export type {
  HubMode,
  HubSession,
  InventoryLoadRequest,
  InventoryLoadResult,
  InventoryMatch,
  InventorySearchAnswer,
  InventorySearchResult,
  InventorySource,
  LiveClient,
  LiveMessage,
  LiveStatus,
  TitleSubscriptionRequest,
} from './contract'
export { INITIAL_STATUS, INVENTORY_SEARCH_LIMIT, INVENTORY_SEARCH_MAX_LIMIT } from './contract'
export { deferredLiveClient } from './deferred-client'
export { startHubWorker } from './early-worker'
export { postInventoryPrefetch } from './inventory-prefetch-message'
export { findSearchMatch } from './search-text'
