import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { BriefingUniverse } from '../../src/core'
import type { Database } from '../db'
import { list } from '../market/messages/filters'
import { dbNumber, queryRows } from '../market/messages/rows'

/** Days before the window that make an asset's normal level (its baseline). */
export const BASELINE_DAYS = 7
const DAY_MS = 86_400_000
/** Assets a briefing section looks at, at most. */
const CANDIDATES = 40

/** An asset's messages and mean sentiment in the window and, per day, in the week before. */
export interface TitleFigures {
  id: number
  name: string
  symbol: string | null
  messages: number
  sentiment: number | null
  /** Messages per day in the BASELINE_DAYS before the window. */
  baselinePerDay: number
  baselineSentiment: number | null
  baselineMessages: number
}

export interface KeyEventFigure {
  titleId: number
  name: string
  keyEventId: number
  messages: number
}

export interface EarningsFigure {
  titleId: number
  name: string
  consensus: number | null
  prior: number | null
}

export interface PostFigure {
  uuid: string
  titleId: number
  name: string
  headline: string
}

/** What a briefing is written from: all of it from before the window's end (point-in-time). */
export interface BriefingFigures {
  titles: TitleFigures[]
  /** Messages about the edition's assets in the window. */
  messages: number
  keyEvents: KeyEventFigure[]
  earnings: EarningsFigure[]
  posts: PostFigure[]
}

function universeWhere(universe: BriefingUniverse): SQL {
  const parts: SQL[] = []
  if (universe.countries) parts.push(sql`upper(t.country) in (${list(universe.countries)})`)
  if (universe.types) parts.push(sql`t.type in (${list(universe.types)})`)
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`
}

const iso = (ms: number) => new Date(ms).toISOString()
const num = v.nullable(dbNumber)

export async function briefingFigures(
  db: Database,
  universe: BriefingUniverse,
  window: { startMs: number; endMs: number; day: string },
): Promise<BriefingFigures> {
  const where = universeWhere(universe)
  const start = iso(window.startMs)
  const end = iso(window.endMs)
  const baselineStart = iso(window.startMs - BASELINE_DAYS * DAY_MS)
  const [titles, total, keyEvents, earnings, posts] = await Promise.all([
    queryRows(
      db,
      sql`with u as (select t.id, t.name, t.symbol from titles t where ${where}),
          w as (
            select mt.title_id, count(*)::int as messages, avg(mt.sentiment)::float8 as sentiment
            from message_titles mt join u on u.id = mt.title_id
            where mt.message_time >= ${start}::timestamptz and mt.message_time < ${end}::timestamptz
            group by mt.title_id
            order by count(*) desc limit ${CANDIDATES * 3}
          ),
          b as (
            select mt.title_id, count(*)::int as messages, avg(mt.sentiment)::float8 as sentiment
            from message_titles mt join w on w.title_id = mt.title_id
            where mt.message_time >= ${baselineStart}::timestamptz and mt.message_time < ${start}::timestamptz
            group by mt.title_id
          )
          select u.id, u.name, u.symbol, w.messages, w.sentiment,
            coalesce(b.messages, 0) as baseline_messages, b.sentiment as baseline_sentiment
          from w join u on u.id = w.title_id left join b on b.title_id = w.title_id
          order by w.messages desc, u.id`,
      v.object({
        id: v.number(),
        name: v.string(),
        symbol: v.nullable(v.string()),
        messages: dbNumber,
        sentiment: num,
        baseline_messages: dbNumber,
        baseline_sentiment: num,
      }),
    ),
    queryRows(
      db,
      sql`select count(distinct mt.message_id)::int as messages
          from message_titles mt join titles t on t.id = mt.title_id
          where ${where} and mt.message_time >= ${start}::timestamptz and mt.message_time < ${end}::timestamptz`,
      v.object({ messages: dbNumber }),
    ),
    queryRows(
      db,
      sql`select mt.title_id, t.name, k.key::int as key_event_id, count(*)::int as messages
          from message_titles mt join titles t on t.id = mt.title_id
            cross join lateral jsonb_each_text(mt.key_events) k
          where ${where} and mt.key_events is not null
            and mt.message_time >= ${start}::timestamptz and mt.message_time < ${end}::timestamptz
            and k.value::float8 >= 4
          group by mt.title_id, t.name, k.key
          order by count(*) desc, mt.title_id
          limit ${CANDIDATES}`,
      v.object({ title_id: v.number(), name: v.string(), key_event_id: v.number(), messages: dbNumber }),
    ),
    queryRows(
      db,
      sql`select t.id, t.name, e.consensus, e.prior
          from earnings e join titles t on t.id = e.title_id
          where ${where} and e.release_date = ${window.day}::date
          order by t.name, t.id
          limit ${CANDIDATES}`,
      v.object({ id: v.number(), name: v.string(), consensus: num, prior: num }),
    ),
    queryRows(
      db,
      sql`select p.uuid::text as uuid, p.primary_title_id, p.title_name, p.headline
          from stream_posts p join titles t on t.id = p.primary_title_id
          where ${where} and p.post_time >= ${start}::timestamptz and p.post_time < ${end}::timestamptz
          order by p.post_time desc, p.uuid desc
          limit ${CANDIDATES}`,
      v.object({
        uuid: v.string(),
        primary_title_id: v.number(),
        title_name: v.string(),
        headline: v.string(),
      }),
    ),
  ])
  return {
    titles: titles.map((row) => ({
      id: row.id,
      name: row.name,
      symbol: row.symbol,
      messages: row.messages,
      sentiment: row.sentiment,
      baselinePerDay: row.baseline_messages / BASELINE_DAYS,
      baselineMessages: row.baseline_messages,
      baselineSentiment: row.baseline_sentiment,
    })),
    messages: total[0]?.messages ?? 0,
    keyEvents: keyEvents.map((row) => ({
      titleId: row.title_id,
      name: row.name,
      keyEventId: row.key_event_id,
      messages: row.messages,
    })),
    earnings: earnings.map((row) => ({
      titleId: row.id,
      name: row.name,
      consensus: row.consensus,
      prior: row.prior,
    })),
    posts: posts.map((row) => ({
      uuid: row.uuid,
      titleId: row.primary_title_id,
      name: row.title_name,
      headline: row.headline,
    })),
  }
}
