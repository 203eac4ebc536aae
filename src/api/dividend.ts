import { type BasicCredentials, type DividendAnswer, DividendAnswerSchema } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, idsSegment, requestOptions } from './market'

/** GET /v6/titles/{ident}/dividend: dividends paid and announced, trailing sums, yield, payout. */
export function getTitleDividend(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<DividendAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/dividend`,
    credentials,
    schema: DividendAnswerSchema,
    ...requestOptions(options),
  })
}
