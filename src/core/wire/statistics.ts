import * as v from 'valibot'
import { TitleTypeSchema } from '../titles'
import { PartitionNameSchema, QueryText, QueryTime, queryInteger } from './history'
import {
  AuthorAnalyticsSchema,
  MESSAGE_SEARCH_MAX_LIMIT,
  MESSAGE_SEARCH_MAX_OFFSET,
  MessageCountsSchema,
  MessageItemSchema,
  MessageTop10Schema,
} from './messages'

/**
 * Message statistics, key events per title and top buzz titles (data-interface §7 "Buzz and
 * sentiment", "Key events", "Picks"; application §3 "Message statistics").
 */

/** The title-messages filters (type, source, lang, score, search_term, full_text, dates). */
export const TITLE_MESSAGES_FILTER_ENTRIES = {
  type: v.optional(QueryText),
  source: v.optional(QueryText),
  lang: v.optional(QueryText),
  score: queryInteger(0, 5),
  search_term: v.optional(QueryText),
  full_text: v.optional(QueryText),
  startDate: QueryTime,
  endDate: QueryTime,
}
export type TitleMessagesFilterQuery = v.InferOutput<
  v.ObjectSchema<typeof TITLE_MESSAGES_FILTER_ENTRIES, undefined>
>

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

/** GET /v6/lists/{lid}/messages (type, full_text, dates, limit, partition): messages about the list's titles. */
export const ListMessagesQuerySchema = v.strictObject({
  type: v.optional(QueryText),
  full_text: v.optional(QueryText),
  startDate: QueryTime,
  endDate: QueryTime,
  limit: queryInteger(1, MESSAGE_SEARCH_MAX_LIMIT),
  offset: queryInteger(0, MESSAGE_SEARCH_MAX_OFFSET),
  partition: v.optional(PartitionNameSchema),
  format: v.optional(QueryText),
})

/** Author impact (0–5) from which a message counts as important (4 and 5: trusted and curated). */
export const IMPORTANT_MESSAGE_MIN_IMPACT = 4

export const TitleMessagesAnswerSchema = v.object({ messages: v.array(MessageItemSchema) })

/** The title-messages filters plus a limit. */
export const MessageStatisticsQuerySchema = v.strictObject({
  ...TITLE_MESSAGES_FILTER_ENTRIES,
  limit: queryInteger(1, 100),
  format: v.optional(QueryText),
})

export const MessageStatisticsAnswerSchema = v.object({
  top10: MessageTop10Schema,
  author_analytics: AuthorAnalyticsSchema,
  counts: MessageCountsSchema,
})

export const TitleKeyEventsQuerySchema = v.strictObject({
  partition: v.optional(PartitionNameSchema),
  startDate: QueryTime,
  endDate: QueryTime,
  format: v.optional(QueryText),
})

/** Per title: messages per key event (score ≥ 4) in the range, most first. */
/** One title's key events in a range (GET /titles/{ident}/key_events answers one). */
export const TitleKeyEventsItemSchema = v.object({
  id: v.number(),
  key_events: v.array(
    v.object({
      key_event_id: v.number(),
      name: v.string(),
      total: v.number(),
      /** Mean sentiment of those messages; null when none was scored. */
      sentiment: v.nullable(v.number()),
      last_time: v.number(),
    }),
  ),
})

export const TitleKeyEventsAnswerSchema = v.array(TitleKeyEventsItemSchema)

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

export const TopBuzzTitlesAnswerSchema = v.array(
  v.object({
    id: v.number(),
    name: v.string(),
    type: v.string(),
    country: v.nullable(v.string()),
    buzz: v.number(),
    sentiment: v.nullable(v.number()),
    messages: v.number(),
  }),
)
