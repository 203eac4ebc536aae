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
