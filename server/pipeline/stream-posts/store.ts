import { randomUUID } from 'node:crypto'
import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { DAY_MS, type StreamPostSource, type StreamPostType, type TitleType } from '../../../src/core'
import type { Database } from '../../db'
import { earnings, quotes, streamPosts, titles } from '../../db/schema'
import { selectRows } from '../store/rows'
import type { CauseMessage, TitleFacts } from './compose'
import type { CalendarRelease, KeyEventCluster } from './detect'

/** Causes read per post; the composer quotes the best few. */
const CAUSES_READ = 30

const CauseRowSchema = v.object({
  id: v.union([v.number(), v.string()]),
  source: v.string(),
  type: v.string(),
  sub: v.string(),
  body: v.string(),
  url: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  time: v.union([v.number(), v.string()]),
  sentiment: v.nullable(v.number()),
  sentiment_label: v.nullable(v.picklist(['positive', 'neutral', 'negative'])),
  author_impact: v.nullable(v.number()),
})

/** A title's time window; with a key event, only messages scoring it (4 or more) count. */
export interface TitleWindow {
  titleId: number
  from: number
  to: number
  keyEventId?: number | undefined
}

/**
 * Windows as rows k(i, t, f, u, e) for a lateral join (i: the window's index): one statement for
 * all of a batch's windows instead of a query each.
 */
function windowRows(windows: readonly TitleWindow[]) {
  const rows = windows.map((w, i) => ({
    i,
    t: w.titleId,
    f: new Date(w.from).toISOString(),
    u: new Date(w.to).toISOString(),
    e: w.keyEventId === undefined ? null : String(w.keyEventId),
  }))
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as k(i int, t int, f timestamptz, u timestamptz, e text)`
}

const CauseRowsSchema = v.object({ ...CauseRowSchema.entries, i: v.union([v.number(), v.string()]) })

/**
 * For each window, the messages of its title that explain an event (bots left out), best authors
 * first; with a key event, only messages scoring it. One statement for all of a batch's events.
 */
export async function loadCauses(db: Database, windows: readonly TitleWindow[]): Promise<CauseMessage[][]> {
  if (windows.length === 0) return []
  const rows = await selectRows(
    db,
    sql`select k.i as i, c.*
        from ${windowRows(windows)}
        cross join lateral (
          select m.id, m.source, m.type, m.sub, m.body, m.url, m.image_url,
            (extract(epoch from m.message_time) * 1000)::float8 as time, m.sentiment, m.sentiment_label,
            m.author_impact
          from message_titles mt join messages m on m.id = mt.message_id
          where mt.title_id = k.t and mt.message_time >= k.f and mt.message_time <= k.u
            and coalesce(mt.author_category, '') <> 'bots'
            and (k.e is null or (mt.key_events ->> k.e)::float8 >= 4)
          order by coalesce(m.author_impact, 2) desc, mt.message_time desc
          limit ${CAUSES_READ}) c
        order by k.i, coalesce(c.author_impact, 2) desc, c.time desc`,
    CauseRowsSchema,
  )
  const causes: CauseMessage[][] = windows.map(() => [])
  for (const row of rows)
    causes[Number(row.i)]?.push({
      id: Number(row.id),
      source: row.source,
      type: row.type,
      sub: row.sub,
      body: row.body,
      url: row.url,
      imageUrl: row.image_url,
      time: Number(row.time),
      sentiment: row.sentiment,
      sentimentLabel: row.sentiment_label,
      authorImpact: row.author_impact,
    })
  return causes
}

const ClusterRowSchema = v.object({
  messages: v.union([v.number(), v.string()]),
  sources: v.union([v.number(), v.string()]),
  last: v.nullable(v.union([v.number(), v.string()])),
})

const ClusterRowsSchema = v.object({ ...ClusterRowSchema.entries, i: v.union([v.number(), v.string()]) })

/**
 * How many messages (and sources) of a title scored a key event in a window, for many windows in
 * one statement (a batch touches hundreds of (title, key event) pairs; a query each was most of
 * the stream-post writer's time on PGlite).
 */
export async function keyEventClusters(
  db: Database,
  windows: readonly (TitleWindow & { keyEventId: number })[],
): Promise<KeyEventCluster[]> {
  if (windows.length === 0) return []
  const rows = await selectRows(
    db,
    sql`select k.i as i, c.messages, c.sources, c.last
        from ${windowRows(windows)}
        cross join lateral (
          select count(*) as messages, count(distinct mt.source) as sources,
            (extract(epoch from max(mt.message_time)) * 1000)::float8 as last
          from message_titles mt
          where mt.title_id = k.t and mt.message_time >= k.f and mt.message_time <= k.u
            and mt.key_events is not null
            and (mt.key_events ->> k.e)::float8 >= 4
            and coalesce(mt.author_category, '') <> 'bots') c`,
    ClusterRowsSchema,
  )
  const byIndex = new Map(rows.map((row) => [Number(row.i), row]))
  return windows.map((w, i) => {
    const row = byIndex.get(i)
    return {
      titleId: w.titleId,
      keyEventId: w.keyEventId,
      messages: Number(row?.messages ?? 0),
      sources: Number(row?.sources ?? 0),
      last: Number(row?.last ?? w.to),
    }
  })
}

export async function loadTitleFacts(db: Database, ids: readonly number[]): Promise<Map<number, TitleFacts>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: titles.id, name: titles.name, type: titles.type, country: titles.country })
    .from(titles)
    .where(inArray(titles.id, [...new Set(ids)]))
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * The earnings calendars of titles that have one: their releases from the day before `fromMs` to
 * `toMs` (a title with a calendar but no release then maps to an empty list).
 */
export async function loadCalendars(
  db: Database,
  ids: readonly number[],
  fromMs: number,
  toMs: number,
): Promise<Map<number, CalendarRelease[]>> {
  const unique = [...new Set(ids)]
  const out = new Map<number, CalendarRelease[]>()
  if (unique.length === 0) return out
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const [withCalendar, near] = await Promise.all([
    db.selectDistinct({ titleId: earnings.titleId }).from(earnings).where(inArray(earnings.titleId, unique)),
    db
      .select({
        titleId: earnings.titleId,
        releaseDate: earnings.releaseDate,
        consensus: earnings.consensus,
        actual: earnings.actual,
      })
      .from(earnings)
      .where(
        and(
          inArray(earnings.titleId, unique),
          gte(earnings.releaseDate, day(fromMs - DAY_MS)),
          lte(earnings.releaseDate, day(toMs)),
        ),
      ),
  ])
  for (const { titleId } of withCalendar) out.set(titleId, [])
  for (const { titleId, ...release } of near) out.get(titleId)?.push(release)
  return out
}

/** The last daily close before `beforeMs` per title. */
export async function previousCloses(
  db: Database,
  ids: readonly number[],
  beforeMs: number,
): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  for (const id of new Set(ids)) {
    const [row] = await db
      .select({ c: quotes.c })
      .from(quotes)
      .where(and(eq(quotes.titleId, id), eq(quotes.interval, '1d'), lt(quotes.t, new Date(beforeMs))))
      .orderBy(desc(quotes.t))
      .limit(1)
    if (row) out.set(id, row.c)
  }
  return out
}

export interface NewStreamPost {
  time: number
  type: StreamPostType
  region: string
  titleIds: number[]
  titleType: TitleType
  titleName: string
  headline: string
  text: string
  sources: StreamPostSource[]
  imageUrl: string | null
  figures: Record<string, number | null>
  dedupKey: string
}

/** Writes posts whose event has none yet; answers the ones written (the others existed). */
export async function insertStreamPosts(
  db: Database,
  posts: readonly NewStreamPost[],
): Promise<Array<NewStreamPost & { uuid: string }>> {
  if (posts.length === 0) return []
  const withIds = posts.map((post) => ({ ...post, uuid: randomUUID() }))
  const inserted = await db
    .insert(streamPosts)
    .values(
      withIds.map((post) => ({
        uuid: post.uuid,
        postTime: new Date(post.time),
        type: post.type,
        region: post.region,
        titleIds: post.titleIds,
        primaryTitleId: post.titleIds[0] ?? 0,
        titleType: post.titleType,
        titleName: post.titleName,
        headline: post.headline,
        text: post.text,
        sources: post.sources,
        imageUrl: post.imageUrl,
        figures: post.figures,
        dedupKey: post.dedupKey,
      })),
    )
    .onConflictDoNothing({ target: streamPosts.dedupKey })
    .returning({ uuid: streamPosts.uuid })
  const written = new Set(inserted.map((row) => row.uuid))
  return withIds.filter((post) => written.has(post.uuid))
}

/** Dedup keys of events that already have a post (to skip the work of composing them again). */
export async function existingDedupKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db
    .select({ key: streamPosts.dedupKey })
    .from(streamPosts)
    .where(inArray(streamPosts.dedupKey, [...new Set(keys)]))
  return new Set(rows.map((row) => row.key))
}
