import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import type { Baseline } from './baseline'
import type { BucketDelta } from './bucket'
import type { BucketRef, RollupRow } from './engine'

/** The SQL pieces the bucket writers share: time columns, the returned bucket, key columns in lock order. */

/** Rows per statement: the columns go as array parameters, so this bounds only memory. */
export const CHUNK = 5000

/** Both a database handle and a transaction. */
export type Executor = Pick<Database, 'execute' | 'select'>

export const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`)
export const stamp = (column: string) => sql.raw(`to_timestamp(${column} / 1000.0)`)

const StoredBucketSchema = v.object({
  partition: v.string(),
  title_id: v.number(),
  start_ms: v.number(),
  end_ms: v.number(),
  messages: v.number(),
  unique_authors: v.number(),
  weighted_volume: v.number(),
  positive: v.number(),
  neutral: v.number(),
  negative: v.number(),
  sentiment_sum: v.number(),
  scored: v.number(),
  adhoc: v.number(),
  sentiment_mean: v.nullable(v.number()),
  closed: v.boolean(),
})
const StoredBucketsSchema = v.object({ rows: v.array(StoredBucketSchema) })

export const RETURNING_BUCKET =
  sql.raw(`b.partition, b.title_id, (extract(epoch from b.bucket_start) * 1000)::float8 as start_ms,
  (extract(epoch from b.bucket_end) * 1000)::float8 as end_ms, b.messages, b.unique_authors, b.weighted_volume,
  b.positive, b.neutral, b.negative, b.sentiment_sum, b.scored, b.adhoc, b.sentiment_mean, b.closed`)

const BucketKeysSchema = v.object({
  rows: v.array(v.object({ partition: v.string(), title_id: v.number(), start_ms: v.number() })),
})

/** Bucket keys read back as (partition, title_id, start_ms) rows. */
export function bucketKeysOf(result: unknown): { partition: string; titleId: number; start: number }[] {
  return v
    .parse(BucketKeysSchema, result)
    .rows.map((row) => ({ partition: row.partition, titleId: row.title_id, start: row.start_ms }))
}

/** How buzz is measured for one bucket: its slot's baseline. */
export type BaselineOf = (bucket: { partition: string; titleId: number; start: number }) => Baseline

export function rowsOf(result: unknown, baselineOf: BaselineOf): RollupRow[] {
  return v.parse(StoredBucketsSchema, result).rows.map((r) => {
    const baseline = baselineOf({ partition: r.partition, titleId: r.title_id, start: r.start_ms })
    return {
      partition: r.partition,
      titleId: r.title_id,
      start: r.start_ms,
      end: r.end_ms,
      figures: {
        messages: r.messages,
        uniqueAuthors: r.unique_authors,
        weightedVolume: r.weighted_volume,
        positive: r.positive,
        neutral: r.neutral,
        negative: r.negative,
        sentimentSum: r.sentiment_sum,
        scored: r.scored,
        sentimentMean: r.sentiment_mean,
        adhoc: r.adhoc,
      },
      buzz: r.weighted_volume / baseline.average,
      baselineDays: baseline.days,
      closed: r.closed,
    }
  })
}

/** The bucket keys as (partition, title, start ms, baseline) column arrays for `unnest`. */
export function keyColumns(buckets: readonly BucketRef[], baselineOf: BaselineOf) {
  return sql`unnest(${sql.param(buckets.map((b) => b.partition))}::text[],
    ${sql.param(buckets.map((b) => b.titleId))}::int[], ${sql.param(buckets.map((b) => b.start))}::float8[],
    ${sql.param(buckets.map((b) => baselineOf(b).average))}::float8[]) as w(p, t, s, avg)`
}

/** Deltas in key (row lock) order, CHUNK at a time, with their columns as array parameters. */
export function* keyOrderedChunks(deltas: readonly BucketDelta[]) {
  const sorted = [...deltas].sort(compareKeys)
  for (let i = 0; i < sorted.length; i += CHUNK) {
    const chunk = sorted.slice(i, i + CHUNK)
    yield { chunk, column: <T>(pick: (delta: BucketDelta) => T) => sql.param(chunk.map(pick)) }
  }
}

/** Key (row lock) order: partition, title, start. */
export function compareKeys(a: BucketRef, b: BucketRef): number {
  if (a.partition !== b.partition) return a.partition < b.partition ? -1 : 1
  return a.titleId - b.titleId || a.start - b.start
}
