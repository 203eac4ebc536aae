import { and, eq, gte, min } from 'drizzle-orm'
import type { PartitionSpec } from '../../../src/core'
import type { Database } from '../../db'
import { buzzBuckets, messages, messageTitles } from '../../db/schema'
import type { RollupMessage } from './bucket'
import { RollupEngine, seriesKey } from './engine'
import { loadHistories } from './store'

export function createRollupEngine(): RollupEngine {
  return new RollupEngine()
}

/** At most this many (message, title) rows are replayed at start. */
const MAX_REPLAY_ROWS = 1_000_000

/** Loads the closed-bucket history of every series the messages touch that has none yet. */
export async function loadMissingHistories(
  db: Database,
  engine: RollupEngine,
  batch: readonly RollupMessage[],
): Promise<void> {
  const missing = new Map<string, { spec: PartitionSpec; ids: number[] }>()
  for (const [key, { spec, titleId }] of engine.seriesOf(batch)) {
    if (engine.hasHistory(key)) continue
    const entry = missing.get(spec.name) ?? { spec, ids: [] }
    entry.ids.push(titleId)
    missing.set(spec.name, entry)
  }
  if (missing.size === 0) return
  let earliest = Number.POSITIVE_INFINITY
  for (const message of batch) earliest = Math.min(earliest, message.messageTime.getTime())
  for (const { spec, ids } of missing.values()) {
    const histories = await loadHistories(db, spec, ids, earliest)
    for (const [titleId, history] of histories) engine.setHistory(seriesKey(spec.name, titleId), history)
  }
}

/**
 * Open buckets live in memory; after a restart they are rebuilt from the stored messages since
 * the oldest open bucket, in ingest order. Rebuilt buckets whose stored row is already closed
 * are dropped. Returns how many open buckets were rebuilt.
 */
export async function recoverOpenBuckets(db: Database, engine: RollupEngine, now: number): Promise<number> {
  const [oldest] = await db
    .select({ from: min(buzzBuckets.bucketStart) })
    .from(buzzBuckets)
    .where(eq(buzzBuckets.closed, false))
  const from = oldest?.from
  if (!from) return 0
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
    .innerJoin(messageTitles, eq(messageTitles.messageId, messages.id))
    .where(gte(messages.messageTime, from))
    .orderBy(messages.ingestedAt, messages.id)
    .limit(MAX_REPLAY_ROWS)
  const byId = new Map<number, RollupMessage>()
  for (const row of rows) {
    const known = byId.get(row.id)
    if (known) {
      known.titleIds.push(row.titleId)
      continue
    }
    byId.set(row.id, {
      id: row.id,
      source: row.source,
      type: row.type,
      author: row.author,
      messageTime: row.messageTime,
      sentiment: row.sentiment,
      sentimentLabel: row.sentimentLabel,
      authorCategory: row.authorCategory ?? 'regulars',
      authorImpact: row.authorImpact ?? 2,
      titleIds: [row.titleId],
    })
  }
  const replay = [...byId.values()]
  await loadMissingHistories(db, engine, replay)
  const { touched } = engine.ingest(replay, now)
  const closed = await db
    .select({
      partition: buzzBuckets.partition,
      titleId: buzzBuckets.titleId,
      start: buzzBuckets.bucketStart,
    })
    .from(buzzBuckets)
    .where(and(eq(buzzBuckets.closed, true), gte(buzzBuckets.bucketEnd, from)))
  let dropped = 0
  for (const row of closed) if (engine.discard(row.partition, row.titleId, row.start.getTime())) dropped += 1
  return touched.length - dropped
}
