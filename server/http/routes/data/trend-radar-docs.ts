import {
  SearchCompletionsAnswerSchema,
  SearchCompletionsQuerySchema,
  SearchTrendsAnswerSchema,
  SearchTrendsBodySchema,
  StorySamplesAnswerSchema,
  StorySamplesQuerySchema,
  TopCategoriesAnswerSchema,
  TopSourcesAnswerSchema,
  TopStoriesAnswerSchema,
  TrendingTopicsAnswerSchema,
  TrendRadarQuerySchema,
} from '../../../../src/core'
import { documentRoute } from '../../openapi'

const ERRORS = [8, 21, 32, 33, 35] as const
const TAGS = ['Trend radar']
const WINDOW =
  'window is 1h, 4h, 24h (default) or 7d and ends at endDate (epoch ms or ISO, default now; later is now). Counts are hourly, so a window reads from the start of the hour it begins in. Needs the trendradar tag (35 otherwise).'

/** Describes the trend radar and search-trend calls for /v6/openapi.json. */
export function documentTrendRadarRoutes(): void {
  documentRoute({
    method: 'GET',
    path: '/trend_radar/top_stories',
    summary: 'Top stories: messages about the same event, clustered across sources',
    description: `The pipeline clusters every message with five or more content words as it arrives: MinHash (64 values) of its content words and word bigrams (numbers as #), LSH bands, estimated Jaccard ≥ 0.5 with the story's first message, a shared title (or none on either side) and at most 12 h since the story's latest message. Stories with two or more messages in the window rank by messages × (1 + ln distinct sources). region (US, CA, EU, CN, IN, REST_AS) and type (title type) keep stories about such titles; query matches the headline or a title's name or symbol. ${WINDOW}`,
    tags: TAGS,
    query: TrendRadarQuerySchema,
    response: TopStoriesAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/trend_radar/story_samples',
    summary: 'One story with its messages: one per source first, newest first',
    description:
      'story_id from top_stories; figures cover the story’s whole life up to endDate. 404 (code 32) for an unknown story.',
    tags: TAGS,
    query: StorySamplesQuerySchema,
    response: StorySamplesAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/trend_radar/trending_topics',
    summary: 'Trending topics: words and phrases rising against their own baseline',
    description: `Messages per hour containing each content word and pair of adjacent content words. expected = the count of the 7 days before the window (less when the store is younger) scaled to the window's length and to the pace of all talk (the window's messages over what the baseline's rate predicts, within 0.25–4), so a trend is a rising share of the talk; a topic needs count ≥ 3 (windows up to 4 h) or 5, count ÷ expected ≥ 2 and (count − expected) ÷ √(expected + 1) ≥ 3, and ranks by that score. A word is left out when a listed phrase holds it with 80 % of its count. query keeps topics containing the text. region and type do not apply. ${WINDOW}`,
    tags: TAGS,
    query: TrendRadarQuerySchema,
    response: TrendingTopicsAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/trend_radar/top_sources',
    summary: 'Sources by messages in the window, next to the window before',
    description: `share is of the window's messages. region, type and query do not apply. ${WINDOW}`,
    tags: TAGS,
    query: TrendRadarQuerySchema,
    response: TopSourcesAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/trend_radar/top_categories',
    summary: 'Categories (a company’s sector, else its asset class) by messages in the window',
    description: `A message about titles of two categories counts for both; share is of the counted category mentions. ${WINDOW}`,
    tags: TAGS,
    query: TrendRadarQuerySchema,
    response: TopCategoriesAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'POST',
    path: '/google_search_completions/top',
    summary: 'Search trends: what people search for in Murmur, most risen first',
    description:
      'No search engine is reachable from this product: the terms are the full-text searches of Murmur’s own users (lower case, each person counted once per hour), compared with the window before. Body: window, endDate, limit (all optional).',
    tags: TAGS,
    body: SearchTrendsBodySchema,
    response: SearchTrendsAnswerSchema,
    errors: ERRORS,
  })
  documentRoute({
    method: 'GET',
    path: '/google_search_completions/search',
    summary: 'Completions of a term from what people searched in the last 30 days',
    description:
      'Terms starting with term first, then terms with a word starting with it; most searched first.',
    tags: TAGS,
    query: SearchCompletionsQuerySchema,
    response: SearchCompletionsAnswerSchema,
    errors: ERRORS,
  })
}
