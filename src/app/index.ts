export { holdFirstPage, useAfterFirstPage, useAfterPaint } from './after-first-page'
export { AuthProvider, useAuth, useAuthStore } from './auth-context'
export {
  type AuthSnapshot,
  type AuthStore,
  type AuthStoreOptions,
  createAuthStore,
  isLoggedIn,
  type LoggedIn,
  type LoginResult,
  type StorageLike,
  type Verification,
} from './auth-store'
export { liveFingerprint } from './fingerprint'
export { decideFor, guardRoute, redirectFor, redirectIfLoggedIn } from './guards'
export {
  type InventorySearchState,
  type TitleUpdate,
  useInventorySearch,
  useLiveClient,
  useLiveStatus,
  useLiveWanted,
  useTitleTicks,
  useTitleUpdates,
} from './live'
export { useOnline } from './online'
export { ensurePageData } from './query-client'
export { afterLoginPath, safeRedirectPath } from './redirect'
export { readRememberedEmail, rememberEmail } from './remembered-email'
export type { RouterContext } from './router-context'
export type { RuntimeConfigSource } from './runtime-config'
export { useRuntimeConfig, useRuntimeConfigLoaded, useRuntimeConfigSource } from './runtime-config-context'
