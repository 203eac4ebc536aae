import { and, eq, gte, inArray, lt, min, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { DAY_MS, type PartitionSpec } from '../../../src/core'
import type { Database } from '../../db'
import { buzzBuckets } from '../../db/schema'
import { BASELINE_DAYS, SeriesHistory } from './baseline'
import type { RollupRow } from './engine'

/** Rows per statement: the columns go as 16 array parameters, so this bounds only memory. */
const UPSERT_CHUNK = 5000

/**
 * Writes open and closed buckets in batched upserts (one `unnest` of column arrays per chunk:
 * several times faster than a VALUES list on PGlite). A row that is already closed is never
 * rewritten (`where closed = false`), so stored history stays point in time even if two
 * writers disagree.
 */
export async function upsertBuckets(db: Database, rows: readonly RollupRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    const chunk = rows.slice(i, i + UPSERT_CHUNK)
    const column = <T>(pick: (row: RollupRow) => T) => sql.param(chunk.map(pick))
    await db.execute(sql`
      insert into buzz_buckets (partition, title_id, bucket_start, bucket_end, messages, unique_authors,
        weighted_volume, positive, neutral, negative, sentiment_sum, scored, adhoc, sentiment_mean, buzz,
        closed, updated_at)
      select p, t, to_timestamp(s / 1000.0), to_timestamp(e / 1000.0), m, ua, wv, po, ne, ng, ss, sc, ad,
        sm, bz, cl, now()
      from unnest(
        ${column((r) => r.partition)}::text[], ${column((r) => r.titleId)}::int[],
        ${column((r) => r.start)}::float8[], ${column((r) => r.end)}::float8[],
        ${column((r) => r.figures.messages)}::int[], ${column((r) => r.figures.uniqueAuthors)}::int[],
        ${column((r) => r.figures.weightedVolume)}::float8[], ${column((r) => r.figures.positive)}::int[],
        ${column((r) => r.figures.neutral)}::int[], ${column((r) => r.figures.negative)}::int[],
        ${column((r) => r.figures.sentimentSum)}::float8[], ${column((r) => r.figures.scored)}::int[],
        ${column((r) => r.figures.adhoc)}::int[], ${column((r) => r.figures.sentimentMean)}::float8[],
        ${column((r) => r.buzz)}::float8[], ${column((r) => r.closed)}::bool[]
      ) as u(p, t, s, e, m, ua, wv, po, ne, ng, ss, sc, ad, sm, bz, cl)
      on conflict (partition, title_id, bucket_start) do update set
        messages = excluded.messages, unique_authors = excluded.unique_authors,
        weighted_volume = excluded.weighted_volume, positive = excluded.positive,
        neutral = excluded.neutral, negative = excluded.negative, sentiment_sum = excluded.sentiment_sum,
        scored = excluded.scored, adhoc = excluded.adhoc, sentiment_mean = excluded.sentiment_mean,
        buzz = excluded.buzz, closed = excluded.closed, updated_at = excluded.updated_at
      where buzz_buckets.closed = false`)
  }
}

/**
 * The closed-bucket history of series seen for the first time since start: weighted volumes
 * of the BASELINE_DAYS (+1) days before `before`, and the first bucket ever stored.
 */
export async function loadHistories(
  db: Database,
  spec: PartitionSpec,
  titleIds: readonly number[],
  before: number,
): Promise<Map<number, SeriesHistory>> {
  const histories = new Map<number, SeriesHistory>(
    titleIds.map((id) => [id, new SeriesHistory(spec.bucketMs)]),
  )
  if (titleIds.length === 0) return histories
  const from = new Date(before - (BASELINE_DAYS + 1) * DAY_MS)
  const [volumes, firsts] = await Promise.all([
    db
      .select({
        titleId: buzzBuckets.titleId,
        start: buzzBuckets.bucketStart,
        weightedVolume: buzzBuckets.weightedVolume,
      })
      .from(buzzBuckets)
      .where(
        and(
          eq(buzzBuckets.partition, spec.name),
          inArray(buzzBuckets.titleId, [...titleIds]),
          eq(buzzBuckets.closed, true),
          gte(buzzBuckets.bucketStart, from),
          lt(buzzBuckets.bucketStart, new Date(before + DAY_MS)),
        ),
      ),
    db
      .select({ titleId: buzzBuckets.titleId, first: min(buzzBuckets.bucketStart) })
      .from(buzzBuckets)
      .where(
        and(
          eq(buzzBuckets.partition, spec.name),
          inArray(buzzBuckets.titleId, [...titleIds]),
          eq(buzzBuckets.closed, true),
        ),
      )
      .groupBy(buzzBuckets.titleId),
  ])
  for (const row of volumes) histories.get(row.titleId)?.record(row.start.getTime(), row.weightedVolume)
  for (const row of firsts) {
    const history = histories.get(row.titleId)
    if (history && row.first) history.first = Math.min(history.first, row.first.getTime())
  }
  return histories
}

/** The last closed buckets of a series before a time: what the r/f comparators and moving buzz compare with. */
export interface StoredSeriesTail {
  /** Buzz of the closed buckets, oldest first. */
  buzz: number[]
  /** Sentiment mean of the newest of them. */
  lastSentimentMean: number | null
}

const TailRowSchema = v.object({
  partition: v.string(),
  title_id: v.number(),
  buzz: v.nullable(v.number()),
  sentiment_mean: v.nullable(v.number()),
})

/**
 * The newest `keep` closed buckets of each series before `before[key]`, read back after a restart
 * (or on another node) so comparator memory is the stored history, not this process's.
 */
export async function loadSeriesTails(
  db: Database,
  before: ReadonlyMap<string, { partition: string; titleId: number; start: number }>,
  keep: number,
): Promise<Map<string, StoredSeriesTail>> {
  const tails = new Map<string, StoredSeriesTail>()
  if (before.size === 0) return tails
  const series = [...before.values()]
  const result = await db.execute(sql`
    select partition, title_id, buzz, sentiment_mean from (
      select b.partition, b.title_id, b.buzz, b.sentiment_mean,
        row_number() over (partition by b.partition, b.title_id order by b.bucket_start desc) as rn
      from buzz_buckets b
      join unnest(
        ${sql.param(series.map((s) => s.partition))}::text[],
        ${sql.param(series.map((s) => s.titleId))}::int[],
        ${sql.param(series.map((s) => s.start))}::float8[]
      ) as w(partition, title_id, before_ms)
        on b.partition = w.partition and b.title_id = w.title_id
      where b.closed and b.bucket_start < to_timestamp(w.before_ms / 1000.0)
    ) newest
    where rn <= ${keep}
    order by partition, title_id, rn desc`)
  for (const row of v.parse(v.object({ rows: v.array(TailRowSchema) }), result).rows) {
    const key = `${row.partition}|${row.title_id}`
    const tail = tails.get(key) ?? { buzz: [], lastSentimentMean: null }
    tail.buzz.push(row.buzz ?? 0)
    tail.lastSentimentMean = row.sentiment_mean
    tails.set(key, tail)
  }
  return tails
}
