import { type BasicCredentials, type WatchlistsAnswer, WatchlistsAnswerSchema } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** GET /v6/watchlists?inventory=true: the user's watchlists and every title on them. */
export function getWatchlists(
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<WatchlistsAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/watchlists',
    query: { inventory: 'true' },
    credentials,
    schema: WatchlistsAnswerSchema,
    ...requestOptions(options),
  })
}
