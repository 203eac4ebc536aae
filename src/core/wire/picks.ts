import * as v from 'valibot'
import { QueryBoolean, QueryText, QueryTime, queryInteger } from './history'

/**
 * Pulse picks (data-interface §7 "Picks"): a title is picked on a day when its messages jump
 * `filter_by_stddev` standard deviations above its own last 30 days (days without messages count
 * as 0) with a clear mean sentiment (|s| ≥ 0.1) and at least 5 messages; long when the sentiment
 * is positive, short when negative. A pick is made when its daily bucket closes; its returns are
 * measured from the first daily close after that (point in time: nothing the pick did not know).
 */

export const PICK_BASELINE_DAYS = 30
export const PICK_MIN_MESSAGES = 5
export const PICK_MIN_SENTIMENT = 0.1
export const PICK_STDDEV_DEFAULT = 2
/** The holding periods a pick's return is measured over, in daily bars after the entry. */
export const PICK_HORIZONS = [1, 5, 20] as const
/** Weekly picks: the last 7 days against the 8 weeks before, at least 1.5σ up, the top 10. */
export const WEEKLY_PICK_WEEKS = 8
export const WEEKLY_PICK_MIN_STDDEV = 1.5
export const WEEKLY_PICK_LIMIT = 10
export const PICK_SORTS = ['stddev', 'buzz', 'sentiment', 'messages', 'return'] as const
export type PickSort = (typeof PICK_SORTS)[number]

const stddevQuery = v.optional(
  v.pipe(
    QueryText,
    v.regex(/^\d{1,2}(\.\d{1,3})?$/, 'expected a number from 0.5 to 50'),
    v.transform(Number),
    v.minValue(0.5),
    v.maxValue(50),
  ),
)

const PickFilterEntries = {
  /** A market code (US, CA, EU, CN, IN, REST_AS), a continent or an ISO country. */
  region: v.optional(v.pipe(QueryText, v.maxLength(40))),
  /** Only titles that belong to an index (a list of the inventory). */
  restrict_to_indices: QueryBoolean,
  filter_by_stddev: stddevQuery,
  sort_by: v.optional(v.pipe(QueryText, v.picklist(PICK_SORTS))),
  limit: queryInteger(1, 500),
  format: v.optional(QueryText),
}

/** GET /pulsepicks: the picks of the last `days` signal days (default 1: the latest closed day). */
export const PulsePicksQuerySchema = v.strictObject({ ...PickFilterEntries, days: queryInteger(1, 30) })

/** GET /pulsepicksperformance: the picks of the `days` days up to `date` with their returns. */
export const PulsePicksPerformanceQuerySchema = v.strictObject({
  ...PickFilterEntries,
  date: QueryTime,
  days: queryInteger(1, 90),
})

export const PulsePicksOfTitleQuerySchema = v.strictObject({
  limit: queryInteger(1, 100),
  format: v.optional(QueryText),
})

export const DailyPicksPerformanceQuerySchema = v.strictObject({ format: v.optional(QueryText) })
export const WeeklyPicksQuerySchema = v.strictObject({
  region: PickFilterEntries.region,
  format: v.optional(QueryText),
})

const Close = v.object({ date: v.string(), close: v.number() })

export const PulsePickSchema = v.object({
  id: v.number(),
  /** The signal day (the daily bucket's first day), YYYY-MM-DD. */
  date: v.string(),
  /** When the pick was made: the end of its daily bucket (ISO). */
  made_at: v.string(),
  direction: v.picklist(['long', 'short']),
  /** Standard deviations the day's messages stood above the 30-day mean. */
  stddev: v.number(),
  messages: v.number(),
  /** The day's buzz (1 = the title's normal, 100 %). */
  buzz: v.nullable(v.number()),
  /** Mean message sentiment of the day, −1 to 1. */
  sentiment: v.number(),
  /** The first daily close after the pick was made; null until there is one. */
  entry: v.nullable(Close),
  /** Return in the pick's direction (a short gains when the price falls) after 1, 5 and 20 bars. */
  returns: v.object({ d1: v.nullable(v.number()), d5: v.nullable(v.number()), d20: v.nullable(v.number()) }),
  /** The latest close and the return in the pick's direction up to it. */
  latest: v.nullable(v.object({ ...Close.entries, return: v.number() })),
})
export type PulsePick = v.InferOutput<typeof PulsePickSchema>

export const PulsePicksAnswerSchema = v.object({
  /** The signal days covered, oldest first. */
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  filter_by_stddev: v.number(),
  total: v.number(),
  picks: v.array(PulsePickSchema),
})
export type PulsePicksAnswer = v.InferOutput<typeof PulsePicksAnswerSchema>

const HorizonSummary = v.object({
  /** Picks with a return over this horizon yet. */
  count: v.number(),
  /** Mean return in the picks' direction. */
  mean_return: v.nullable(v.number()),
  /** Share of those picks with a positive return in their direction. */
  hit_rate: v.nullable(v.number()),
})

export const PicksSummarySchema = v.object({
  picks: v.number(),
  long: v.number(),
  short: v.number(),
  d1: HorizonSummary,
  d5: HorizonSummary,
  d20: HorizonSummary,
})
export type PicksSummary = v.InferOutput<typeof PicksSummarySchema>

export const PulsePicksPerformanceAnswerSchema = v.object({
  ...PulsePicksAnswerSchema.entries,
  summary: PicksSummarySchema,
})
export type PulsePicksPerformanceAnswer = v.InferOutput<typeof PulsePicksPerformanceAnswerSchema>

/** GET /dailypicksperformance: each of the last 30 signal days' picks (default filters), summarised. */
export const DailyPicksPerformanceAnswerSchema = v.object({
  days: v.array(v.object({ date: v.string(), ...PicksSummarySchema.entries })),
  overall: PicksSummarySchema,
})
export type DailyPicksPerformanceAnswer = v.InferOutput<typeof DailyPicksPerformanceAnswerSchema>

/**
 * GET /weeklypicks: the week's strongest signals: the messages of the last 7 closed days against
 * the 8 weeks before (z-score, at least 1.5σ, 35 messages and |sentiment| 0.1), with the week's
 * mean sentiment deciding the direction; top 10.
 */
export const WeeklyPicksAnswerSchema = v.object({
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  picks: v.array(
    v.object({
      id: v.number(),
      direction: v.picklist(['long', 'short']),
      stddev: v.number(),
      messages: v.number(),
      sentiment: v.number(),
      /** The first daily close after the week's last bucket closed, and the latest. */
      entry: v.nullable(Close),
      latest: v.nullable(v.object({ ...Close.entries, return: v.number() })),
    }),
  ),
})
export type WeeklyPicksAnswer = v.InferOutput<typeof WeeklyPicksAnswerSchema>
