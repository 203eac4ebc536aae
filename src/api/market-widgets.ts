import * as v from 'valibot'
import {
  type BasicCredentials,
  EarningsAnswerSchema,
  RelatedAnswerSchema,
  StandardTriggersAnswerSchema,
  type TechnicalAnswer,
  TechnicalAnswerSchema,
  TitleSnapshotAnswerSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, type DateRangeParams, idsSegment, requestOptions } from './market'

/**
 * Title data calls of the asset page's widgets and of the lists (snapshots, short sales,
 * technicals, earnings, related titles, standard triggers): apart from market.ts, so their
 * schemas load with the widgets rather than on every first load.
 */

export type TitleSnapshotAnswer = v.InferOutput<typeof TitleSnapshotAnswerSchema>
export type TitleSnapshot = TitleSnapshotAnswer[number]
export type EarningsAnswer = v.InferOutput<typeof EarningsAnswerSchema>
export type RelatedAnswer = v.InferOutput<typeof RelatedAnswerSchema>
export type RelatedTitle = RelatedAnswer[number]
export type StandardTriggersAnswer = v.InferOutput<typeof StandardTriggersAnswerSchema>
export type StandardTrigger = StandardTriggersAnswer[number]

/** GET /v6/titles/{ids}?partition=…: current buzz and sentiment from each title's latest bucket. */
export function getTitleSnapshots(
  ids: readonly number[],
  params: { partition?: string },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TitleSnapshotAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment(ids)}`,
    query: { partition: params.partition },
    credentials,
    schema: TitleSnapshotAnswerSchema,
    ...requestOptions(options),
  })
}

/**
 * GET /v6/titles/{ident}/short_sales: records are checked by the widget (shortInfoRecords), so a
 * record of an unknown shape reaches it and shows 'Unknown short info data type!'.
 */
const LooseShortSalesAnswerSchema = v.object({
  id: v.number(),
  finra: v.array(v.unknown()),
  fca: v.array(v.unknown()),
})
export type LooseShortSalesAnswer = v.InferOutput<typeof LooseShortSalesAnswerSchema>

export function getTitleShortSales(
  id: number,
  params: { limit?: number },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<LooseShortSalesAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/short_sales`,
    query: { limit: params.limit },
    credentials,
    schema: LooseShortSalesAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/titles/{ident}/sma: technical data (moving averages, RSI, 52-week range, changes). */
export function getTitleTechnicals(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TechnicalAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/sma`,
    credentials,
    schema: TechnicalAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/titles/{id}/earnings: the earnings calendar (release date, prior, consensus, actual). */
export function getTitleEarnings(
  id: number,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<EarningsAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/earnings`,
    credentials,
    schema: EarningsAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/titles/{id}/related (limit): co-mentioned titles, then same industry, index, sector. */
export function getRelatedTitles(
  id: number,
  params: { limit?: number },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<RelatedAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/related`,
    query: { limit: params.limit },
    credentials,
    schema: RelatedAnswerSchema,
    ...requestOptions(options),
  })
}

export interface StandardTriggersParams extends DateRangeParams {
  /** Default 20 on the server (data-interface §9). */
  limit?: number
  ruleTypes?: readonly string[]
}

/** GET /v6/standard_triggers/{id} (startDate, endDate, limit, rule_types): standard alerts, newest first. */
export function getStandardTriggers(
  id: number,
  params: StandardTriggersParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<StandardTriggersAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/standard_triggers/${idsSegment([id])}`,
    query: {
      startDate: params.startDate,
      endDate: params.endDate,
      limit: params.limit,
      rule_types: params.ruleTypes && params.ruleTypes.length > 0 ? params.ruleTypes.join(',') : undefined,
    },
    credentials,
    schema: StandardTriggersAnswerSchema,
    ...requestOptions(options),
  })
}
