import {
  type BasicCredentials,
  type Rule,
  type RuleBody,
  RuleSchema,
  type RulesList,
  RulesListSchema,
  type Trigger,
  TriggersAnswerSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, type DateRangeParams, requestOptions } from './market'

/** The alert rule and alert calls (data-interface §7 "Rules and triggers"). */

export function listRules(
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<RulesList>> {
  return (options.client ?? apiClient).request({
    path: '/rules',
    credentials,
    schema: RulesListSchema,
    ...requestOptions(options),
  })
}

/** POST /v6/rules, or POST /v6/rules/{rid} to replace one. */
export function saveRule(
  body: RuleBody,
  rid: number | null,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<Rule>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: rid === null ? '/rules' : `/rules/${rid}`,
    body,
    credentials,
    schema: RuleSchema,
    ...requestOptions(options),
  })
}

export function deleteRule(
  rid: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<Rule>> {
  return (options.client ?? apiClient).request({
    method: 'DELETE',
    path: `/rules/${rid}`,
    credentials,
    schema: RuleSchema,
    ...requestOptions(options),
  })
}

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
