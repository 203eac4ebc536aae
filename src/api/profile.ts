import {
  type BasicCredentials,
  type UserDataChange,
  UserDataChangeAnswerSchema,
  type UserProfile,
  UserProfileSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import type { CallOptions } from './userdata'

/** GET /v6/userdata/profile: the fields of the user data form. */
export function getProfile(
  credentials: BasicCredentials,
  options: CallOptions = {},
): Promise<ApiResult<UserProfile>> {
  return (options.client ?? apiClient).request({
    path: '/userdata/profile',
    credentials,
    schema: UserProfileSchema,
    signal: options.signal,
  })
}

/** POST /v6/userdata: changes the given profile fields; answers the changed profile. */
export async function updateUserData(
  credentials: BasicCredentials,
  change: UserDataChange,
  options: CallOptions = {},
): Promise<ApiResult<UserProfile>> {
  const result = await (options.client ?? apiClient).request({
    method: 'POST',
    path: '/userdata',
    body: change,
    credentials,
    schema: UserDataChangeAnswerSchema,
    signal: options.signal,
  })
  return result.ok ? { ok: true, value: result.value.profile, status: result.status } : result
}
