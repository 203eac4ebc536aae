import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  bucketStart,
  chartPartition,
  type MessageTimeline,
  type PartitionSpec,
  partitionSpec,
} from '../../../src/core'
import type { Database } from '../../db'
import { drivingTitle, type MessageFilter, messageWhere } from '../messages/filters'
import { dbNumber, queryRows } from '../messages/rows'

const BucketRowSchema = v.object({
  t: dbNumber,
  messages: dbNumber,
  counted: dbNumber,
  sentiment: v.nullable(dbNumber),
})

/** Coarser partitions, in order: a sparse scope is read in fewer, fuller buckets. */
const COARSER: Record<string, string> = { realtime: 'hourly', hourly: 'daily_5am' }
/** Below this mean per bucket a step chart is a comb of single messages. */
const MIN_MEAN_PER_BUCKET = 2
/** A coarser partition is taken only while it leaves at least this many buckets. */
const MIN_BUCKETS = 24

type BucketRow = v.InferOutput<typeof BucketRowSchema>

async function bucketRows(db: Database, filter: MessageFilter, spec: PartitionSpec): Promise<BucketRow[]> {
  const driven = drivingTitle(filter) !== null
  const time = driven ? sql`mt.message_time` : sql`m.message_time`
  return queryRows(
    db,
    sql`select floor((extract(epoch from ${time}) * 1000 - ${spec.offsetMs}) / ${spec.bucketMs}) * ${spec.bucketMs} + ${spec.offsetMs} as t,
        count(*)::int as messages,
        count(*) filter (where m.author_category is distinct from 'bots')::int as counted,
        avg(m.sentiment) filter (where m.sentiment is not null)::float8 as sentiment
      ${driven ? sql`from message_titles mt join messages m on m.id = mt.message_id` : sql`from messages m`}
      where ${messageWhere(filter, driven)}
      group by 1 order by 1`,
    BucketRowSchema,
  )
}

const bucketCount = (filter: MessageFilter, spec: PartitionSpec) =>
  Math.max(1, Math.ceil((filter.endMs - bucketStart(spec, filter.startMs)) / spec.bucketMs))

/**
 * The filtered messages per bucket of the filter's range (MessageTimelineSchema): the buzz and
 * sentiment of a scope that has no rollups of its own (a list or filter view, an author, a
 * search). The range decides the bucket size (chartPartition); a scope too sparse for it is read
 * in coarser buckets. Bots and blacklisted authors count as messages but add no buzz, as in the
 * rollups.
 */
export async function messageTimeline(db: Database, filter: MessageFilter): Promise<MessageTimeline> {
  let spec = specOf(chartPartition(filter.startMs, filter.endMs))
  let rows = await bucketRows(db, filter, spec)
  let counted = rows.reduce((sum, row) => sum + row.counted, 0)
  for (;;) {
    const coarser = COARSER[spec.name]
    if (coarser === undefined || counted >= MIN_MEAN_PER_BUCKET * bucketCount(filter, spec)) break
    const next = specOf(coarser)
    if (bucketCount(filter, next) < MIN_BUCKETS) break
    spec = next
    rows = await bucketRows(db, filter, spec)
    counted = rows.reduce((sum, row) => sum + row.counted, 0)
  }
  const mean = counted / bucketCount(filter, spec)
  return {
    partition: spec.name,
    start: filter.startMs,
    end: filter.endMs,
    points: rows.map((row) => ({
      t: row.t,
      messages: row.messages,
      buzz: mean > 0 ? Math.round((row.counted / mean) * 1000) / 10 : 0,
      sentiment: row.sentiment === null ? null : Math.round(row.sentiment * 1000) / 1000,
    })),
  }
}

function specOf(partition: string): PartitionSpec {
  const spec = partitionSpec(partition)
  if (!spec) throw new Error(`unknown chart partition ${partition}`)
  return spec
}
