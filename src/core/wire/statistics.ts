import * as v from 'valibot'
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

export const MessageStatisticsAnswerSchema = v.object({
  top10: MessageTop10Schema,
  author_analytics: AuthorAnalyticsSchema,
  counts: MessageCountsSchema,
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
