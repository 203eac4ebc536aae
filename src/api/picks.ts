import { type BasicCredentials, type PulsePicksAnswer, PulsePicksAnswerSchema } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, idsSegment, requestOptions } from './market'

/** GET /v6/pulsepicks/{ident}: one title's pulse picks with their returns, newest first. */
export function getTitlePulsePicks(
  id: number,
  credentials: BasicCredentials,
  limit: number,
  options: DataCallOptions = {},
): Promise<ApiResult<PulsePicksAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/pulsepicks/${idsSegment([id])}`,
    query: { limit },
    credentials,
    schema: PulsePicksAnswerSchema,
    ...requestOptions(options),
  })
}
