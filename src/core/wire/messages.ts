import * as v from 'valibot'
import { KEY_EVENT_FILTER_PATTERN, MESSAGE_TYPE_CHOICES, SENTIMENT_CHOICES } from '../message-filters'

/**
 * POST /v6/messages/search (application §7 "Assets and messages", data-interface §7) and the
 * message item of every message list.
 */

/** Epoch ms (number or digit string) or ISO date/time; checked by parseTimeInput on use. */
export const TimeInputSchema = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.maxLength(40))])

const IdSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(2_147_483_647))
const ShortTextSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200))
/* @__NO_SIDE_EFFECTS__ */
const oneOrMany = <T extends v.GenericSchema>(item: T) =>
  v.union([item, v.pipe(v.array(item), v.maxLength(100))])

/** A key-event filter entry: an id, the field key_events.4.{id}.total, or {field, value ≥ 1}. */
export const KeyEventFilterSchema = v.union([
  IdSchema,
  v.pipe(v.string(), v.regex(KEY_EVENT_FILTER_PATTERN)),
  v.object({
    field: v.pipe(v.string(), v.regex(KEY_EVENT_FILTER_PATTERN)),
    comparator: v.optional(v.picklist(['gt', 'gte', 'eq'])),
    value: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  }),
])

const TitleFilterValueSchema = oneOrMany(
  v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(40)), v.pipe(v.number(), v.safeInteger())]),
)

/** Filter setting keys of a view (application §3 "Watchlist"). */
export const TITLE_FILTER_KEYS = [
  'sector',
  'group',
  'industry',
  'subindustry',
  'pri_exchange.exchange_id',
  'listed_in',
  'country',
  'id',
  'type',
] as const

export const TitleFiltersSchema = v.strictObject({
  sector: v.optional(TitleFilterValueSchema),
  group: v.optional(TitleFilterValueSchema),
  industry: v.optional(TitleFilterValueSchema),
  subindustry: v.optional(TitleFilterValueSchema),
  'pri_exchange.exchange_id': v.optional(TitleFilterValueSchema),
  listed_in: v.optional(TitleFilterValueSchema),
  country: v.optional(TitleFilterValueSchema),
  id: v.optional(TitleFilterValueSchema),
  type: v.optional(TitleFilterValueSchema),
})
export type TitleFilters = v.InferOutput<typeof TitleFiltersSchema>

export const MessageAuthorRefSchema = v.object({ name: ShortTextSchema, source: ShortTextSchema })

export const MESSAGE_ORDERS = ['score', 'score_asc', 'message_time', 'message_time_asc'] as const
export type MessageOrder = (typeof MESSAGE_ORDERS)[number]

export const MESSAGE_SEARCH_DEFAULT_LIMIT = 20
export const MESSAGE_SEARCH_MAX_LIMIT = 200
export const MESSAGE_SEARCH_MAX_OFFSET = 10_000

export const MessageSearchBodySchema = v.strictObject({
  startDate: v.optional(TimeInputSchema),
  endDate: v.optional(TimeInputSchema),
  include_stats: v.optional(v.boolean()),
  core: v.optional(v.picklist(['messages', 'messages24h'])),
  titles: v.optional(v.pipe(v.array(IdSchema), v.maxLength(1000))),
  source: v.optional(oneOrMany(ShortTextSchema)),
  add_icon: v.optional(v.boolean()),
  key_events: v.optional(v.pipe(v.array(KeyEventFilterSchema), v.maxLength(100))),
  query: v.optional(v.pipe(v.string(), v.maxLength(500))),
  lang: v.optional(oneOrMany(v.pipe(v.string(), v.regex(/^([a-z]{2,3}|n\/a|others)$/)))),
  type: v.optional(oneOrMany(v.picklist(MESSAGE_TYPE_CHOICES))),
  top_limit: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(100))),
  authors: v.optional(v.pipe(v.array(MessageAuthorRefSchema), v.maxLength(100))),
  title_filters: v.optional(TitleFiltersSchema),
  sentiment: v.optional(v.pipe(v.array(v.picklist(SENTIMENT_CHOICES)), v.maxLength(3))),
  include_exec_summary: v.optional(v.boolean()),
  include_topics_list: v.optional(v.boolean()),
  /** Murmur: the matching messages per bucket of the range (MessageTimelineSchema). */
  include_timeline: v.optional(v.boolean()),
  query_expansion: v.optional(v.boolean()),
  offset: v.optional(
    v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MESSAGE_SEARCH_MAX_OFFSET)),
  ),
  /** Minimum message score (the author's impact, 0–5). */
  score: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(5))),
  primary_title: v.optional(v.boolean()),
  limit: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MESSAGE_SEARCH_MAX_LIMIT))),
  order_by: v.optional(v.picklist(MESSAGE_ORDERS)),
  highlight_titles_in_summary: v.optional(v.boolean()),
})
export type MessageSearchBody = v.InferOutput<typeof MessageSearchBodySchema>

/** A whole word or phrase of a message and its signed push on the score (+ pushes positive). */
export const SentimentPhraseSchema = v.object({ phrase: v.string(), weight: v.number() })
export type SentimentPhrase = v.InferOutput<typeof SentimentPhraseSchema>

export const MessageSentimentSchema = v.object({
  label: v.picklist(SENTIMENT_CHOICES),
  /** Raw value in [-1, 1]. */
  value: v.number(),
  /** Display score (data-interface §9). */
  score: v.number(),
  /** Why this score: the phrases that drove it, strongest first (at most 5). */
  explanation: v.optional(v.array(SentimentPhraseSchema)),
})

export const MessageItemSchema = v.object({
  id: v.number(),
  type: v.string(),
  so: v.string(),
  sub: v.string(),
  body: v.string(),
  url: v.nullable(v.string()),
  /** Epoch ms. */
  time: v.number(),
  lang: v.string(),
  titles: v.array(v.object({ title_id: v.number() })),
  key_events_v2: v.record(v.string(), v.number()),
  sentiment: v.nullable(MessageSentimentSchema),
  author: v.nullable(
    v.object({
      /** The author's handle at the source (what the author page is keyed by); name is the display name. */
      id: v.optional(v.string()),
      name: v.string(),
      source: v.string(),
      category: v.string(),
      impact: v.nullable(v.number()),
    }),
  ),
  /** Full-text matches with <b>…</b> around the hits; empty without a query. */
  highlights: v.array(v.string()),
  icon: v.optional(v.string()),
})
export type MessageItem = v.InferOutput<typeof MessageItemSchema>

const count = v.number()

export const MessageTop10Schema = v.object({
  sources: v.array(v.object({ source: v.string(), count })),
  types: v.array(v.object({ type: v.string(), count })),
  authors: v.array(v.object({ author_id: v.string(), name: v.string(), source: v.string(), count })),
  languages: v.array(v.object({ lang: v.string(), count })),
  titles: v.array(v.object({ title_id: v.number(), count })),
  key_events: v.array(v.object({ key_event_id: v.number(), count })),
})
export type MessageTop10 = v.InferOutput<typeof MessageTop10Schema>

export const AuthorAnalyticsSchema = v.object({
  bots: v.number(),
  influencers: v.number(),
  regulars: v.number(),
  verified: v.number(),
})

export const MessageCountsSchema = v.object({
  authors: v.number(),
  sources: v.number(),
  messages: v.number(),
  pos: v.number(),
  neg: v.number(),
  neu: v.number(),
})

/** A character range [start, end) of a title's name in the summary text. */
export const SummaryHighlightSchema = v.object({ title_id: v.number(), start: v.number(), end: v.number() })
export type SummaryHighlight = v.InferOutput<typeof SummaryHighlightSchema>

export const TopicSchema = v.object({ topic: v.string(), count: v.number() })

/**
 * Murmur: the matching messages per bucket of the range (10-minute buckets up to 3 days, hourly
 * up to 31 days, daily beyond: chartPartition; coarser when the scope has under 2 messages a bucket
 * and at least 24 buckets remain). Buzz is a bucket's messages (bots left out) as a
 * percent of the scope's mean per bucket over the range; sentiment the mean of its scored
 * messages (−1…1). Buckets without messages are left out.
 */
export const MessageTimelineSchema = v.object({
  partition: v.string(),
  start: v.number(),
  end: v.number(),
  points: v.array(
    v.object({ t: v.number(), messages: v.number(), buzz: v.number(), sentiment: v.nullable(v.number()) }),
  ),
})
export type MessageTimeline = v.InferOutput<typeof MessageTimelineSchema>

export const MessageSearchAnswerSchema = v.object({
  core: v.picklist(['messages', 'messages24h']),
  messages: v.array(MessageItemSchema),
  top10: v.optional(MessageTop10Schema),
  author_analytics: v.optional(AuthorAnalyticsSchema),
  counts: v.optional(MessageCountsSchema),
  executive_summary: v.optional(v.nullable(v.string())),
  executive_summary_highlights: v.optional(v.array(SummaryHighlightSchema)),
  topics: v.optional(v.array(TopicSchema)),
  timeline: v.optional(MessageTimelineSchema),
})
export type MessageSearchAnswer = v.InferOutput<typeof MessageSearchAnswerSchema>
