import type * as v from 'valibot'
import { type BasicCredentials, NewsbotTitleAnswerSchema } from '../core'
import type { ApiResult } from './client'
import { apiClient } from './default-client'
import { type DataCallOptions, requestOptions } from './market'

/**
 * The AI executive summary (data-interface §7 "Newsbots"), in a module of its own: only the lazily
 * loaded summary widget calls it, so its schema stays off the first page's path.
 */

export type NewsbotTitleAnswer = v.InferOutput<typeof NewsbotTitleAnswerSchema>
export type NewsbotItem = NewsbotTitleAnswer['channel']['item'][number]

export interface ExecutiveSummaryParams {
  language?: 'en' | 'de'
  /** Character ranges of title names in the text (default on). */
  highlightTitles?: boolean
  plaintext?: boolean
}

/**
 * GET /v6/newsbot/titles/{id}?stream=ai-executive-summaries: an RSS-style channel whose item
 * holds the summary (description, pubDate, text_highlights); no item means none is available.
 */
export function getExecutiveSummary(
  id: number,
  params: ExecutiveSummaryParams,
  credentials: BasicCredentials,
  options: DataCallOptions = {},
): Promise<ApiResult<NewsbotTitleAnswer>> {
  return (options.client ?? apiClient).request({
    path: `/newsbot/titles/${Math.trunc(id)}`,
    query: {
      stream: 'ai-executive-summaries',
      language: params.language,
      highlight_titles_in_text: params.highlightTitles,
      plaintext: params.plaintext,
      format: 'json',
    },
    credentials,
    schema: NewsbotTitleAnswerSchema,
    ...requestOptions(options),
  })
}
