export {
  BOT_CHECK_CHALLENGE_PATH,
  botCheckChallengeUrl,
  requestPasswordReset,
  setNewPassword,
  signUp,
} from './accounts'
export { searchAuthors } from './author-search'
export {
  type AuthorDetail,
  type AuthorNetwork,
  type AuthorRef,
  getAuthor,
  getAuthorNetwork,
} from './authors'
export { type BriefingListParams, getBriefing, listBriefings } from './briefings'
export {
  type CancelReason,
  cancelledResult,
  createLatestLoad,
  DEFAULT_CANCEL_ON,
  isCancelled,
  type LatestLoad,
} from './cancellation'
export { deleteChatConversation, getChatConversation, listChatConversations, streamChat } from './chat'
export {
  type ApiClient,
  type ApiClientConfig,
  type ApiError,
  type ApiErrorKind,
  type ApiRequest,
  type ApiResult,
  buildApiUrl,
  createApiClient,
  isAuthRejection,
} from './client'
export { contactSales } from './contact-sales'
export { APP_VERSION, apiClient, configureApiBaseUrl } from './default-client'
export { getTitleDividend } from './dividend'
export { type DownloadRequest, downloadCsv } from './download'
export {
  type DataCallOptions,
  type DateRangeParams,
  getTitleHistory,
  getTitleInfo,
  getTitleIntraday,
  getTitleQuotes,
  type IntradayAnswer,
  type QuotesAnswer,
  requestOptions,
  type TitleHistory,
  type TitleHistoryParams,
  type TitleInfoAnswer,
} from './market'
export {
  type EarningsAnswer,
  getRelatedTitles,
  getStandardTriggers,
  getTitleEarnings,
  getTitleShortSales,
  getTitleSnapshots,
  getTitleTechnicals,
  type RelatedAnswer,
  type RelatedTitle,
  type StandardTrigger,
  type StandardTriggersAnswer,
  type StandardTriggersParams,
  type TitleSnapshot,
  type TitleSnapshotAnswer,
} from './market-widgets'
export {
  getTitleKeyEvents,
  getTitleMessageStatistics,
  type MessageStatisticsAnswer,
  searchMessages,
  type TitleKeyEvent,
  type TitleKeyEventsAnswer,
  type TitleMessageFilterParams,
} from './messages'
export {
  getMorningBriefingSubscriptions,
  type MorningBriefingSubscriptions,
  subscribeMorningBriefing,
  unsubscribeMorningBriefing,
} from './morning-briefings'
export {
  type ExecutiveSummaryParams,
  getExecutiveSummary,
  type NewsbotItem,
  type NewsbotTitleAnswer,
} from './newsbot'
export { getTitlePulsePicks } from './picks'
export { getTitlePriceRatios } from './price-ratios'
export { getProfile, updateUserData } from './profile'
export { deletePushSubscription, getPushKey, savePushSubscription } from './push'
export { ApiCallError, isNotFoundError, unwrap } from './query-result'
export { DEFAULT_PRIORITY, SEARCH_PRIORITY } from './queue'
export {
  type CountryList,
  type ExchangeList,
  getCountries,
  getExchanges,
  getKeyEventGroups,
  getLists,
  getSectors,
  getSources,
  getSourceTypes,
  inventoryRequestHeaders,
  inventoryUrl,
  type KeyEventGroupList,
  type ReferenceCallOptions,
  type SectorList,
  type SourceList,
  type SourceTypeList,
  type TitleLists,
} from './reference'
export {
  createResearchRequest,
  deleteResearchRequest,
  getResearchRequest,
  listResearchRequests,
  updateResearchRequest,
} from './research'
export { isRetriable, RETRY_POLICY, type RetryPolicy, retryDelay } from './retry'
export { deleteRule, listRules, saveRule } from './rules'
export {
  getMarketOverview,
  getStreamPosts,
  getStreamPostsByUuid,
  getTitlesOfType,
  getTriggersFeed,
  type StreamPostsParams,
} from './stream'
export {
  cancelSubscription,
  checkPromotionCode,
  getSubscriptionPlans,
  orderSubscription,
} from './subscriptions'
export { getTitleEntities } from './title-entities'
export {
  type AvailableFilters,
  getAvailableFilters,
  getListTopFlop,
  listTitles,
  type TitleListParams,
  type TitlesAnswer,
  type TopFlopAnswer,
} from './title-lists'
export {
  getTitlePositions,
  getTitleRatings,
  getTitleRatingsHistory,
  getTitleSubsidiaries,
} from './title-profile'
export { getTitleProfiles } from './title-profiles'
export { getTitleTopics } from './title-topics'
export {
  getSearchCompletions,
  getSearchTrends,
  getStorySamples,
  getTopCategories,
  getTopSources,
  getTopStories,
  getTrendingTopics,
  type TrendRadarParams,
} from './trend-radar'
export { getTitleTriggers, getTriggers } from './triggers'
export { getUserOptions, parseUserOptions, saveUserOptions } from './user-options'
export { type CallOptions, getUserData } from './userdata'
export {
  addWatchlistItems,
  addWatchlistView,
  createWatchlist,
  deleteWatchlist,
  getWatchlist,
  getWatchlists,
  removeWatchlistAuthors,
  removeWatchlistTitle,
  removeWatchlistViews,
  renameWatchlist,
} from './watchlists'
