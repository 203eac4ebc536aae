import { type BasicCredentials, type Trigger, TriggersAnswerSchema } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, type DateRangeParams, requestOptions } from './market'

/** The alert lists (data-interface §7 "Rules and triggers"); apart from the rule calls, which only the editor loads. */

/** GET /v6/triggers: the user's own alerts (default the last 30 days), newest first. */
export function getTriggers(
  params: DateRangeParams & { limit?: number; rule_id?: number },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<Trigger[]>> {
  return (options.client ?? apiClient).request({
    path: '/triggers',
    query: { ...params },
    credentials,
    schema: TriggersAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/triggers/{ident}: a title's standard alerts and the user's own. */
export function getTitleTriggers(
  titleId: number,
  params: DateRangeParams & { limit?: number },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<Trigger[]>> {
  return (options.client ?? apiClient).request({
    path: `/triggers/${titleId}`,
    query: { ...params },
    credentials,
    schema: TriggersAnswerSchema,
    ...requestOptions(options),
  })
}
