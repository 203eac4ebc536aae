import * as v from 'valibot'
import { TitleTypeSchema } from '../titles'
import { PartitionNameSchema, QueryBoolean, QueryText, QueryTime, queryInteger } from './history'
import { MESSAGE_ORDERS, MESSAGE_SEARCH_MAX_LIMIT, MESSAGE_SEARCH_MAX_OFFSET } from './messages'
import { TITLE_MESSAGES_FILTER_ENTRIES } from './statistics'

/**
 * The query parameters the server validates on the message calls (search, a title's messages,
 * important messages, statistics, key events, top buzz titles). The app builds these queries but
 * never parses them: a module of their own keeps them off the pages' scripts.
 */

/** GET /v6/titles/{idents}/messages: the title-messages filters plus a page (newest first). */
export const TitleMessagesQuerySchema = v.strictObject({
  ...TITLE_MESSAGES_FILTER_ENTRIES,
  limit: queryInteger(1, MESSAGE_SEARCH_MAX_LIMIT),
  offset: queryInteger(0, MESSAGE_SEARCH_MAX_OFFSET),
  format: v.optional(QueryText),
})

/** GET /v6/titles/{ident}/messages/important: the range only. */
export const ImportantMessagesQuerySchema = v.strictObject({
  startDate: QueryTime,
  endDate: QueryTime,
  limit: queryInteger(1, MESSAGE_SEARCH_MAX_LIMIT),
  format: v.optional(QueryText),
})

/** The title-messages filters plus a limit. */
export const MessageStatisticsQuerySchema = v.strictObject({
  ...TITLE_MESSAGES_FILTER_ENTRIES,
  limit: queryInteger(1, 100),
  format: v.optional(QueryText),
})

export const TitleKeyEventsQuerySchema = v.strictObject({
  partition: v.optional(PartitionNameSchema),
  startDate: QueryTime,
  endDate: QueryTime,
  format: v.optional(QueryText),
})

export const TopBuzzTitlesQuerySchema = v.strictObject({
  /** ISO country code (or comma list) of the title. */
  region: v.optional(v.pipe(QueryText, v.regex(/^[A-Za-z]{2}(,[A-Za-z]{2}){0,30}$/))),
  type: v.optional(v.pipe(QueryText, TitleTypeSchema)),
  /** YYYY-MM-DD; default today. */
  date: v.optional(v.pipe(QueryText, v.isoDate())),
  limit: queryInteger(1, 100),
  partition: v.optional(PartitionNameSchema),
  format: v.optional(QueryText),
})

/**
 * GET /v6/messages/search (data-interface §7): the search as query parameters; lang, type and
 * source take comma-joined lists. startDate, endDate and limit are Murmur's additions.
 */
export const MessageSearchQuerySchema = v.strictObject({
  query: v.optional(v.pipe(QueryText, v.maxLength(500))),
  include_topics_list: QueryBoolean,
  include_exec_summary: QueryBoolean,
  include_stats: QueryBoolean,
  include_timeline: QueryBoolean,
  order_by: v.optional(v.pipe(QueryText, v.picklist(MESSAGE_ORDERS))),
  offset: queryInteger(0, MESSAGE_SEARCH_MAX_OFFSET),
  limit: queryInteger(0, MESSAGE_SEARCH_MAX_LIMIT),
  lang: v.optional(QueryText),
  type: v.optional(QueryText),
  source: v.optional(QueryText),
  score: queryInteger(0, 5),
  core: v.optional(v.pipe(QueryText, v.picklist(['messages', 'messages24h']))),
  startDate: QueryTime,
  endDate: QueryTime,
  format: v.optional(QueryText),
})
export type MessageSearchQuery = v.InferOutput<typeof MessageSearchQuerySchema>
