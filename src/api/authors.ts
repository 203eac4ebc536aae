import type * as v from 'valibot'
import { AuthorDetailAnswerSchema, AuthorNetworkAnswerSchema, type BasicCredentials } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, type DateRangeParams, requestOptions } from './market'

/** The author page's calls (data-interface §7 "Authors"); all need the author view (35 otherwise). */

export type AuthorDetail = v.InferOutput<typeof AuthorDetailAnswerSchema>
export type AuthorNetwork = v.InferOutput<typeof AuthorNetworkAnswerSchema>

export interface AuthorRef {
  source: string
  name: string
}

const authorPath = (author: AuthorRef) =>
  `/authors/${encodeURIComponent(author.source)}/${encodeURIComponent(author.name)}`

/** GET /v6/authors/{source}/{author}: impact, bot likeliness, statistics, mentioned assets, other sources. */
export function getAuthor(
  author: AuthorRef,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<AuthorDetail>> {
  return (options.client ?? apiClient).request({
    path: authorPath(author),
    credentials,
    schema: AuthorDetailAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/authors/{source}/{author}/network: the titles the author writes about and who else does. */
export function getAuthorNetwork(
  author: AuthorRef,
  params: DateRangeParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<AuthorNetwork>> {
  return (options.client ?? apiClient).request({
    path: `${authorPath(author)}/network`,
    query: { startDate: params.startDate, endDate: params.endDate },
    credentials,
    schema: AuthorNetworkAnswerSchema,
    ...requestOptions(options),
  })
}
