export { missedMessages } from './missed-messages'
export { createLivePublisher, LIVE_MIN_EMIT_INTERVAL_MS, type LivePublisher } from './publisher'
export {
  parseTitleRoom,
  STD_SIGNALS_ROOM,
  streamPostsRoom,
  titleMessagesRoom,
  titleRoom,
  titleTicksRoom,
  userSignalsRoom,
} from './rooms'
export { attachLiveServer, type LiveDeps, type LiveHandle } from './server'
export type { LiveServer, LiveSocket, ServerToClientEvents } from './state'
export { subscriptionLookup } from './subscription-lookup'
export { SUBSCRIPTION_CHECK_MS } from './subscription-watch'
export { createTitleDirectory, type TitleDirectory } from './title-directory'
export {
  createWatchlistDirectory,
  followWatchlistChanges,
  type WatchlistDirectory,
} from './watchlist-subscription'
