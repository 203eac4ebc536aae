import * as v from 'valibot'
import { MARKET_GROUP_KEYS } from '../markets'
import { TITLE_TYPES } from '../titles'
import { QueryText, QueryTime, queryInteger } from './history'
import { MessageItemSchema } from './messages'

/**
 * Trend radar (application §7 "Stream and trend radar": top stories, story samples, trending
 * topics, top sources, top categories) and the search-trend calls (google search completions).
 * The spec shows neither parameters nor answers; these are Murmur's, documented in the OpenAPI
 * document. Every call is point-in-time: `endDate` (default now) ends the window, and only what
 * the pipeline had seen by then counts.
 */

export const TREND_WINDOWS = ['1h', '4h', '24h', '7d'] as const
export type TrendWindow = (typeof TREND_WINDOWS)[number]
export const TREND_WINDOW_MS: Readonly<Record<TrendWindow, number>> = {
  '1h': 3_600_000,
  '4h': 4 * 3_600_000,
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
}
export const TREND_WINDOW_LABELS: Readonly<Record<TrendWindow, string>> = {
  '1h': 'Last hour',
  '4h': 'Last 4 hours',
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
}
export const DEFAULT_TREND_WINDOW: TrendWindow = '24h'
export const TREND_LIMIT_DEFAULT = 20
export const TREND_LIMIT_MAX = 50

const WindowParam = v.optional(
  v.pipe(QueryText, v.picklist(TREND_WINDOWS, `window must be one of ${TREND_WINDOWS.join(', ')}`)),
)

/** The parameters every trend radar call takes. */
export const TrendRadarQuerySchema = v.strictObject({
  /** How far back from endDate the window reaches (default 24h). */
  window: WindowParam,
  /** Epoch ms or ISO; the end of the window (default now). */
  endDate: QueryTime,
  /** A market group (US, CA, EU, CN, IN, REST_AS): stories about its titles only. */
  region: v.optional(v.pipe(QueryText, v.picklist(MARKET_GROUP_KEYS, 'unknown region'))),
  /** A title type: stories about titles of that type only. */
  type: v.optional(v.pipe(QueryText, v.picklist(TITLE_TYPES, 'unknown title type'))),
  /** Stories whose headline or titles' names contain these words; topics that contain them. */
  query: v.optional(v.pipe(QueryText, v.trim(), v.maxLength(100))),
  limit: queryInteger(1, TREND_LIMIT_MAX),
  format: v.optional(QueryText),
})
export type TrendRadarQuery = v.InferOutput<typeof TrendRadarQuerySchema>

const time = v.number()

/** Where a window starts and ends (epoch ms), as every trend answer states it. */
const WindowFields = {
  window: v.picklist(TREND_WINDOWS),
  start: time,
  end: time,
}

/** A story: messages about the same event, clustered across sources by near-duplicate text. */
export const TrendStorySchema = v.object({
  id: v.number(),
  /** The text of the story's first message. */
  headline: v.string(),
  /** Epoch ms of the story's first and latest message (by endDate). */
  first_time: time,
  last_time: time,
  /** Messages of the story inside the window, and in its last hour. */
  messages: v.number(),
  last_hour: v.number(),
  /** Distinct sources inside the window, most messages first (up to 5 named). */
  source_count: v.number(),
  sources: v.array(v.object({ source: v.string(), count: v.number() })),
  title_ids: v.array(v.number()),
  /** The titles' names as stored now (for links and labels). */
  titles: v.array(
    v.object({ title_id: v.number(), name: v.string(), symbol: v.nullable(v.string()), type: v.string() }),
  ),
  /** A news message tells it (not only posts): such stories rank first. */
  has_news: v.boolean(),
  /** Mean sentiment of the window's scored messages, −1…1; null when none is scored. */
  sentiment: v.nullable(v.number()),
})
export type TrendStory = v.InferOutput<typeof TrendStorySchema>

export const TopStoriesAnswerSchema = v.object({ ...WindowFields, stories: v.array(TrendStorySchema) })
export type TopStoriesAnswer = v.InferOutput<typeof TopStoriesAnswerSchema>

export const StorySamplesQuerySchema = v.strictObject({
  story_id: v.pipe(QueryText, v.regex(/^\d{1,15}$/, 'expected a story id'), v.transform(Number)),
  endDate: QueryTime,
  limit: queryInteger(1, TREND_LIMIT_MAX),
  format: v.optional(QueryText),
})
export type StorySamplesQuery = v.InferOutput<typeof StorySamplesQuerySchema>

export const StorySamplesAnswerSchema = v.object({
  story: TrendStorySchema,
  /** The story's messages, newest first, one per source before repeats of a source. */
  messages: v.array(MessageItemSchema),
})
export type StorySamplesAnswer = v.InferOutput<typeof StorySamplesAnswerSchema>

/** A phrase whose frequency rises against its own baseline. */
export const TrendingTopicSchema = v.object({
  /** Lower case, as counted: the search query of the topic. */
  term: v.string(),
  /**
   * How the messages write it ("Berkshire Hathaway", "AT&T"); the whole name when the term and a
   * related pair overlap in it ("advanced micro" + "micro devices": "Advanced Micro Devices"), or
   * a related phrase that holds the term, when most of its messages write it ("Cisco Systems").
   */
  label: v.string(),
  /** Messages with the phrase inside the window. */
  count: v.number(),
  /** What its baseline (the 7 days before the window) predicts for a window this long at the window's pace of talk. */
  expected: v.number(),
  /** count ÷ max(expected, 1). */
  rise: v.number(),
  /** Poisson z-score: (count − expected) ÷ √(expected + 1). */
  score: v.number(),
  /** Hourly counts of the window's last 24 hours, oldest first. */
  series: v.array(v.number()),
  /**
   * Words and phrases found in exactly the same messages (same count, same hours), and a phrase
   * and a word of it that are one topic ("cisco" and "cisco systems", when most of the word's
   * messages write the phrase): the lower-ranked of the two is the other's related term.
   */
  related: v.array(v.string()),
  /** How the messages write each of `related`, in its order. */
  related_labels: v.array(v.string()),
})
export type TrendingTopic = v.InferOutput<typeof TrendingTopicSchema>

export const TrendingTopicsAnswerSchema = v.object({ ...WindowFields, topics: v.array(TrendingTopicSchema) })
export type TrendingTopicsAnswer = v.InferOutput<typeof TrendingTopicsAnswerSchema>

/** A count inside the window next to the window before it. */
const RankedCount = {
  count: v.number(),
  previous: v.number(),
  /** Share of the window's messages, 0…1. */
  share: v.number(),
}

export const TopSourcesAnswerSchema = v.object({
  ...WindowFields,
  total: v.number(),
  sources: v.array(v.object({ source: v.string(), ...RankedCount })),
})
export type TopSourcesAnswer = v.InferOutput<typeof TopSourcesAnswerSchema>

/** Categories: the sector of a company, else its title type's name (Crypto, Indices, …). */
export const TopCategoriesAnswerSchema = v.object({
  ...WindowFields,
  total: v.number(),
  categories: v.array(v.object({ category: v.string(), ...RankedCount })),
})
export type TopCategoriesAnswer = v.InferOutput<typeof TopCategoriesAnswerSchema>

/** POST /v6/google_search_completions/top: what people search for in Murmur, rising first. */
export const SearchTrendsBodySchema = v.strictObject({
  window: v.optional(v.picklist(TREND_WINDOWS, `window must be one of ${TREND_WINDOWS.join(', ')}`)),
  endDate: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(40))])),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TREND_LIMIT_MAX))),
})
export type SearchTrendsBody = v.InferOutput<typeof SearchTrendsBodySchema>

export const SearchTrendSchema = v.object({
  term: v.string(),
  /** Distinct people who searched it inside the window (each counted once per hour). */
  searches: v.number(),
  /** The same count in the window before. */
  previous: v.number(),
  /** searches ÷ max(previous, 1). */
  rise: v.number(),
})
export type SearchTrend = v.InferOutput<typeof SearchTrendSchema>

export const SearchTrendsAnswerSchema = v.object({ ...WindowFields, terms: v.array(SearchTrendSchema) })
export type SearchTrendsAnswer = v.InferOutput<typeof SearchTrendsAnswerSchema>

/** GET /v6/google_search_completions/search (limit, term): completions of what people searched. */
export const SearchCompletionsQuerySchema = v.strictObject({
  term: v.pipe(QueryText, v.trim(), v.minLength(1, 'term must not be empty'), v.maxLength(80)),
  limit: queryInteger(1, TREND_LIMIT_MAX),
  format: v.optional(QueryText),
})
export type SearchCompletionsQuery = v.InferOutput<typeof SearchCompletionsQuerySchema>

export const SearchCompletionsAnswerSchema = v.object({
  term: v.string(),
  completions: v.array(v.object({ term: v.string(), searches: v.number() })),
})
export type SearchCompletionsAnswer = v.InferOutput<typeof SearchCompletionsAnswerSchema>
