import {
  type BasicCredentials,
  type Briefing,
  type BriefingListAnswer,
  BriefingListAnswerSchema,
  BriefingSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

export interface BriefingListParams {
  edition: string
  language: 'en' | 'de'
  /** A subscriber's zone; the edition's own when left out. */
  timezone?: string
}

/** GET /v6/morning-briefings/reports: one edition's briefings, newest first. */
export function listBriefings(
  params: BriefingListParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<BriefingListAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/morning-briefings/reports',
    query: { ...params },
    credentials,
    schema: BriefingListAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/morning-briefings/reports/{id}. */
export function getBriefing(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<Briefing>> {
  return (options.client ?? apiClient).request({
    path: `/morning-briefings/reports/${id}`,
    credentials,
    schema: BriefingSchema,
    ...requestOptions(options),
  })
}
