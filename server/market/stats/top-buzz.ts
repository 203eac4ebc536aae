import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { list } from '../messages/filters'
import { dbNumber, queryRows } from '../messages/rows'

export interface TopBuzzQuery {
  partition: string
  /** Buckets starting within [fromMs, toMs) count (the day of `date` for daily partitions). */
  fromMs: number
  toMs: number
  regions: readonly string[] | null
  type: string | null
  limit: number
  /** Leaves out titles whose latest bucket has fewer messages (two messages can be 800 %). */
  minMessages?: number
  /** Only these titles. */
  titleIds?: readonly number[]
}

const RowSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.string(),
  country: v.nullable(v.string()),
  buzz: dbNumber,
  sentiment: v.nullable(dbNumber),
  messages: dbNumber,
})

/** Titles with the highest buzz of their latest bucket in the window (data-interface §7 "Picks"). */
export async function topBuzzTitles(db: Database, query: TopBuzzQuery) {
  const conditions: SQL[] = [sql`true`]
  if (query.regions) conditions.push(sql`upper(t.country) in (${list(query.regions)})`)
  if (query.type) conditions.push(sql`t.type = ${query.type}`)
  if (query.minMessages) conditions.push(sql`l.messages >= ${query.minMessages}`)
  if (query.titleIds) conditions.push(sql`t.id in (${list(query.titleIds)})`)
  return queryRows(
    db,
    sql`with latest as (
          select distinct on (b.title_id) b.title_id, b.buzz, b.sentiment_mean, b.messages
          from buzz_buckets b
          where b.partition = ${query.partition} and b.buzz is not null
            and b.bucket_start >= ${new Date(query.fromMs).toISOString()}::timestamptz
            and b.bucket_start < ${new Date(query.toMs).toISOString()}::timestamptz
          order by b.title_id, b.bucket_start desc
        )
        select t.id, t.name, t.type, t.country, l.buzz, l.sentiment_mean as sentiment, l.messages
        from latest l join titles t on t.id = l.title_id
        where ${sql.join(conditions, sql` and `)}
        order by l.buzz desc, l.messages desc, t.id
        limit ${query.limit}`,
    RowSchema,
  )
}
