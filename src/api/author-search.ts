import type * as v from 'valibot'
import { AuthorSearchAnswerSchema, type BasicCredentials } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** GET /v6/authors/search: authors whose handle or name contains the query, most impact first. */
export function searchAuthors(
  query: string,
  limit: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<v.InferOutput<typeof AuthorSearchAnswerSchema>>> {
  return (options.client ?? apiClient).request({
    path: '/authors/search',
    query: { query, limit },
    credentials,
    schema: AuthorSearchAnswerSchema,
    ...requestOptions(options),
  })
}
