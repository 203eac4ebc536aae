import { and, eq, gte, inArray, lt, min, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { DAY_MS, type PartitionSpec } from '../../../src/core'
import type { Database } from '../../db'
import { buzzBuckets } from '../../db/schema'
import { BASELINE_DAYS, SeriesHistory } from './baseline'
import type { BucketDelta } from './bucket'
import {
  type BaselineOf,
  bucketKeysOf,
  CHUNK,
  compareKeys,
  type Executor,
  keyColumns,
  keyOrderedChunks,
  ms,
  RETURNING_BUCKET,
  rowsOf,
  stamp,
} from './bucket-sql'
import { type BucketRef, bucketKey, type RollupRow } from './engine'

/**
 * Adds a batch's deltas to the stored buckets, in the ingest transaction, so a bucket's figures
 * are the sum of what every node stored (never last-writer-wins). Counts are added atomically;
 * author tallies are upserted and unique authors and the spam-capped weighted volume (the SQL
 * twin of `cappedCount`: weight × (1 + ln n)) recomputed from them under the bucket's row lock.
 * A bucket that is already closed takes nothing. Returns the open buckets' new figures.
 */
export async function applyDeltas(
  ex: Executor,
  deltas: readonly BucketDelta[],
  baselineOf: BaselineOf,
): Promise<RollupRow[]> {
  const rows: RollupRow[] = []
  for (const { chunk, column } of keyOrderedChunks(deltas)) {
    // The tally update below moves the latest-buzz rows of every bucket this takes (migration 0020).
    await ex.execute(sql`set local murmur.skip_latest_buzz = 'on'`)
    // Row locks are taken in key order, so two nodes' transactions cannot deadlock here.
    const opened = await ex.execute(sql`
      insert into buzz_buckets (partition, title_id, bucket_start, bucket_end, messages, positive, neutral,
        negative, sentiment_sum, scored, adhoc, updated_at)
      select p, t, ${stamp('s')}, ${stamp('e')}, m, po, ne, ng, ss, sc, ad, now()
      from unnest(
        ${column((d) => d.partition)}::text[], ${column((d) => d.titleId)}::int[],
        ${column((d) => d.start)}::float8[], ${column((d) => d.end)}::float8[],
        ${column((d) => d.messages)}::int[], ${column((d) => d.positive)}::int[],
        ${column((d) => d.neutral)}::int[], ${column((d) => d.negative)}::int[],
        ${column((d) => d.sentimentSum)}::float8[], ${column((d) => d.scored)}::int[],
        ${column((d) => d.adhoc)}::int[]
      ) as u(p, t, s, e, m, po, ne, ng, ss, sc, ad)
      order by p, t, s
      on conflict (partition, title_id, bucket_start) do update set
        messages = buzz_buckets.messages + excluded.messages,
        positive = buzz_buckets.positive + excluded.positive,
        neutral = buzz_buckets.neutral + excluded.neutral,
        negative = buzz_buckets.negative + excluded.negative,
        sentiment_sum = buzz_buckets.sentiment_sum + excluded.sentiment_sum,
        scored = buzz_buckets.scored + excluded.scored,
        adhoc = buzz_buckets.adhoc + excluded.adhoc,
        updated_at = excluded.updated_at
      where not buzz_buckets.closed
      returning partition, title_id, ${ms('bucket_start')} as start_ms`)
    await ex.execute(sql`set local murmur.skip_latest_buzz = 'off'`)
    const taken = new Set(bucketKeysOf(opened).map(bucketKey))
    const open = chunk.filter((delta) => taken.has(bucketKey(delta)))
    if (open.length === 0) continue
    rows.push(...(await addAuthorTallies(ex, open, baselineOf)))
  }
  return rows
}

/** The author tallies of deltas as columns (one row per bucket and author), in lock order. */
function tallyRows(deltas: readonly BucketDelta[]) {
  const tallies: { d: BucketDelta; key: string; messages: number; weight: number }[] = []
  for (const d of deltas) for (const [key, t] of d.authors) tallies.push({ d, key, ...t })
  const column = <T>(pick: (tally: (typeof tallies)[number]) => T) => sql.param(tallies.map(pick))
  return sql`select p, t, ${stamp('s')} as s, k, m, w
    from unnest(
      ${column((x) => x.d.partition)}::text[], ${column((x) => x.d.titleId)}::int[],
      ${column((x) => x.d.start)}::float8[], ${column((x) => x.key)}::text[],
      ${column((x) => x.messages)}::int[], ${column((x) => x.weight)}::float8[]
    ) as u(p, t, s, k, m, w)
    order by p, t, s, k`
}

/**
 * Adds the deltas' author tallies to open buckets (whose row locks this transaction holds) and
 * moves unique authors and the spam-capped weighted volume by what the tallies changed: an
 * author going from n to n' messages adds weight' × (1 + ln n') − weight × (1 + ln n). The
 * upsert keeps the row's previous figures (prev_*), so its RETURNING alone gives the change and
 * the cost is the batch's tallies, not the bucket's: a busy daily bucket is not re-read per batch.
 */
async function addAuthorTallies(
  ex: Executor,
  deltas: readonly BucketDelta[],
  baselineOf: BaselineOf,
): Promise<RollupRow[]> {
  const result = await ex.execute(sql`
    with after as (
      insert into buzz_bucket_authors (partition, title_id, bucket_start, author_key, messages, weight)
      select p, t, s, k, m, w from (${tallyRows(deltas)}) u
      on conflict (partition, title_id, bucket_start, author_key) do update set
        prev_messages = buzz_bucket_authors.messages, prev_weight = buzz_bucket_authors.weight,
        messages = buzz_bucket_authors.messages + excluded.messages,
        weight = greatest(buzz_bucket_authors.weight, excluded.weight)
      returning partition, title_id, bucket_start, messages, weight, prev_messages, prev_weight),
    d as (
      select partition, title_id, bucket_start, count(*) filter (where prev_messages is null)::int as added,
        sum(weight * (1 + ln(messages::float8))
          - coalesce(prev_weight * (1 + ln(prev_messages::float8)), 0)) as dwv
      from after group by partition, title_id, bucket_start),
    w as (select p, t, ${stamp('s')} as s, avg from ${keyColumns(deltas, baselineOf)})
    update buzz_buckets b set unique_authors = b.unique_authors + d.added,
      weighted_volume = b.weighted_volume + d.dwv, buzz = (b.weighted_volume + d.dwv) / w.avg,
      sentiment_mean = case when b.scored = 0 then null else b.sentiment_sum / b.scored end
    from d join w on w.p = d.partition and w.t = d.title_id and w.s = d.bucket_start
    where b.partition = d.partition and b.title_id = d.title_id and b.bucket_start = d.bucket_start
    returning ${RETURNING_BUCKET}`)
  return rowsOf(result, baselineOf)
}

/** Author tallies of open buckets written before tallies existed (the stored counts are kept). */
export async function restoreTallies(
  ex: Executor,
  deltas: readonly BucketDelta[],
  baselineOf: BaselineOf,
): Promise<RollupRow[]> {
  if (deltas.length === 0) return []
  await upsertAuthorTallies(ex, deltas)
  return recomputeAuthors(ex, deltas, baselineOf)
}

async function upsertAuthorTallies(ex: Executor, deltas: readonly BucketDelta[]): Promise<void> {
  await ex.execute(sql`
    insert into buzz_bucket_authors (partition, title_id, bucket_start, author_key, messages, weight)
    select p, t, s, k, m, w from (${tallyRows(deltas)}) u
    on conflict (partition, title_id, bucket_start, author_key) do update set
      messages = buzz_bucket_authors.messages + excluded.messages,
      weight = greatest(buzz_bucket_authors.weight, excluded.weight)`)
}

/** Unique authors, weighted volume, mean sentiment and buzz of open buckets, from their tallies. */
async function recomputeAuthors(
  ex: Executor,
  buckets: readonly BucketRef[],
  baselineOf: BaselineOf,
): Promise<RollupRow[]> {
  const result = await ex.execute(sql`
    with w as (select * from ${keyColumns(buckets, baselineOf)}),
    a as (
      select w.p, w.t, w.s, w.avg, count(*)::int as n, sum(x.weight * (1 + ln(x.messages::float8))) as wv
      from w join buzz_bucket_authors x
        on x.partition = w.p and x.title_id = w.t and x.bucket_start = ${stamp('w.s')}
      group by w.p, w.t, w.s, w.avg)
    update buzz_buckets b set unique_authors = a.n, weighted_volume = a.wv, buzz = a.wv / a.avg,
      sentiment_mean = case when b.scored = 0 then null else b.sentiment_sum / b.scored end
    from a
    where b.partition = a.p and b.title_id = a.t and b.bucket_start = ${stamp('a.s')}
    returning ${RETURNING_BUCKET}`)
  return rowsOf(result, baselineOf)
}

/** A node that wrote an open bucket closes it; others take over once nobody wrote it for this long. */
export const ORPHAN_AFTER_MS = 10 * 60_000

/**
 * Open buckets that end at or before `before` and that no node has written to for
 * ORPHAN_AFTER_MS (their writer stopped, or moved on without closing them), oldest first.
 * A bucket another node is still filling (a backfill far behind this node's stream time) is left
 * to that node.
 */
export async function orphanedBuckets(ex: Executor, before: number, limit: number): Promise<BucketRef[]> {
  if (!Number.isFinite(before)) return []
  const result = await ex.execute(sql`
    select partition, title_id, ${ms('bucket_start')} as start_ms, ${ms('bucket_end')} as end_ms
    from buzz_buckets
    where not closed and bucket_start < to_timestamp(${before} / 1000.0)
      and bucket_end <= to_timestamp(${before} / 1000.0)
      and updated_at < now() - make_interval(secs => ${ORPHAN_AFTER_MS / 1000})
    order by bucket_end
    limit ${limit}`)
  return refsOf(result)
}

/**
 * Measures open buckets again against their baseline now (a day in progress expects more of a
 * normal day as it goes on); returns those whose buzz changed. Rows are locked in key order
 * first, as the ingest transactions take them, so the two never deadlock on PostgreSQL.
 */
export async function remeasureOpen(
  db: Database,
  buckets: readonly BucketRef[],
  baselineOf: BaselineOf,
): Promise<RollupRow[]> {
  const rows: RollupRow[] = []
  const sorted = [...buckets].sort(compareKeys)
  for (let i = 0; i < sorted.length; i += CHUNK) {
    const chunk = sorted.slice(i, i + CHUNK)
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`
        select 1 from buzz_buckets b join ${keyColumns(chunk, baselineOf)}
          on b.partition = w.p and b.title_id = w.t and b.bucket_start = ${stamp('w.s')}
        where not b.closed
        order by b.partition, b.title_id, b.bucket_start
        for update of b`)
      return tx.execute(sql`
        update buzz_buckets b set buzz = b.weighted_volume / w.avg
        from ${keyColumns(chunk, baselineOf)}
        where b.partition = w.p and b.title_id = w.t and b.bucket_start = ${stamp('w.s')} and not b.closed
          and b.buzz is distinct from b.weighted_volume / w.avg
        returning ${RETURNING_BUCKET}`)
    })
    rows.push(...rowsOf(result, baselineOf))
  }
  return rows
}

/** Every open bucket: what a node starting up may have to close. */
export async function openBuckets(ex: Executor): Promise<BucketRef[]> {
  const result = await ex.execute(sql`
    select partition, title_id, ${ms('bucket_start')} as start_ms, ${ms('bucket_end')} as end_ms
    from buzz_buckets where not closed`)
  return refsOf(result)
}

function refsOf(result: unknown): BucketRef[] {
  const RefSchema = v.object({
    partition: v.string(),
    title_id: v.number(),
    start_ms: v.number(),
    end_ms: v.number(),
  })
  return v
    .parse(v.object({ rows: v.array(RefSchema) }), result)
    .rows.map((r) => ({ partition: r.partition, titleId: r.title_id, start: r.start_ms, end: r.end_ms }))
}

/**
 * Closes buckets with their final buzz and drops their author tallies. Only the buckets this
 * call closed come back (another node may have closed some first): exactly one node evaluates
 * a closed bucket's alerts.
 */
export async function closeBuckets(
  db: Database,
  buckets: readonly BucketRef[],
  baselineOf: BaselineOf,
): Promise<RollupRow[]> {
  if (buckets.length === 0) return []
  const sorted = [...buckets].sort(compareKeys)
  return db.transaction(async (tx) => {
    // Locks in key order, as the ingest transactions take them.
    await tx.execute(sql`
      select 1 from buzz_buckets b join ${keyColumns(sorted, baselineOf)}
        on b.partition = w.p and b.title_id = w.t and b.bucket_start = ${stamp('w.s')}
      order by b.partition, b.title_id, b.bucket_start
      for update of b`)
    const result = await tx.execute(sql`
      update buzz_buckets b set closed = true, buzz = b.weighted_volume / w.avg, updated_at = now()
      from ${keyColumns(sorted, baselineOf)}
      where b.partition = w.p and b.title_id = w.t and b.bucket_start = ${stamp('w.s')} and not b.closed
      returning ${RETURNING_BUCKET}`)
    await tx.execute(sql`
      delete from buzz_bucket_authors x using ${keyColumns(sorted, baselineOf)}
      where x.partition = w.p and x.title_id = w.t and x.bucket_start = ${stamp('w.s')}`)
    return rowsOf(result, baselineOf)
  })
}

/**
 * The closed-bucket history of series seen for the first time since start: weighted volumes
 * of the BASELINE_DAYS (+1) days before `before`, and the first bucket ever stored.
 */
export async function loadHistories(
  db: Executor,
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
  db: Executor,
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
