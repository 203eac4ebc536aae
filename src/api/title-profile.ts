import {
  type BasicCredentials,
  type PositionsAnswer,
  PositionsAnswerSchema,
  type RatingsAnswer,
  RatingsAnswerSchema,
  type RatingsHistoryAnswer,
  RatingsHistoryAnswerSchema,
  type SubsidiariesAnswer,
  SubsidiariesAnswerSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, idsSegment, requestOptions } from './market'

/**
 * A title's AI rating (today and day by day) and its people and holdings (data-interface §7
 * "Ratings", "Financials"): the asset page's AI rating, executives and subsidiaries widgets.
 */

export function getTitleRatings(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<RatingsAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/ratings`,
    credentials,
    schema: RatingsAnswerSchema,
    ...requestOptions(options),
  })
}

/** One rating per day from `startDate` to `endDate` (epoch ms; the server's default: the last 30 days). */
export function getTitleRatingsHistory(
  id: number,
  range: { startDate: number; endDate: number },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<RatingsHistoryAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/ratings/history`,
    query: { startDate: range.startDate, endDate: range.endDate },
    credentials,
    schema: RatingsHistoryAnswerSchema,
    ...requestOptions(options),
  })
}

export function getTitlePositions(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<PositionsAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/positions`,
    credentials,
    schema: PositionsAnswerSchema,
    ...requestOptions(options),
  })
}

export function getTitleSubsidiaries(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<SubsidiariesAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/subsidiaries`,
    credentials,
    schema: SubsidiariesAnswerSchema,
    ...requestOptions(options),
  })
}
