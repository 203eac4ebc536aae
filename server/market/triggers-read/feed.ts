import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { type FeedLanguage, type TriggerFeedItem, triggerFeedText } from '../../../src/core'
import type { Database } from '../../db'
import { dbNumber, queryRows } from '../messages/rows'

export type { FeedLanguage }

const RowSchema = v.object({
  id: dbNumber,
  title_id: v.number(),
  title_name: v.nullable(v.string()),
  kind: v.string(),
  series_id: v.nullable(v.number()),
  time_ms: dbNumber,
  data: v.record(v.string(), v.unknown()),
})
type Row = v.InferOutput<typeof RowSchema>

function itemOf(row: Row, language: FeedLanguage): TriggerFeedItem {
  const name = row.title_name ?? `#${row.title_id}`
  return {
    trigger_id: row.id,
    title_id: row.title_id,
    title_name: name,
    rule_type: row.kind,
    series_id: row.series_id,
    time: row.time_ms,
    ...triggerFeedText(row.kind, row.data, name, language),
    data: row.data,
  }
}

const SELECT = sql`select tr.id, tr.title_id, t.name as title_name, tr.kind, tr.series_id,
    (extract(epoch from tr.triggered_at) * 1000)::float8 as time_ms, tr.data
  from triggers tr left join titles t on t.id = tr.title_id`

/** The standard alerts of every title in a range, newest first. */
export async function triggersFeed(
  db: Database,
  startMs: number,
  endMs: number,
  limit: number,
  language: FeedLanguage,
): Promise<TriggerFeedItem[]> {
  const rows = await queryRows(
    db,
    sql`${SELECT}
        where tr.rule_id is null
          and tr.triggered_at >= ${new Date(startMs).toISOString()}::timestamptz
          and tr.triggered_at <= ${new Date(endMs).toISOString()}::timestamptz
        order by tr.triggered_at desc, tr.id desc limit ${limit}`,
    RowSchema,
  )
  return rows.map((row) => itemOf(row, language))
}

/** One standard alert by id; null when there is none (or it is a user's own rule alert). */
export async function triggerFeedItem(
  db: Database,
  triggerId: number,
  language: FeedLanguage,
): Promise<TriggerFeedItem | null> {
  const [row] = await queryRows(
    db,
    sql`${SELECT} where tr.rule_id is null and tr.id = ${triggerId}`,
    RowSchema,
  )
  return row ? itemOf(row, language) : null
}
