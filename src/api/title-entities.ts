import type * as v from 'valibot'
import { type BasicCredentials, TitleEntitiesAnswerSchema } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** GET /v6/titles/{ident}/entities: titles and people mentioned with the title, most first. */
export function getTitleEntities(
  titleId: number,
  params: { startDate: number; endDate: number; limit: number },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<v.InferOutput<typeof TitleEntitiesAnswerSchema>>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${titleId}/entities`,
    query: { startDate: params.startDate, endDate: params.endDate, limit: params.limit },
    credentials,
    schema: TitleEntitiesAnswerSchema,
    ...requestOptions(options),
  })
}
