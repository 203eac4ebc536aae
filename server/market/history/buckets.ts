import { type SQL, sql } from 'drizzle-orm'
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

const num = v.number()
const maybe = v.nullable(v.number())
/** One JSON array of compact tuples: a 30-day realtime history is 4,320 rows per title. */
const BucketTuplesSchema = v.object({
  rows: v.array(v.tuple([num, num, maybe, maybe, num, num, num, num])),
})

export async function bucketRows(
  db: Database,
  titleIds: readonly number[],
  partition: string,
  startMs: number,
  endMs: number,
): Promise<BucketRow[]> {
  if (titleIds.length === 0) return []
  const [result] = await queryRows(
    db,
    sql`select coalesce(json_agg(json_build_array(title_id, (extract(epoch from bucket_start) * 1000)::float8, buzz,
            sentiment_mean, messages, positive, neutral, negative) order by title_id, bucket_start), '[]'::json) as rows
        from buzz_buckets
        where partition = ${partition} and title_id in (${list(titleIds)})
          and bucket_start >= ${new Date(startMs).toISOString()}::timestamptz
          and bucket_start <= ${new Date(endMs).toISOString()}::timestamptz`,
    BucketTuplesSchema,
  )
  return (result?.rows ?? []).map(
    ([title_id, t, buzz, sentiment, messages, positive, neutral, negative]) => ({
      title_id,
      t,
      buzz,
      sentiment,
      messages,
      positive,
      neutral,
      negative,
    }),
  )
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

/** A float as JSON text: null for null, NaN and infinities (which JSON cannot carry). */
function jsonNumber(value: SQL): SQL {
  return sql`case when ${value} is null or ${value} in ('NaN'::float8, 'Infinity'::float8, '-Infinity'::float8) then 'null' else (${value})::text end`
}

/** Fields the database can shape itself (sentiment_score follows the core rule in JS). */
const SQL_FIELDS = {
  buzz: sql`',"Buzz":' || ${jsonNumber(sql`round(b.buzz * 10000) / 100`)}`,
  sentiment: sql`',"Sentiment":' || ${jsonNumber(sql`round(b.sentiment_mean * 10000) / 10000`)}`,
  messages: sql`',"messages":' || b.messages`,
  positive: sql`',"positive":' || b.positive`,
  neutral: sql`',"neutral":' || b.neutral`,
  negative: sql`',"negative":' || b.negative`,
} as const

export function shapedInDatabase(fields: readonly HistoryField[]): boolean {
  return fields.every((field) => field in SQL_FIELDS)
}

/**
 * The whole history answer as JSON text, written by the database: a 30-day realtime history is
 * 4,320 points per title, and concatenating them in SQL is about twice as fast as json_agg and
 * saves parsing and re-serialising each point in Node.
 */
export async function historyAnswerJson(
  db: Database,
  titleIds: readonly number[],
  partition: string,
  startMs: number,
  endMs: number,
  fields: readonly HistoryField[],
): Promise<string> {
  const pairs = fields.flatMap((field) => (field !== 'sentiment_score' ? [SQL_FIELDS[field]] : []))
  const point = sql`'{"t":' || (extract(epoch from b.bucket_start) * 1000)::bigint${pairs.length ? sql` || ${sql.join(pairs, sql` || `)}` : sql``} || '}'`
  const titles = sql.join(
    titleIds.map((id, index) => sql`(${id}::int, ${index}::int)`),
    sql`, `,
  )
  const [row] = await queryRows(
    db,
    sql`select '[' || coalesce(string_agg('{"id":' || t.id || ',"partition":' || to_json(${partition}::text)::text
            || ',"history":[' || coalesce(h.points, '') || ']}', ',' order by t.ord), '') || ']' as body
        from (values ${titles}) as t(id, ord)
        left join lateral (
          select string_agg(${point}, ',' order by b.bucket_start) as points from buzz_buckets b
          where b.partition = ${partition} and b.title_id = t.id
            and b.bucket_start >= ${new Date(startMs).toISOString()}::timestamptz
            and b.bucket_start <= ${new Date(endMs).toISOString()}::timestamptz
        ) h on true`,
    v.object({ body: v.string() }),
  )
  return row?.body ?? '[]'
}
