export {
  BOT_CHECK_CHALLENGE_PATH,
  botCheckChallengeUrl,
  requestPasswordReset,
  setNewPassword,
  signUp,
} from './accounts'
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
export {
  getMorningBriefingSubscriptions,
  type MorningBriefingSubscriptions,
  subscribeMorningBriefing,
  unsubscribeMorningBriefing,
} from './morning-briefings'
export { getProfile, updateUserData } from './profile'
export {
  cancelSubscription,
  checkPromotionCode,
  getSubscriptionPlans,
  orderSubscription,
} from './subscriptions'
export { getUserOptions, parseUserOptions, saveUserOptions } from './user-options'
export { type CallOptions, getUserData } from './userdata'
