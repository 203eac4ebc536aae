import * as v from 'valibot'
import { QueryText } from './history'

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
