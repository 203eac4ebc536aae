import * as v from 'valibot'
import {
  type BasicCredentials,
  EarningsAnswerSchema,
  type HistoryField,
  IntradayAnswerSchema,
  QuotesAnswerSchema,
  RelatedAnswerSchema,
  StandardTriggersAnswerSchema,
  type TechnicalAnswer,
  TechnicalAnswerSchema,
  TitleHistoryAnswerSchema,
  TitleInfoAnswerSchema,
  TitleSnapshotAnswerSchema,
} from '../core'
import type { CancelReason } from './cancellation'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import type { CallOptions } from './userdata'

/**
 * Title data calls of /v6 (application §7 "Assets and messages"; data-interface §7 "Buzz and
 * sentiment", "Price data", "Financials", "Inventory", "Rules and triggers"). Ids in a path
 * segment are joined by commas (data-interface §9). Dates are epoch ms.
 */

export type TitleInfoAnswer = v.InferOutput<typeof TitleInfoAnswerSchema>
export type TitleSnapshotAnswer = v.InferOutput<typeof TitleSnapshotAnswerSchema>
export type TitleSnapshot = TitleSnapshotAnswer[number]
export type TitleHistory = v.InferOutput<typeof TitleHistoryAnswerSchema>[number]
export type QuotesAnswer = v.InferOutput<typeof QuotesAnswerSchema>
export type IntradayAnswer = v.InferOutput<typeof IntradayAnswerSchema>
export type EarningsAnswer = v.InferOutput<typeof EarningsAnswerSchema>
export type RelatedAnswer = v.InferOutput<typeof RelatedAnswerSchema>
export type RelatedTitle = RelatedAnswer[number]
export type StandardTriggersAnswer = v.InferOutput<typeof StandardTriggersAnswerSchema>
export type StandardTrigger = StandardTriggersAnswer[number]

/** The call options plus the request's cancellation policy and queue priority (application §4 "Requests"). */
export type DataCallOptions = CallOptions & { cancelOn?: readonly CancelReason[]; priority?: number }

/** The request fields a data call takes from its options. */
export function requestOptions(options: DataCallOptions) {
  return { signal: options.signal, cancelOn: options.cancelOn, priority: options.priority }
}

export interface DateRangeParams {
  startDate?: number
  endDate?: number
}

export function idsSegment(ids: readonly number[]): string {
  return ids.map((id) => String(Math.trunc(id))).join(',')
}

/** GET /v6/titles/{ids}/info: asset master data, one entry per id found. */
export function getTitleInfo(
  ids: readonly number[],
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TitleInfoAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment(ids)}/info`,
    credentials,
    schema: TitleInfoAnswerSchema,
    ...requestOptions(options),
  })
}

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

export interface TitleHistoryParams extends DateRangeParams {
  fields?: readonly HistoryField[]
  /** realtime (10-minute buckets) or a daily partition; the server picks by span when absent. */
  partition?: string
}

/** The history of the one title asked for; an answer without it is an empty history. */
const OneTitleHistorySchema = (id: number, partition: string | undefined) =>
  v.pipe(
    TitleHistoryAnswerSchema,
    v.transform(
      (answer): TitleHistory =>
        answer.find((entry) => entry.id === id) ?? { id, partition: partition ?? '', history: [] },
    ),
  )

/** GET /v6/titles/{id}/history (fields, startDate, endDate, partition): Buzz ×100, raw Sentiment. */
export function getTitleHistory(
  id: number,
  params: TitleHistoryParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TitleHistory>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/history`,
    query: {
      fields: params.fields && params.fields.length > 0 ? params.fields.join(',') : undefined,
      startDate: params.startDate,
      endDate: params.endDate,
      partition: params.partition,
    },
    credentials,
    schema: OneTitleHistorySchema(id, params.partition),
    ...requestOptions(options),
  })
}

/** GET /v6/titles/{id}/quotes (startDate, endDate): daily quotes t, o, h, l, c, v (default 30 days). */
export function getTitleQuotes(
  id: number,
  params: DateRangeParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<QuotesAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/quotes`,
    query: { startDate: params.startDate, endDate: params.endDate },
    credentials,
    schema: QuotesAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/titles/{id}/intraday (startDate, endDate, partition, data_options=ohlcv adds quotes). */
export function getTitleIntraday(
  id: number,
  params: DateRangeParams & { partition?: string; ohlcv?: boolean },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<IntradayAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${idsSegment([id])}/intraday`,
    query: {
      startDate: params.startDate,
      endDate: params.endDate,
      partition: params.partition,
      data_options: params.ohlcv ? 'ohlcv' : undefined,
    },
    credentials,
    schema: IntradayAnswerSchema,
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
