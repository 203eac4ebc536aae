import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  DEFAULT_DAILY_PARTITION,
  type HistoryField,
  type HistoryPoint,
  REALTIME_PARTITION,
  sentimentScore,
} from '../../../src/core'
import type { Database } from '../../db'
import { list } from '../messages/filters'
import { dbNumber, queryRows } from '../messages/rows'

const DAY_MS = 86_400_000
/** Live 10-minute data when the range is 31 days or less, else daily (application §4, §9). */
export const LIVE_RANGE_LIMIT_DAYS = 31

export function defaultPartition(startMs: number, endMs: number): string {
  return endMs - startMs <= LIVE_RANGE_LIMIT_DAYS * DAY_MS ? REALTIME_PARTITION : DEFAULT_DAILY_PARTITION
}

export interface BucketRow {
  title_id: number
  t: number
  buzz: number | null
  sentiment: number | null
  messages: number
  positive: number
  neutral: number
  negative: number
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/** Buzz ×100 (average level 100 %), sentiment raw in [-1, 1]. */
export function toHistoryPoint(row: BucketRow, fields: readonly HistoryField[]): HistoryPoint {
  const point: HistoryPoint = { t: row.t }
  for (const field of fields) {
    switch (field) {
      case 'buzz':
        point.Buzz = row.buzz === null ? null : round(row.buzz * 100, 2)
        break
      case 'sentiment':
        point.Sentiment = row.sentiment === null ? null : round(row.sentiment, 4)
        break
      case 'sentiment_score':
        point.sentiment_score = row.sentiment === null ? null : sentimentScore(row.sentiment)
        break
      default:
        point[field] = row[field]
    }
  }
  return point
}

const LatestRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.string(),
  buzz: v.nullable(dbNumber),
  sentiment: v.nullable(dbNumber),
  messages: v.nullable(v.number()),
  t: v.nullable(dbNumber),
})

/** Each title with its latest bucket of `partition` (none: nulls). Unknown ids are left out. */
export async function latestBuckets(db: Database, titleIds: readonly number[], partition: string) {
  if (titleIds.length === 0) return []
  return queryRows(
    db,
    sql`select t.id, t.name, t.type, b.buzz, b.sentiment_mean as sentiment, b.messages,
          (extract(epoch from b.bucket_start) * 1000)::float8 as t
        from titles t
        left join lateral (
          select * from buzz_buckets bb where bb.partition = ${partition} and bb.title_id = t.id
          order by bb.bucket_start desc limit 1
        ) b on true
        where t.id in (${list(titleIds)})
        order by t.id`,
    LatestRowSchema,
  )
}

type LatestBucket = Awaited<ReturnType<typeof latestBuckets>>[number]

/** A title's current buzz and sentiment as GET /titles/{idents} answers it (TitleSnapshot). */
export function titleSnapshotOf(row: LatestBucket, partition: string) {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    partition,
    buzz: row.buzz === null ? null : round(row.buzz, 3),
    sentiment: row.sentiment === null ? null : round(row.sentiment, 4),
    sentiment_score: row.sentiment === null ? null : sentimentScore(row.sentiment),
    messages: row.messages ?? 0,
    time: row.t,
  }
}

export async function existingTitleIds(db: Database, titleIds: readonly number[]): Promise<Set<number>> {
  if (titleIds.length === 0) return new Set()
  const rows = await queryRows(
    db,
    sql`select id from titles where id in (${list(titleIds)})`,
    v.object({ id: v.number() }),
  )
  return new Set(rows.map((row) => row.id))
}

const QuoteRowSchema = v.object({
  title_id: v.number(),
  t: dbNumber,
  o: dbNumber,
  h: dbNumber,
  l: dbNumber,
  c: dbNumber,
  v: dbNumber,
})

export async function quoteRows(
  db: Database,
  titleIds: readonly number[],
  interval: '1d' | '10m',
  startMs: number,
  endMs: number,
) {
  if (titleIds.length === 0) return []
  return queryRows(
    db,
    sql`select title_id, (extract(epoch from t) * 1000)::float8 as t, o, h, l, c, v from quotes
        where interval = ${interval} and title_id in (${list(titleIds)})
          and t >= ${new Date(startMs).toISOString()}::timestamptz and t <= ${new Date(endMs).toISOString()}::timestamptz
        order by title_id, t`,
    QuoteRowSchema,
  )
}
