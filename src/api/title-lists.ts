import type * as v from 'valibot'
import {
  AvailableFiltersAnswerSchema,
  type BasicCredentials,
  TitlesAnswerSchema,
  TopFlopAnswerSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/** Title lists of /v6 (data-interface §7 "Inventory"): the explore page and the list view. */

export type TitlesAnswer = v.InferOutput<typeof TitlesAnswerSchema>
export type AvailableFilters = v.InferOutput<typeof AvailableFiltersAnswerSchema>
export type TopFlopAnswer = v.InferOutput<typeof TopFlopAnswerSchema>

export interface TitleListParams {
  /** The filters of GET /titles (type, region, country, sector, exchange, list, <range>_higher…). */
  filters: Readonly<Record<string, string>>
  sortBy: string
  limit: number
  offset?: number
  partition?: string
}

/** GET /v6/titles: titles by filters with their latest buzz, sentiment, messages and changes. */
export function listTitles(
  params: TitleListParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TitlesAnswer>> {
  return (options.client ?? apiClient).request({
    path: '/titles',
    query: {
      ...params.filters,
      sort_by: params.sortBy,
      limit: params.limit,
      offset: params.offset,
      partition: params.partition,
    },
    credentials,
    schema: TitlesAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/titles/available_filters: the filter values present in the stored titles. */
export function getAvailableFilters(
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<AvailableFilters>> {
  return (options.client ?? apiClient).request({
    path: '/titles/available_filters',
    credentials,
    schema: AvailableFiltersAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/lists/{lid}/top_flop: a list's members with the highest and lowest value of a field. */
export function getListTopFlop(
  listId: number,
  params: { field: string; limit?: number },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TopFlopAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/lists/${Math.trunc(listId)}/top_flop`,
    query: { field: params.field, limit: params.limit },
    credentials,
    schema: TopFlopAnswerSchema,
    ...requestOptions(options),
  })
}
