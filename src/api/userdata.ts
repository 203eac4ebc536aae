import { type BasicCredentials, type UserData, UserDataSchema } from '../core'
import type { CancelReason } from './cancellation'
import type { ApiClient, ApiResult } from './client'
import { apiClient } from './default-client'

export interface CallOptions {
  signal?: AbortSignal
  /** Another client (tests); the app's shared client by default. */
  client?: ApiClient
  /** The reasons that cancel the call; ['page', 'logout'] by default. */
  cancelOn?: readonly CancelReason[]
}

/** GET /v6/userdata?withPendingSubscriptions=true: the current user, checked with basic credentials. */
export function getUserData(
  credentials: BasicCredentials,
  options: CallOptions = {},
): Promise<ApiResult<UserData>> {
  return (options.client ?? apiClient).request({
    path: '/userdata',
    query: { withPendingSubscriptions: true },
    credentials,
    schema: UserDataSchema,
    signal: options.signal,
    cancelOn: options.cancelOn,
  })
}
