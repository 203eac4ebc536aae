import type * as v from 'valibot'
import {
  type BasicCredentials,
  type MessageSearchAnswer,
  MessageSearchAnswerSchema,
  type MessageSearchBody,
  MessageStatisticsAnswerSchema,
  TitleKeyEventsAnswerSchema,
} from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, type DateRangeParams, requestOptions } from './market'

/**
 * Message calls of /v6 (application §7 "Assets and messages"; data-interface §7 "Buzz and
 * sentiment", "Key events"): message search with statistics, per-title statistics and key events.
 */

export type MessageStatisticsAnswer = v.InferOutput<typeof MessageStatisticsAnswerSchema>
export type TitleKeyEventsAnswer = v.InferOutput<typeof TitleKeyEventsAnswerSchema>
export type TitleKeyEvent = TitleKeyEventsAnswer[number]['key_events'][number]

/** POST /v6/messages/search: messages plus, when asked, top10, author analytics, counts, summary. */
export function searchMessages(
  body: MessageSearchBody,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<MessageSearchAnswer>> {
  return (options.client ?? apiClient).request({
    method: 'POST',
    path: '/messages/search',
    body,
    credentials,
    schema: MessageSearchAnswerSchema,
    ...requestOptions(options),
  })
}

/** The title-messages filters of GET /titles/{ids}/message_statistics (data-interface §7). */
export interface TitleMessageFilterParams extends DateRangeParams {
  type?: readonly string[]
  source?: readonly string[]
  lang?: readonly string[]
  /** Minimum author impact, 0–5. */
  score?: number
  search_term?: string
  /** Top-list length, 1–100 (server default 10). */
  limit?: number
}

const joined = (list: readonly string[] | undefined) => (list && list.length > 0 ? list.join(',') : undefined)

/** GET /v6/titles/{ids}/message_statistics: top10 lists, author analytics and sentiment counts. */
export function getTitleMessageStatistics(
  ids: readonly number[],
  params: TitleMessageFilterParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<MessageStatisticsAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${ids.join(',')}/message_statistics`,
    query: {
      startDate: params.startDate,
      endDate: params.endDate,
      type: joined(params.type),
      source: joined(params.source),
      lang: joined(params.lang),
      score: params.score,
      search_term: params.search_term,
      limit: params.limit,
    },
    credentials,
    schema: MessageStatisticsAnswerSchema,
    ...requestOptions(options),
  })
}

/** GET /v6/titles/{ids}/key_events_v2 (partition, startDate, endDate): messages per key event, most first. */
export function getTitleKeyEvents(
  ids: readonly number[],
  params: DateRangeParams & { partition?: string },
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<TitleKeyEventsAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/titles/${ids.join(',')}/key_events_v2`,
    query: { startDate: params.startDate, endDate: params.endDate, partition: params.partition },
    credentials,
    schema: TitleKeyEventsAnswerSchema,
    ...requestOptions(options),
  })
}
