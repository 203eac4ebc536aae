import {
  expandMessageTypes,
  MESSAGE_SEARCH_DEFAULT_LIMIT,
  type TitleMessagesFilterQuery,
} from '../../../../src/core'
import { emptyFilter, type MessageFilter } from '../../../market/messages/filters'
import type { MessagePage } from '../../../market/messages/search'
import type { TimeRange } from './common'

/** A comma-joined query value as its trimmed, non-empty parts; null when absent. */
export const commaList = (text: string | undefined) =>
  text === undefined
    ? null
    : text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)

/** The title-messages query filters (type, source, lang, score, full_text or search_term) of a range. */
export function titleMessagesFilter(query: TitleMessagesFilterQuery, range: TimeRange): MessageFilter {
  const text = (query.full_text ?? query.search_term)?.trim()
  return {
    ...emptyFilter(range.startMs, range.endMs),
    types: query.type ? expandMessageTypes([query.type]) : null,
    sources: commaList(query.source),
    langs: commaList(query.lang),
    minScore: query.score ?? null,
    query: text ? text : null,
  }
}

/** The page of a message-list call: newest first, `limit` (default 20) after `offset`. */
export function newestFirst(query: { offset?: number | undefined; limit?: number | undefined }): MessagePage {
  return {
    offset: query.offset ?? 0,
    limit: query.limit ?? MESSAGE_SEARCH_DEFAULT_LIMIT,
    order: 'message_time',
    addIcon: false,
  }
}
