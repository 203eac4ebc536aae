import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { keyEventById, type SectorKeyEventsAnswer } from '../../../src/core'
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

const SectorRowSchema = v.object({
  key_event_id: v.number(),
  title_id: v.number(),
  name: v.string(),
  total: dbNumber,
  sentiment_sum: v.nullable(dbNumber),
  scored: dbNumber,
})

export interface SectorKeyEventsOptions {
  /** Sector tree id: titles whose deepest sector id starts with it. */
  sectorId: string
  countries: readonly string[] | null
  startMs: number
  endMs: number
  sortBy: 'total' | 'sentiment'
  limit: number
  topTitles: number
}

/** Key events across a sector's titles (score ≥ 4): per key event its total, mean sentiment and top titles. */
export async function sectorKeyEvents(
  db: Database,
  options: SectorKeyEventsOptions,
): Promise<SectorKeyEventsAnswer> {
  const countries =
    options.countries && options.countries.length > 0
      ? sql` and t.country in (${list(options.countries)})`
      : sql``
  const rows = await queryRows(
    db,
    sql`select e.key::int as key_event_id, mt.title_id, t.name, count(*) as total,
          sum(m.sentiment)::float8 as sentiment_sum, count(m.sentiment) as scored
        from message_titles mt
        join titles t on t.id = mt.title_id
        join messages m on m.id = mt.message_id
        cross join lateral jsonb_each_text(m.key_events) as e(key, value)
        where t.sector_id like ${`${options.sectorId}%`}${countries}
          and mt.message_time >= ${new Date(options.startMs).toISOString()}::timestamptz
          and mt.message_time <= ${new Date(options.endMs).toISOString()}::timestamptz
          and e.key ~ '^[0-9]{1,9}$' and e.value ~ '^-?[0-9.]+$' and e.value::float8 >= 4
        group by e.key, mt.title_id, t.name`,
    SectorRowSchema,
  )
  const byEvent = new Map<number, typeof rows>()
  for (const row of rows) byEvent.set(row.key_event_id, [...(byEvent.get(row.key_event_id) ?? []), row])
  const events = [...byEvent].map(([id, titles]) => {
    const scored = titles.reduce((sum, row) => sum + row.scored, 0)
    const sentimentSum = titles.reduce((sum, row) => sum + (row.sentiment_sum ?? 0), 0)
    return {
      key_event_id: id,
      name: keyEventById(id)?.name ?? `Key event ${id}`,
      total: titles.reduce((sum, row) => sum + row.total, 0),
      sentiment: scored === 0 ? null : Math.round((sentimentSum / scored) * 10_000) / 10_000,
      titles: [...titles]
        .sort((a, b) => b.total - a.total || a.title_id - b.title_id)
        .slice(0, options.topTitles)
        .map((row) => ({ title_id: row.title_id, name: row.name, total: row.total })),
    }
  })
  const order =
    options.sortBy === 'sentiment'
      ? (a: (typeof events)[number], b: (typeof events)[number]) =>
          (b.sentiment ?? Number.NEGATIVE_INFINITY) - (a.sentiment ?? Number.NEGATIVE_INFINITY) ||
          b.total - a.total
      : (a: (typeof events)[number], b: (typeof events)[number]) =>
          b.total - a.total || a.key_event_id - b.key_event_id
  return events.sort(order).slice(0, options.limit)
}

const LatestRowSchema = v.object({
  key_event_id: v.number(),
  title_id: v.number(),
  title_name: v.string(),
  message_id: dbNumber,
  time_ms: dbNumber,
  sub: v.string(),
})

/** The newest key-event messages (score ≥ 4) of the last day, one row per message, title and key event. */
export async function latestKeyEvents(db: Database, nowMs: number, limit: number) {
  const rows = await queryRows(
    db,
    sql`select e.key::int as key_event_id, mt.title_id, t.name as title_name, m.id as message_id,
          (extract(epoch from m.message_time) * 1000)::float8 as time_ms, m.sub
        from message_titles mt
        join messages m on m.id = mt.message_id
        join titles t on t.id = mt.title_id
        cross join lateral jsonb_each_text(m.key_events) as e(key, value)
        where mt.message_time >= ${new Date(nowMs - 86_400_000).toISOString()}::timestamptz
          and mt.message_time <= ${new Date(nowMs).toISOString()}::timestamptz
          and e.key ~ '^[0-9]{1,9}$' and e.value ~ '^-?[0-9.]+$' and e.value::float8 >= 4
        order by m.message_time desc, m.id desc, e.key
        limit ${limit}`,
    LatestRowSchema,
  )
  return rows.map((row) => ({
    key_event_id: row.key_event_id,
    name: keyEventById(row.key_event_id)?.name ?? `Key event ${row.key_event_id}`,
    title_id: row.title_id,
    title_name: row.title_name,
    message_id: row.message_id,
    time: row.time_ms,
    sub: row.sub.slice(0, 300),
  }))
}
