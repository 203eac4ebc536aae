import * as v from 'valibot'
import { QueryText, QueryTime } from './history'

/** GET /v6/titles/{ident}/ratings (application §3 "AI rating", data-interface §3 "Ratings"). */
export const RATING_VALUES = ['Buy', 'Hold', 'Sell'] as const
export const RatingValueSchema = v.picklist(RATING_VALUES)

export const RATING_CATEGORIES = [
  'pe_ratio',
  'sma_price',
  'analysts',
  'dividend',
  'sector_price',
  'rsi_price',
  'sentiment_buzz',
  'ai_sentiment',
] as const

export const RatingsQuerySchema = v.strictObject({ format: v.optional(QueryText) })

export const RatingCategorySchema = v.object({
  category: v.picklist(RATING_CATEGORIES),
  /** null: n/a (no data for this category). */
  rating: v.nullable(RatingValueSchema),
  /** The number the rating was read from (ratio, percent, index value). */
  value: v.nullable(v.number()),
  factor: v.picklist(['positive', 'negative', 'neutral']),
  explanation: v.string(),
})

export const RatingsAnswerSchema = v.object({
  id: v.number(),
  /** Day the ratings were computed for (YYYY-MM-DD); updated daily. */
  date: v.string(),
  overall: v.nullable(RatingValueSchema),
  overall_score: v.nullable(v.number()),
  categories: v.array(RatingCategorySchema),
})
export type RatingsAnswer = v.InferOutput<typeof RatingsAnswerSchema>

/** GET /v6/titles/{ident}/ratings/history: one rating per day (default the last 30, at most 92). */
export const RATINGS_HISTORY_DEFAULT_DAYS = 30
export const RATINGS_HISTORY_MAX_DAYS = 92

export const RatingsHistoryQuerySchema = v.strictObject({
  startDate: QueryTime,
  endDate: QueryTime,
  format: v.optional(QueryText),
})

export const RatingsHistoryDaySchema = v.object({
  /** YYYY-MM-DD; the rating as computed at the end of that day from what was known then. */
  date: v.string(),
  overall: v.nullable(RatingValueSchema),
  overall_score: v.nullable(v.number()),
  categories: v.array(
    v.object({ category: v.picklist(RATING_CATEGORIES), rating: v.nullable(RatingValueSchema) }),
  ),
})
export type RatingsHistoryDay = v.InferOutput<typeof RatingsHistoryDaySchema>

export const RatingsHistoryAnswerSchema = v.object({
  id: v.number(),
  history: v.array(RatingsHistoryDaySchema),
})
export type RatingsHistoryAnswer = v.InferOutput<typeof RatingsHistoryAnswerSchema>
