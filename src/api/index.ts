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
export { APP_VERSION, apiClient, configureApiBaseUrl } from './default-client'
export { type CallOptions, getUserData } from './userdata'
