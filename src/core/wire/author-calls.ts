import * as v from 'valibot'
import { QueryText, QueryTime, queryInteger } from './history'
import { MESSAGE_SEARCH_MAX_LIMIT, MESSAGE_SEARCH_MAX_OFFSET } from './messages'

/** GET /v6/authors/{source}/{author}/network (startDate, endDate). */
export const AuthorNetworkQuerySchema = v.strictObject({
  startDate: QueryTime,
  endDate: QueryTime,
  format: v.optional(QueryText),
})

export const AuthorNetworkAnswerSchema = v.object({
  name: v.string(),
  source: v.string(),
  /** The titles the author wrote about most in the range. */
  titles: v.array(v.object({ title_id: v.number(), name: v.string(), messages: v.number() })),
  /** Other authors on those titles, by titles shared, then messages. */
  authors: v.array(
    v.object({ author: v.string(), source: v.string(), shared_titles: v.number(), messages: v.number() }),
  ),
})

/** Authors one GET /authors/{source}/{authors}/messages call names at most. */
export const AUTHOR_MESSAGES_MAX_AUTHORS = 20

/** GET /v6/authors/{source}/{authors}/messages (full_text, startDate, endDate, limit). */
export const AuthorMessagesQuerySchema = v.strictObject({
  full_text: v.optional(QueryText),
  startDate: QueryTime,
  endDate: QueryTime,
  limit: queryInteger(1, MESSAGE_SEARCH_MAX_LIMIT),
  offset: queryInteger(0, MESSAGE_SEARCH_MAX_OFFSET),
  format: v.optional(QueryText),
})
