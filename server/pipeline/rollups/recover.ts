import { and, gte, inArray, lt, max, sql } from 'drizzle-orm'
import { type PartitionSpec, partitionSpec } from '../../../src/core'
import type { Database } from '../../db'
import { messages, messageTitles } from '../../db/schema'
import type { RollupMessage } from './bucket'
import { type BaselineOf, bucketKeysOf, type Executor } from './bucket-sql'
import { type BucketRef, bucketKey, RollupEngine, seriesKey } from './engine'
import { loadHistories, openBuckets, restoreTallies } from './store'

export function createRollupEngine(): RollupEngine {
  return new RollupEngine()
}

/** A series' history is read again from the store after this long: other nodes close buckets too. */
export const HISTORY_REFRESH_MS = 15 * 60_000

/** Loads the closed-bucket history of series that have none yet (or an old one), before `before`. */
export async function loadMissingHistories(
  ex: Executor,
  engine: RollupEngine,
  series: Iterable<{ spec: PartitionSpec; titleId: number }>,
  before: number,
  now: number,
): Promise<void> {
  const missing = new Map<string, { spec: PartitionSpec; ids: number[] }>()
  for (const { spec, titleId } of series) {
    if (!engine.needsHistory(seriesKey(spec.name, titleId), now - HISTORY_REFRESH_MS)) continue
    const entry = missing.get(spec.name) ?? { spec, ids: [] }
    entry.ids.push(titleId)
    missing.set(spec.name, entry)
  }
  for (const { spec, ids } of missing.values()) {
    const histories = await loadHistories(ex, spec, ids, before)
    for (const [titleId, history] of histories) engine.setHistory(seriesKey(spec.name, titleId), history, now)
  }
}

/** The series of stored buckets, with their partition's spec. */
export function seriesOfBuckets(buckets: readonly BucketRef[]): { spec: PartitionSpec; titleId: number }[] {
  const found = new Map<string, { spec: PartitionSpec; titleId: number }>()
  for (const bucket of buckets) {
    const spec = partitionSpec(bucket.partition)
    if (spec) found.set(seriesKey(bucket.partition, bucket.titleId), { spec, titleId: bucket.titleId })
  }
  return [...found.values()]
}

/** At most this many (message, title) rows are read to rebuild missing author tallies. */
const MAX_REPLAY_ROWS = 1_000_000

/**
 * At start the engine learns which buckets are open (on any node) and resumes stream time at
 * the latest stored message (never past `now`). Open buckets written before author tallies
 * existed get their tallies rebuilt from the stored messages. Returns how many are open.
 */
export async function recoverOpenBuckets(
  db: Database,
  engine: RollupEngine,
  now: number,
  baselineOf: BaselineOf,
): Promise<number> {
  const open = await openBuckets(db)
  if (open.length === 0) return 0
  engine.remember(open)
  const from = new Date(Math.min(...open.map((b) => b.start)))
  const [latest] = await db
    .select({ at: max(messages.messageTime) })
    .from(messages)
    .where(and(gte(messages.messageTime, from), lt(messages.messageTime, new Date(now + 1))))
  if (latest?.at) engine.advance(latest.at.getTime())
  await rebuildMissingTallies(db, engine, open, now, baselineOf)
  return open.length
}

async function rebuildMissingTallies(
  db: Database,
  engine: RollupEngine,
  open: readonly BucketRef[],
  now: number,
  baselineOf: BaselineOf,
): Promise<void> {
  const result = await db.execute(sql`
    select b.partition, b.title_id, (extract(epoch from b.bucket_start) * 1000)::float8 as start_ms
    from buzz_buckets b
    where not b.closed and b.messages > 0 and not exists (
      select 1 from buzz_bucket_authors x
      where x.partition = b.partition and x.title_id = b.title_id and x.bucket_start = b.bucket_start)`)
  const keys = new Set(bucketKeysOf(result).map(bucketKey))
  const bare = open.filter((bucket) => keys.has(bucketKey(bucket)))
  if (bare.length === 0) return
  const rows = await db
    .select({
      id: messages.id,
      source: messages.source,
      type: messages.type,
      author: messages.author,
      messageTime: messages.messageTime,
      sentiment: messages.sentiment,
      sentimentLabel: messages.sentimentLabel,
      authorCategory: messages.authorCategory,
      authorImpact: messages.authorImpact,
      titleId: messageTitles.titleId,
    })
    .from(messages)
    .innerJoin(messageTitles, sql`${messageTitles.messageId} = ${messages.id}`)
    .where(
      and(
        gte(messages.messageTime, new Date(Math.min(...bare.map((b) => b.start)))),
        lt(messages.messageTime, new Date(Math.max(...bare.map((b) => b.end)))),
        inArray(messageTitles.titleId, [...new Set(bare.map((b) => b.titleId))]),
      ),
    )
    .limit(MAX_REPLAY_ROWS)
  const byId = new Map<number, RollupMessage>()
  for (const row of rows) {
    const known = byId.get(row.id)
    if (known) known.titleIds.push(row.titleId)
    else
      byId.set(row.id, {
        ...row,
        authorCategory: row.authorCategory ?? 'regulars',
        authorImpact: row.authorImpact ?? 2,
        titleIds: [row.titleId],
      })
  }
  // A fresh engine: nothing is late, every stored message lands in its bucket.
  const { deltas } = new RollupEngine().deltasOf([...byId.values()])
  await loadMissingHistories(db, engine, seriesOfBuckets(bare), Math.min(...bare.map((b) => b.start)), now)
  await db.transaction((tx) =>
    restoreTallies(
      tx,
      deltas.filter((delta) => keys.has(bucketKey(delta))),
      baselineOf,
    ),
  )
}
