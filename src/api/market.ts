import * as v from 'valibot'
import {
  type BasicCredentials,
  type HistoryField,
  IntradayAnswerSchema,
  QuotesAnswerSchema,
  TitleHistoryAnswerSchema,
  TitleInfoAnswerSchema,
} from '../core'
import type { CancelReason } from './cancellation'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import type { CallOptions } from './userdata'

/**
 * Title data calls of /v6 (application §7 "Assets and messages"; data-interface §7 "Buzz and
 * sentiment", "Price data", "Financials", "Inventory", "Rules and triggers"). Ids in a path
 * segment are joined by commas (data-interface §9). Dates are epoch ms. The asset page's first
 * paint needs these; the widgets' and lists' calls are in market-widgets.ts.
 */

export type TitleInfoAnswer = v.InferOutput<typeof TitleInfoAnswerSchema>
export type TitleHistory = v.InferOutput<typeof TitleHistoryAnswerSchema>[number]
export type QuotesAnswer = v.InferOutput<typeof QuotesAnswerSchema>
export type IntradayAnswer = v.InferOutput<typeof IntradayAnswerSchema>

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
