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
