export { connectLiveClient } from './client'
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
export { INVENTORY_SEARCH_LIMIT, INVENTORY_SEARCH_MAX_LIMIT } from './contract'
export { findSearchMatch } from './search-text'
export { INITIAL_STATUS } from './tab-client'
