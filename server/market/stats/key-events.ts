import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { keyEventById } from '../../../src/core'
import type { Database } from '../../db'
import { list } from '../messages/filters'
import { dbNumber, queryRows } from '../messages/rows'

const RowSchema = v.object({
  title_id: v.number(),
  key_event_id: v.number(),
  total: dbNumber,
  sentiment: v.nullable(dbNumber),
  last_ms: dbNumber,
})

/** Messages per key event (score ≥ 4) of each title in a range. */
export async function titleKeyEvents(
  db: Database,
  titleIds: readonly number[],
  startMs: number,
  endMs: number,
) {
  const rows =
    titleIds.length === 0
      ? []
      : await queryRows(
          db,
          sql`select mt.title_id, e.key::int as key_event_id, count(*) as total, avg(m.sentiment)::float8 as sentiment,
                (extract(epoch from max(m.message_time)) * 1000)::float8 as last_ms
              from message_titles mt
              join messages m on m.id = mt.message_id
              cross join lateral jsonb_each_text(m.key_events) as e(key, value)
              where mt.title_id in (${list(titleIds)})
                and mt.message_time >= ${new Date(startMs).toISOString()}::timestamptz
                and mt.message_time <= ${new Date(endMs).toISOString()}::timestamptz
                and e.key ~ '^[0-9]{1,9}$' and e.value ~ '^-?[0-9.]+$' and e.value::float8 >= 4
              group by mt.title_id, e.key
              order by mt.title_id, total desc, key_event_id`,
          RowSchema,
        )
  return titleIds.map((id) => ({
    id,
    key_events: rows
      .filter((row) => row.title_id === id)
      .map((row) => ({
        key_event_id: row.key_event_id,
        name: keyEventById(row.key_event_id)?.name ?? `Key event ${row.key_event_id}`,
        total: row.total,
        sentiment: row.sentiment === null ? null : Math.round(row.sentiment * 10_000) / 10_000,
        last_time: row.last_ms,
      })),
  }))
}

const DetailRowSchema = v.object({
  is_total: v.number(),
  title_id: v.nullable(v.number()),
  name: v.nullable(v.string()),
  total: dbNumber,
  sentiment: v.nullable(dbNumber),
  last_ms: v.nullable(dbNumber),
})

/**
 * One key event over a range: how many messages carried it (score ≥ 4), their mean sentiment, the
 * last one's time, and the titles they were about most (rollup rows: title_id null is the total).
 */
export async function keyEventDetail(
  db: Database,
  keyEventId: number,
  startMs: number,
  endMs: number,
  topTitles: number,
) {
  const rows = await queryRows(
    db,
    sql`select grouping(mt.title_id)::int as is_total, mt.title_id, t.name, count(distinct m.id) as total, avg(m.sentiment)::float8 as sentiment,
          (extract(epoch from max(m.message_time)) * 1000)::float8 as last_ms
        from messages m
        left join message_titles mt on mt.message_id = m.id
        left join titles t on t.id = mt.title_id
        where m.message_time >= ${new Date(startMs).toISOString()}::timestamptz
          and m.message_time <= ${new Date(endMs).toISOString()}::timestamptz
          and coalesce((m.key_events ->> ${String(keyEventId)})::float8, 0) >= 4
        group by grouping sets ((), (mt.title_id, t.name))`,
    DetailRowSchema,
  )
  const total = rows.find((row) => row.is_total === 1)
  const titles = rows
    .filter(
      (row): row is typeof row & { title_id: number; name: string } =>
        row.is_total === 0 && row.title_id !== null && row.name !== null,
    )
    .sort((a, b) => b.total - a.total || a.title_id - b.title_id)
    .slice(0, topTitles)
    .map((row) => ({ title_id: row.title_id, name: row.name, total: row.total }))
  return {
    total: total?.total ?? 0,
    sentiment:
      total?.sentiment === null || total?.sentiment === undefined
        ? null
        : Math.round(total.sentiment * 10_000) / 10_000,
    last_time: total?.last_ms ?? null,
    titles,
  }
}
