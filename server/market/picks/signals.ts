import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  DAY_MS,
  DEFAULT_DAILY_PARTITION,
  PICK_BASELINE_DAYS,
  PICK_MIN_MESSAGES,
  PICK_MIN_SENTIMENT,
} from '../../../src/core'
import type { Database } from '../../db'
import { list } from '../messages/filters'
import { dbNumber, queryRows } from '../messages/rows'

/** Which titles can be picked. */
export interface PickUniverse {
  /** ISO countries (a region resolved); null: all. */
  countries: readonly string[] | null
  /** Only members of an index (a list). */
  indicesOnly: boolean
  /** One title only (its pick history). */
  titleId?: number
}

/** A closed daily bucket that passed the message and sentiment floors, with its 30-day baseline. */
export interface DaySignal {
  titleId: number
  startMs: number
  endMs: number
  messages: number
  buzz: number | null
  sentiment: number
  /** Standard deviations above the mean of the 30 days before (days without messages as 0). */
  stddev: number
}

const RowSchema = v.object({
  title_id: dbNumber,
  start_ms: dbNumber,
  end_ms: dbNumber,
  messages: dbNumber,
  buzz: v.nullable(dbNumber),
  sentiment: dbNumber,
  base_sum: dbNumber,
  base_squares: dbNumber,
  base_days: dbNumber,
})

/** A baseline needs this many days with messages among its 30: a new title has no normal yet. */
const MIN_ACTIVE_BASELINE_DAYS = 10

/** z-score of `messages` against a 30-day baseline given by its sum and sum of squares. */
export function stddevsAbove(messages: number, sum: number, squares: number, days = PICK_BASELINE_DAYS) {
  const mean = sum / days
  // At least one message of spread: a title that had exactly 3 messages every day is not 10σ up at 4.
  const spread = Math.sqrt(Math.max(squares / days - mean * mean, 1))
  return (messages - mean) / spread
}

function universeConditions(universe: PickUniverse): SQL[] {
  const conditions: SQL[] = []
  if (universe.titleId !== undefined) conditions.push(sql`b.title_id = ${universe.titleId}`)
  if (universe.countries)
    conditions.push(
      sql`exists (select 1 from titles t where t.id = b.title_id and upper(t.country) in (${list(universe.countries)}))`,
    )
  if (universe.indicesOnly)
    conditions.push(sql`exists (select 1 from list_members m where m.title_id = b.title_id)`)
  return conditions
}

/**
 * The daily buckets starting in [fromMs, toMs) that had closed by `nowMs`, with their baselines,
 * that stand `minStddev` or more above them. Point in time: a bucket's baseline is the 30 days
 * before it, never anything later.
 */
export async function daySignals(
  db: Database,
  universe: PickUniverse,
  range: { fromMs: number; toMs: number },
  minStddev: number,
  nowMs: number,
): Promise<DaySignal[]> {
  const iso = (ms: number) => new Date(ms).toISOString()
  const rows = await queryRows(
    db,
    sql`select * from (
        select b.title_id, (extract(epoch from b.bucket_start) * 1000)::float8 as start_ms,
          (extract(epoch from b.bucket_end) * 1000)::float8 as end_ms, b.messages, b.buzz,
          b.sentiment_mean as sentiment,
          coalesce(sum(b.messages) over baseline, 0)::float8 as base_sum,
          coalesce(sum(b.messages::float8 * b.messages) over baseline, 0) as base_squares,
          count(*) over baseline as base_days
        from buzz_buckets b
        where b.partition = ${DEFAULT_DAILY_PARTITION} and b.closed
          and b.bucket_end <= ${iso(nowMs)}::timestamptz
          and b.bucket_start >= ${iso(range.fromMs - PICK_BASELINE_DAYS * DAY_MS)}::timestamptz
          and b.bucket_start < ${iso(range.toMs)}::timestamptz
          ${sql.join(
            universeConditions(universe).map((condition) => sql` and ${condition}`),
            sql``,
          )}
        window baseline as (partition by b.title_id order by b.bucket_start
          range between ${`${PICK_BASELINE_DAYS} days`}::interval preceding and '1 second'::interval preceding)
      ) days
      where start_ms >= ${range.fromMs} and messages >= ${PICK_MIN_MESSAGES}
        and abs(sentiment) >= ${PICK_MIN_SENTIMENT} and base_days >= ${MIN_ACTIVE_BASELINE_DAYS}`,
    RowSchema,
  )
  return rows
    .map((row) => ({
      titleId: row.title_id,
      startMs: row.start_ms,
      endMs: row.end_ms,
      messages: row.messages,
      buzz: row.buzz,
      sentiment: row.sentiment,
      stddev: stddevsAbove(row.messages, row.base_sum, row.base_squares),
    }))
    .filter((signal) => signal.stddev >= minStddev)
}
