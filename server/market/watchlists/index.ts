export { type WatchlistUsage, watchlistUsage } from './capacity'
export { watchlistDetail } from './detail'
export { hasFilter, removeFilters, replaceFilter } from './filters'
export {
  addItems,
  loadWatchlist,
  loadWatchlists,
  missingFrom,
  removeAuthors,
  removeQueries,
  removeTitle,
  type WatchlistAuthorRef,
  type WatchlistItems,
} from './items'
export { watchlistMessages } from './messages'
export {
  countUserWatchlists,
  deleteWatchlist,
  insertWatchlist,
  ownedWatchlist,
  renameWatchlist,
  userWatchlistRows,
  type WatchlistRow,
} from './store'
export { userWatchlistTitles, watchlistTitleIds } from './titles'
