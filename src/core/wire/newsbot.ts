import * as v from 'valibot'
import { QueryBoolean, QueryText, QueryTime, queryInteger } from './history'
import { SummaryHighlightSchema } from './messages'

/** GET /v6/newsbot/titles/{ident} and GET /v6/standard_triggers/{id} (data-interface §7). */
export const NewsbotTitleQuerySchema = v.strictObject({
  stream: v.optional(v.pipe(QueryText, v.picklist(['ai-executive-summaries']))),
  language: v.optional(v.pipe(QueryText, v.picklist(['en', 'de']))),
  include_data: QueryBoolean,
  highlight_titles_in_text: QueryBoolean,
  plaintext: QueryBoolean,
  format: v.optional(QueryText),
})

export const NewsbotItemSchema = v.object({
  title: v.string(),
  description: v.string(),
  /** RFC 822 date of the newest message summarised. */
  pubDate: v.string(),
  text_highlights: v.array(SummaryHighlightSchema),
  generator: v.picklist(['extractive', 'llm']),
})

export const NewsbotTitleAnswerSchema = v.object({
  channel: v.object({
    title: v.string(),
    link: v.string(),
    description: v.string(),
    item: v.array(NewsbotItemSchema),
  }),
})

export const STANDARD_TRIGGER_LIMIT_DEFAULT = 20

export const StandardTriggersQuerySchema = v.strictObject({
  startDate: QueryTime,
  endDate: QueryTime,
  limit: queryInteger(1, 500),
  rule_types: v.optional(v.pipe(QueryText, v.regex(/^[a-z0-9_]{1,40}(,[a-z0-9_]{1,40}){0,20}$/))),
  format: v.optional(QueryText),
})

export const StandardTriggerSchema = v.object({
  trigger_id: v.number(),
  title_id: v.number(),
  rule_type: v.string(),
  series_id: v.nullable(v.number()),
  time: v.number(),
  data: v.record(v.string(), v.unknown()),
})
export const StandardTriggersAnswerSchema = v.array(StandardTriggerSchema)

const NewsbotLanguage = v.optional(v.pipe(QueryText, v.picklist(['en', 'de'])))

/** GET /v6/newsbot/latest: the latest AI updates as newsbot articles (data-interface §7 "Newsbots"). */
export const NewsbotLatestQuerySchema = v.strictObject({
  language: NewsbotLanguage,
  include_data: QueryBoolean,
  limit: queryInteger(1, 100),
  format: v.optional(QueryText),
})

/** GET /v6/newsbot/{article_ids}: articles by id (an AI update's uuid). */
export const NewsbotArticlesQuerySchema = v.strictObject({
  language: NewsbotLanguage,
  include_data: QueryBoolean,
  format: v.optional(QueryText),
})

export const NewsbotArticleSchema = v.object({
  guid: v.string(),
  title: v.string(),
  description: v.string(),
  /** The in-app link of the article (the single post page). */
  link: v.string(),
  pubDate: v.string(),
  category: v.string(),
  title_ids: v.array(v.number()),
  /** With include_data: the figures behind the article. */
  data: v.optional(v.record(v.string(), v.nullable(v.number()))),
})

export const NewsbotArticlesAnswerSchema = v.object({
  channel: v.object({
    title: v.string(),
    link: v.string(),
    description: v.string(),
    language: v.string(),
    item: v.array(NewsbotArticleSchema),
  }),
})

export const TRIGGERS_FEED_LIMIT_DEFAULT = 20

/** GET /v6/triggers/feed: the standard alerts of every title as readable items (global news alerts). */
export const TriggersFeedQuerySchema = v.strictObject({
  language: NewsbotLanguage,
  limit: queryInteger(1, 200),
  startDate: QueryTime,
  endDate: QueryTime,
  format: v.optional(QueryText),
})

export const TriggerFeedQuerySchema = v.strictObject({
  language: NewsbotLanguage,
  format: v.optional(QueryText),
})

export const TriggerFeedItemSchema = v.object({
  trigger_id: v.number(),
  title_id: v.number(),
  title_name: v.string(),
  rule_type: v.string(),
  series_id: v.nullable(v.number()),
  time: v.number(),
  headline: v.string(),
  text: v.string(),
  data: v.record(v.string(), v.unknown()),
})
export type TriggerFeedItem = v.InferOutput<typeof TriggerFeedItemSchema>

export const TriggersFeedAnswerSchema = v.object({ items: v.array(TriggerFeedItemSchema) })
