import * as v from 'valibot'

/**
 * Buzz and sentiment history, title snapshots, quotes and datasets (data-interface §7 "Buzz
 * and sentiment", "Price data"; application §3 "Buzz history", "Quotes"). Query-string helpers
 * shared by the data calls live here too.
 */

/** A query-string value; when repeated, the last one counts. */
export const QueryText = v.pipe(
  v.union([v.string(), v.array(v.string())]),
  v.transform((value) => (Array.isArray(value) ? (value.at(-1) ?? '') : value)),
  v.maxLength(500),
)

/* @__NO_SIDE_EFFECTS__ */
export function queryInteger(min: number, max: number) {
  return v.optional(
    v.pipe(
      QueryText,
      v.regex(/^-?\d{1,12}$/, 'expected a whole number'),
      v.transform(Number),
      v.minValue(min),
      v.maxValue(max),
    ),
  )
}

export const QueryBoolean = v.optional(
  v.pipe(
    QueryText,
    v.picklist(['true', 'false', '1', '0']),
    v.transform((text) => text === 'true' || text === '1'),
  ),
)

/** Comma-joined list of names from `allowed`. */
/* @__NO_SIDE_EFFECTS__ */
export function queryNames<const T extends readonly string[]>(allowed: T) {
  return v.optional(
    v.pipe(
      QueryText,
      v.transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(allowed)),
      v.maxLength(allowed.length * 2),
    ),
  )
}

export const PartitionNameSchema = v.pipe(
  QueryText,
  v.regex(/^[a-z0-9_]{1,40}$/, 'expected a partition name'),
)

/** Time inputs in query strings: epoch ms or ISO (parsed by parseTimeInput). */
export const QueryTime = v.optional(v.pipe(QueryText, v.maxLength(40)))

export const HISTORY_FIELDS = [
  'buzz',
  'sentiment',
  'sentiment_score',
  'messages',
  'positive',
  'neutral',
  'negative',
] as const
export type HistoryField = (typeof HISTORY_FIELDS)[number]

export const TitleHistoryQuerySchema = v.strictObject({
  fields: queryNames(HISTORY_FIELDS),
  startDate: QueryTime,
  endDate: QueryTime,
  partition: v.optional(PartitionNameSchema),
  format: v.optional(QueryText),
})

/** One bucket: t (epoch ms of the bucket start) plus the asked fields; Buzz is ×100. */
export const HistoryPointSchema = v.object({
  t: v.number(),
  Buzz: v.optional(v.nullable(v.number())),
  Sentiment: v.optional(v.nullable(v.number())),
  sentiment_score: v.optional(v.nullable(v.number())),
  messages: v.optional(v.number()),
  positive: v.optional(v.number()),
  neutral: v.optional(v.number()),
  negative: v.optional(v.number()),
})
export type HistoryPoint = v.InferOutput<typeof HistoryPointSchema>

export const TitleHistorySchema = v.object({
  id: v.number(),
  partition: v.string(),
  history: v.array(HistoryPointSchema),
})
export const TitleHistoryAnswerSchema = v.array(TitleHistorySchema)
export type TitleHistoryAnswer = v.InferOutput<typeof TitleHistoryAnswerSchema>

export const TitleSnapshotQuerySchema = v.strictObject({
  partition: v.optional(PartitionNameSchema),
  format: v.optional(QueryText),
})

/** Current buzz (multiple of the average, 1 = 100 %) and sentiment from the latest bucket. */
export const TitleSnapshotSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.string(),
  partition: v.string(),
  buzz: v.nullable(v.number()),
  sentiment: v.nullable(v.number()),
  sentiment_score: v.nullable(v.number()),
  messages: v.number(),
  /** Epoch ms of the bucket start; null when the title has no bucket yet. */
  time: v.nullable(v.number()),
})
export const TitleSnapshotAnswerSchema = v.array(TitleSnapshotSchema)
export type TitleSnapshot = v.InferOutput<typeof TitleSnapshotSchema>

export const QuoteSchema = v.object({
  t: v.number(),
  o: v.number(),
  h: v.number(),
  l: v.number(),
  c: v.number(),
  v: v.number(),
})
export type Quote = v.InferOutput<typeof QuoteSchema>

export const QuotesQuerySchema = v.strictObject({
  startDate: QueryTime,
  endDate: QueryTime,
  vendor: v.optional(QueryText),
  indicators: v.optional(QueryText),
  format: v.optional(QueryText),
})
export const QuotesAnswerSchema = v.array(QuoteSchema)

export const IntradayQuerySchema = v.strictObject({
  data_options: v.optional(v.pipe(QueryText, v.picklist(['', 'ohlcv']))),
  startDate: QueryTime,
  endDate: QueryTime,
  partition: v.optional(PartitionNameSchema),
  format: v.optional(QueryText),
})
export const IntradayAnswerSchema = v.object({
  id: v.number(),
  partition: v.string(),
  history: v.array(HistoryPointSchema),
  quotes: v.optional(v.array(QuoteSchema)),
})

export const DATASETS = ['Buzz/Sentiment', 'Daily Quotes'] as const
export const DatasetHistoryQuerySchema = v.strictObject({
  preview: QueryBoolean,
  startDate: QueryTime,
  endDate: QueryTime,
  partition: v.optional(PartitionNameSchema),
  format: v.optional(QueryText),
})
export const DatasetHistoryBodySchema = v.strictObject({
  dataset: v.picklist(DATASETS),
  filter: v.strictObject({
    id: v.union([
      v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
      v.pipe(v.array(v.pipe(v.number(), v.safeInteger(), v.minValue(1))), v.minLength(1), v.maxLength(100)),
    ]),
  }),
})
/** Rows of a dataset: Buzz and Sentiment are both ×100; quotes as stored. */
export const DatasetRowSchema = v.object({
  id: v.number(),
  t: v.number(),
  Buzz: v.optional(v.nullable(v.number())),
  Sentiment: v.optional(v.nullable(v.number())),
  o: v.optional(v.number()),
  h: v.optional(v.number()),
  l: v.optional(v.number()),
  c: v.optional(v.number()),
  v: v.optional(v.number()),
})
export const DatasetHistoryAnswerSchema = v.object({
  dataset: v.picklist(DATASETS),
  preview: v.boolean(),
  rows: v.array(DatasetRowSchema),
})
/** A preview answers at most this many rows. */
export const DATASET_PREVIEW_ROWS = 10
