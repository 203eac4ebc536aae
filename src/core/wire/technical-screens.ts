import * as v from 'valibot'
import { TitleTypeSchema } from '../titles'
import { QueryText, queryInteger } from './history'

/**
 * The technical screens over every title with daily bars: GET /v6/titles/sma/{sma_span} (closes
 * that crossed their moving average on the latest bar, and the market's breadth above it) and
 * GET /v6/titles/rsi/{rsi_span}/{compare_value} (titles whose RSI is beyond the compare value).
 */

export const SCREEN_SPAN_MIN = 2
export const SMA_SCREEN_SPAN_MAX = 200
export const RSI_SCREEN_SPAN_MAX = 100
export const SCREEN_LIMIT_DEFAULT = 100
export const SCREEN_LIMIT_MAX = 1000
/** A title counts only while its latest daily bar is at most this many days old. */
export const SCREEN_STALE_DAYS = 10

export const TechnicalScreenQuerySchema = v.strictObject({
  type: v.optional(v.pipe(QueryText, TitleTypeSchema)),
  limit: queryInteger(1, SCREEN_LIMIT_MAX),
  format: v.optional(QueryText),
})

/* @__NO_SIDE_EFFECTS__ */
const SpanText = (max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,3}$/, 'expected a whole number'),
    v.transform(Number),
    v.minValue(SCREEN_SPAN_MIN),
    v.maxValue(max),
  )

export const SmaScreenParamsSchema = v.object({ sma_span: SpanText(SMA_SCREEN_SPAN_MAX) })
export const RsiScreenParamsSchema = v.object({
  rsi_span: SpanText(RSI_SCREEN_SPAN_MAX),
  compare_value: v.pipe(
    v.string(),
    v.regex(/^\d{1,3}(\.\d{1,4})?$/, 'expected a number from 0 to 100'),
    v.transform(Number),
    v.minValue(0),
    v.maxValue(100),
  ),
})

const ScreenTitle = {
  id: v.number(),
  /** Day of the title's latest daily bar, YYYY-MM-DD. */
  date: v.string(),
  close: v.number(),
}

export const SmaScreenAnswerSchema = v.object({
  span: v.number(),
  /** Titles with `span` daily bars up to a bar of the last 10 days, by their close against the average. */
  breadth: v.object({ above: v.number(), below: v.number(), titles: v.number() }),
  /** How many titles crossed (the list holds the first `limit`). */
  total: v.number(),
  /** Crossed on the latest bar: up (close above the average, the bar before at or below it) or down; the widest first. */
  titles: v.array(
    v.object({
      ...ScreenTitle,
      sma: v.number(),
      /** close / sma − 1 */
      distance: v.number(),
      cross: v.picklist(['up', 'down']),
    }),
  ),
})
export type SmaScreenAnswer = v.InferOutput<typeof SmaScreenAnswerSchema>

export const RsiScreenAnswerSchema = v.object({
  span: v.number(),
  compare_value: v.number(),
  /** A compare value of 50 or more screens for RSI at or above it (overbought), below 50 at or below it (oversold). */
  side: v.picklist(['above', 'below']),
  total: v.number(),
  /** The most extreme first. */
  titles: v.array(v.object({ ...ScreenTitle, rsi: v.number() })),
})
export type RsiScreenAnswer = v.InferOutput<typeof RsiScreenAnswerSchema>
