import {
  type BasicCredentials,
  type Rule,
  type RuleBody,
  RuleSchema,
  type RulesList,
  RulesListSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

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
