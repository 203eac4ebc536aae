import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { LIVE_RESYNC_MAX_MESSAGES, type LiveMessage, sentimentScore } from '../../src/core'
import type { Database } from '../db'

/** Stored messages about `titleIds` ingested after `sinceId` and at or after `sinceMs`, oldest first. */
export type MissedMessages = (
  titleIds: readonly number[],
  sinceId: number,
  sinceMs: number,
) => Promise<LiveMessage[]>

const RowSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title_ids: v.array(v.number()),
  type: v.string(),
  source: v.string(),
  author: v.nullable(v.string()),
  sub: v.string(),
  body: v.string(),
  url: v.nullable(v.string()),
  lang: v.string(),
  message_time: v.union([v.string(), v.date()]),
  sentiment: v.nullable(v.number()),
  sentiment_label: v.nullable(v.picklist(['positive', 'neutral', 'negative'])),
  key_events: v.record(v.string(), v.number()),
})

/** Far more messages than the resync window can hold at any realistic ingest rate. */
const RECENT_IDS = 200_000

export function missedMessages(db: Database): MissedMessages {
  return async (titleIds, sinceId, sinceMs) => {
    if (titleIds.length === 0) return []
    const result = await db.execute(sql`
      select m.id, array_agg(all_titles.title_id order by all_titles.title_id) as title_ids, m.type, m.source,
        m.author, m.sub, m.body, m.url, m.lang, m.message_time, m.sentiment, m.sentiment_label, m.key_events
      from messages m
      join message_titles all_titles on all_titles.message_id = m.id
      -- Ids grow with ingestion: the newest RECENT_IDS ids bound the scan (PK range) when the
      -- client sends only a time.
      where m.id > greatest(${sinceId}::bigint, (select coalesce(max(id), 0) from messages) - ${RECENT_IDS}::bigint)
        and m.ingested_at >= ${new Date(sinceMs).toISOString()}::timestamptz
        and exists (
          select 1 from message_titles wanted
          where wanted.message_id = m.id and wanted.title_id = any(${sql.param([...titleIds])}::int[])
        )
      group by m.id
      order by m.id desc
      limit ${LIVE_RESYNC_MAX_MESSAGES}`)
    const rows = v.parse(v.object({ rows: v.array(RowSchema) }), result).rows
    return rows.reverse().map((row) => ({
      id: Number(row.id),
      title_ids: row.title_ids,
      type: row.type,
      so: row.source,
      author: row.author,
      sub: row.sub,
      body: row.body,
      url: row.url,
      lang: row.lang,
      time: new Date(row.message_time).getTime(),
      sentiment: row.sentiment_label,
      sentiment_score: row.sentiment === null ? null : sentimentScore(row.sentiment),
      key_events_v2: row.key_events,
    }))
  }
}
