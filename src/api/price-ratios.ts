import { type BasicCredentials, type PriceRatiosAnswer, PriceRatiosAnswerSchema } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, idsSegment, requestOptions } from './market'

/** GET /v6/titles/{ident}/price_ratios: valuation from the last close and reported earnings. */
export function getTitlePriceRatios(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<PriceRatiosAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/price_ratios`,
    credentials,
    schema: PriceRatiosAnswerSchema,
    ...requestOptions(options),
  })
}
