import { sql } from 'drizzle-orm'
import type { BucketDelta } from './bucket'
import { type BaselineOf, bucketKeysOf, type Executor, keyOrderedChunks, ms, stamp } from './bucket-sql'
import { openSlotQuery, splitCompleted } from './complete'
import { bucketKey, type RollupRow, seriesKey } from './engine'
import { cappedCount } from './weights'

/** Start times of the open buckets of some series in [from, to), by series key. */
async function openBucketStarts(
  ex: Executor,
  query: { series: readonly { partition: string; titleId: number }[]; from: number; to: number },
): Promise<Map<string, Set<number>>> {
  const result = await ex.execute(sql`
    select b.partition, b.title_id, ${ms('b.bucket_start')} as start_ms
    from buzz_buckets b
    join unnest(${sql.param(query.series.map((s) => s.partition))}::text[],
      ${sql.param(query.series.map((s) => s.titleId))}::int[]) as s(p, t)
      on b.partition = s.p and b.title_id = s.t
    where not b.closed and b.bucket_start >= ${stamp(String(query.from))}
      and b.bucket_start < ${stamp(String(query.to))}`)
  const starts = new Map<string, Set<number>>()
  for (const bucket of bucketKeysOf(result)) {
    const key = seriesKey(bucket.partition, bucket.titleId)
    const set = starts.get(key) ?? new Set<number>()
    set.add(bucket.start)
    starts.set(key, set)
  }
  return starts
}

/**
 * Writes buckets a batch completes (rollups/complete.ts) closed, with their final figures: unique
 * authors and the spam-capped weighted volume from the batch's own tallies (as the tally update
 * computes them), buzz against the slot's baseline. A bucket already stored (another batch or node
 * wrote to it) is left alone; returns the buckets written.
 */
async function insertCompletedBuckets(
  ex: Executor,
  deltas: readonly BucketDelta[],
  baselineOf: BaselineOf,
): Promise<RollupRow[]> {
  const rows: RollupRow[] = []
  for (const { chunk, column } of keyOrderedChunks(deltas)) {
    const volumes = new Map(chunk.map((delta) => [delta, weightedVolumeOf(delta)]))
    const volume = (delta: BucketDelta) => volumes.get(delta) ?? 0
    const result = await ex.execute(sql`
      insert into buzz_buckets as b (partition, title_id, bucket_start, bucket_end, messages, unique_authors,
        weighted_volume, positive, neutral, negative, sentiment_sum, scored, adhoc, sentiment_mean, buzz, closed, updated_at)
      select p, t, ${stamp('s')}, ${stamp('e')}, m, ua, wv, po, ne, ng, ss, sc, ad,
        case when sc = 0 then null else ss / sc end, wv / avg, true, now()
      from unnest(
        ${column((d) => d.partition)}::text[], ${column((d) => d.titleId)}::int[],
        ${column((d) => d.start)}::float8[], ${column((d) => d.end)}::float8[],
        ${column((d) => d.messages)}::int[], ${column((d) => d.authors.size)}::int[],
        ${column(volume)}::float8[], ${column((d) => d.positive)}::int[],
        ${column((d) => d.neutral)}::int[], ${column((d) => d.negative)}::int[],
        ${column((d) => d.sentimentSum)}::float8[], ${column((d) => d.scored)}::int[],
        ${column((d) => d.adhoc)}::int[], ${column((d) => baselineOf(d).average)}::float8[]
      ) as u(p, t, s, e, m, ua, wv, po, ne, ng, ss, sc, ad, avg)
      order by p, t, s
      on conflict (partition, title_id, bucket_start) do nothing
      returning b.partition, b.title_id, ${ms('b.bucket_start')} as start_ms`)
    // The rows hold what was sent: only which were written comes back (a backfill writes
    // thousands of buckets a batch, and reading each back cost the engine more than writing it).
    const sent = new Map(chunk.map((delta) => [bucketKey(delta), delta]))
    for (const key of bucketKeysOf(result)) {
      const delta = sent.get(bucketKey(key))
      if (delta) rows.push(completedRow(delta, volume(delta), baselineOf))
    }
  }
  return rows
}

/** The spam-capped weighted volume of a bucket's author tallies (the SQL twin is the tally update's). */
function weightedVolumeOf(delta: BucketDelta): number {
  let total = 0
  for (const tally of delta.authors.values()) total += tally.weight * cappedCount(tally.messages)
  return total
}

/** The row a completed bucket was written as (the insert above, computed the same way). */
function completedRow(delta: BucketDelta, weightedVolume: number, baselineOf: BaselineOf): RollupRow {
  const baseline = baselineOf(delta)
  return {
    partition: delta.partition,
    titleId: delta.titleId,
    start: delta.start,
    end: delta.end,
    figures: {
      messages: delta.messages,
      uniqueAuthors: delta.authors.size,
      weightedVolume,
      positive: delta.positive,
      neutral: delta.neutral,
      negative: delta.negative,
      sentimentSum: delta.sentimentSum,
      scored: delta.scored,
      sentimentMean: delta.scored === 0 ? null : delta.sentimentSum / delta.scored,
      adhoc: delta.adhoc,
    },
    buzz: weightedVolume / baseline.average,
    baselineDays: baseline.days,
    closed: true,
  }
}

/**
 * Writes the buckets a batch completes closed (rollups/complete.ts) and answers the deltas left
 * for the open-bucket path: those that wait for an earlier same-slot bucket, and those another
 * batch or node already stored. `dueBefore`: stream time after the batch less the lateness.
 */
export async function writeCompletedBuckets(
  ex: Executor,
  deltas: readonly BucketDelta[],
  dueBefore: number,
  baselineOf: BaselineOf,
): Promise<{ completed: RollupRow[]; rest: BucketDelta[] }> {
  const slots = openSlotQuery(deltas, dueBefore)
  if (slots === null) return { completed: [], rest: [...deltas] }
  const split = splitCompleted(deltas, dueBefore, await openBucketStarts(ex, slots))
  const completed = await insertCompletedBuckets(ex, split.complete, baselineOf)
  const written = new Set(completed.map(bucketKey))
  return {
    completed,
    rest: [...split.rest, ...split.complete.filter((delta) => !written.has(bucketKey(delta)))],
  }
}
