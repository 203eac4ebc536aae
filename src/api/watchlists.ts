import {
  type BasicCredentials,
  type Watchlist,
  type WatchlistDetail,
  WatchlistDetailSchema,
  type WatchlistFilterBody,
  type WatchlistFilterEntry,
  WatchlistSchema,
  type WatchlistsAnswer,
  WatchlistsAnswerSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** The watchlist calls (application §7 "Watchlists"; data-interface §7). */

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

/** GET /v6/watchlists/{wid}: one watchlist with its assets' latest daily buzz and sentiment. */
export function getWatchlist(
  wid: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<WatchlistDetail>> {
  return (options.client ?? apiClient).request({
    path: `/watchlists/${wid}`,
    query: { partition: 'daily_5am' },
    credentials,
    schema: WatchlistDetailSchema,
    ...requestOptions(options),
  })
}

export function createWatchlist(
  name: string,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<Watchlist>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/watchlists',
    body: { name },
    credentials,
    schema: WatchlistSchema,
    ...requestOptions(options),
  })
}

/** PATCH /v6/watchlists/{wid} {name} (Murmur's addition). */
export function renameWatchlist(
  wid: number,
  name: string,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<WatchlistDetail>> {
  return (options.client ?? apiClient).request({
    method: 'PATCH',
    path: `/watchlists/${wid}`,
    body: { name },
    credentials,
    schema: WatchlistDetailSchema,
    ...requestOptions(options),
  })
}

export function deleteWatchlist(
  wid: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<Watchlist>> {
  return (options.client ?? apiClient).request({
    method: 'DELETE',
    path: `/watchlists/${wid}`,
    credentials,
    schema: WatchlistSchema,
    ...requestOptions(options),
  })
}

/** POST /v6/watchlists/{wid}: adds titles and authors (the tier's capacity is checked by the server too). */
export function addWatchlistItems(
  wid: number,
  items: { titles?: number[]; authors?: Array<{ name: string; source: string }> },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<WatchlistDetail>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: `/watchlists/${wid}`,
    body: items,
    credentials,
    schema: WatchlistDetailSchema,
    ...requestOptions(options),
  })
}

/** DELETE /v6/watchlists/{wid}/{ident}: removes one asset. */
export function removeWatchlistTitle(
  wid: number,
  titleId: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<WatchlistDetail>> {
  return (options.client ?? apiClient).request({
    method: 'DELETE',
    path: `/watchlists/${wid}/${titleId}`,
    credentials,
    schema: WatchlistDetailSchema,
    ...requestOptions(options),
  })
}

/** DELETE /v6/watchlists/{wid}/authors {authors}. */
export function removeWatchlistAuthors(
  wid: number,
  authors: Array<{ name: string; source: string }>,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<WatchlistDetail>> {
  return (options.client ?? apiClient).request({
    method: 'DELETE',
    path: `/watchlists/${wid}/authors`,
    body: { authors },
    credentials,
    schema: WatchlistDetailSchema,
    ...requestOptions(options),
  })
}

/** DELETE /v6/watchlists/{wid}/filters [{filter}]: removes saved views. */
export function removeWatchlistViews(
  wid: number,
  views: ReadonlyArray<{ filter: WatchlistFilterEntry['filter'] }>,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<WatchlistDetail>> {
  return (options.client ?? apiClient).request({
    method: 'DELETE',
    path: `/watchlists/${wid}/filters`,
    body: views.map((view) => ({ filter: view.filter })),
    credentials,
    schema: WatchlistDetailSchema,
    ...requestOptions(options),
  })
}

/** POST /v6/watchlists/{wid}/filters {filter, name, alerts}: saves a view (the same filter replaces it). */
export function addWatchlistView(
  wid: number,
  view: WatchlistFilterBody,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<WatchlistDetail>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: `/watchlists/${wid}/filters`,
    body: view,
    credentials,
    schema: WatchlistDetailSchema,
    ...requestOptions(options),
  })
}
