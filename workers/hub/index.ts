export { connectLiveClient } from './client'
export type {
  HubMode,
  HubSession,
  LiveClient,
  LiveMessage,
  LiveStatus,
  TitleSubscriptionRequest,
} from './contract'
export { INITIAL_STATUS } from './tab-client'
