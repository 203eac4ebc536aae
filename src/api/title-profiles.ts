import { type BasicCredentials, type TitleProfilesAnswer, TitleProfilesAnswerSchema } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** GET /v6/titles/{ident}/profiles: the accounts that write about the title, most messages first. */
export function getTitleProfiles(
  titleId: number,
  params: { startDate: number; endDate: number; limit: number },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TitleProfilesAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${titleId}/profiles`,
    query: { startDate: params.startDate, endDate: params.endDate, limit: params.limit },
    credentials,
    schema: TitleProfilesAnswerSchema,
    ...requestOptions(options),
  })
}
