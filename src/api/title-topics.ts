import { type BasicCredentials, type TitleTopicsAnswer, TitleTopicsAnswerSchema } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** GET /v6/titles/{ident}/topics: the words and phrases of the range's top messages about the title. */
export function getTitleTopics(
  titleId: number,
  params: { startDate: number; endDate: number },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TitleTopicsAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${titleId}/topics`,
    query: { startDate: params.startDate, endDate: params.endDate },
    credentials,
    schema: TitleTopicsAnswerSchema,
    ...requestOptions(options),
  })
}
