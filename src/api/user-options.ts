import * as v from 'valibot'
import { type BasicCredentials, type UserOptions, UserOptionsSchema, UserOptsSchema } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import type { CallOptions } from './userdata'

/**
 * Reads the opts JSON string. An empty or unreadable string counts as no options at all (the
 * first-login setup then asks for them); it is never an error for the caller.
 */
export function parseUserOptions(opts: string): UserOptions {
  if (opts.trim() === '') return {}
  try {
    const parsed = v.safeParse(UserOptionsSchema, JSON.parse(opts))
    return parsed.success ? parsed.output : {}
  } catch {
    return {}
  }
}

/** GET /v6/userdata/opts: the user's options, parsed from their JSON string. */
export async function getUserOptions(
  credentials: BasicCredentials,
  options: CallOptions = {},
): Promise<ApiResult<UserOptions>> {
  const result = await (options.client ?? apiClient).request({
    path: '/userdata/opts',
    credentials,
    schema: UserOptsSchema,
    signal: options.signal,
  })
  return result.ok ? { ok: true, value: parseUserOptions(result.value.opts), status: result.status } : result
}

/** POST /v6/userdata/opts with {opts: JSON string}; a 200 answer means saved. */
export async function saveUserOptions(
  credentials: BasicCredentials,
  userOptions: UserOptions,
  options: CallOptions = {},
): Promise<ApiResult<UserOptions>> {
  const result = await (options.client ?? apiClient).request({
    method: 'POST',
    path: '/userdata/opts',
    body: { opts: JSON.stringify(userOptions) },
    credentials,
    schema: v.unknown(),
    signal: options.signal,
  })
  return result.ok ? { ok: true, value: userOptions, status: result.status } : result
}
