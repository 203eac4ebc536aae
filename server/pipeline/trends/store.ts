import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { dbDate, dbNumber, queryRows } from '../../market/messages/rows'
import type { ActiveStory, ClusterMessage } from './clusterer'
import { toStored } from './minhash'

type Executor = Pick<Database, 'execute'>

const HOUR_MS = 3_600_000
export const hourOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS
const stamp = (column: string) => sql.raw(`to_timestamp(${column} / 1000.0)`)

/** Ids for stories stored for the first time. */
export async function allocateStoryIds(ex: Executor, count: number): Promise<number[]> {
  if (count === 0) return []
  const rows = await queryRows(
    ex,
    sql`select nextval(pg_get_serial_sequence('trend_stories', 'id')) as id from generate_series(1, ${count})`,
    v.object({ id: dbNumber }),
  )
  return rows.map((row) => row.id)
}

/**
 * Writes the touched stories (all fields, so a story whose first write was rolled back is
 * written again) and the new members, the seed included. Rows in id order: two nodes' batches
 * lock them in the same order.
 */
export async function saveStories(
  ex: Executor,
  stories: readonly ActiveStory[],
  members: readonly { storyId: number; message: ClusterMessage }[],
): Promise<void> {
  if (stories.length === 0) return
  const sorted = [...stories].sort((a, b) => (a.id ?? 0) - (b.id ?? 0))
  const col = <T>(pick: (story: ActiveStory) => T) => sql.param(sorted.map(pick))
  await ex.execute(sql`
    insert into trend_stories (id, headline, seed_message_id, first_time, last_time, title_ids, signature, has_news)
    select i, h, sm, ${stamp('f')}, ${stamp('l')},
      array(select jsonb_array_elements_text(ti)::int), array(select jsonb_array_elements_text(sg)::int), n
    from unnest(${col((s) => s.id)}::bigint[], ${col((s) => s.headline)}::text[],
      ${col((s) => s.seed.messageId)}::bigint[], ${col((s) => s.firstMs)}::float8[],
      ${col((s) => s.lastMs)}::float8[], ${col((s) => JSON.stringify([...s.titles]))}::jsonb[],
      ${col((s) => JSON.stringify(toStored(s.signature)))}::jsonb[],
      ${col((s) => s.headlineIsNews)}::boolean[]) as u(i, h, sm, f, l, ti, sg, n)
    order by i
    on conflict (id) do update set headline = excluded.headline,
      first_time = least(trend_stories.first_time, excluded.first_time),
      last_time = greatest(trend_stories.last_time, excluded.last_time),
      title_ids = excluded.title_ids, has_news = trend_stories.has_news or excluded.has_news`)
  const rows = [...sorted.map((story) => ({ storyId: story.id ?? 0, message: story.seed })), ...members].sort(
    (a, b) => a.storyId - b.storyId || a.message.messageId - b.message.messageId,
  )
  const m = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick))
  await ex.execute(sql`
    insert into trend_story_messages (story_id, message_id, message_time, source, sentiment)
    select s, mi, ${stamp('t')}, so, se
    from unnest(${m((r) => r.storyId)}::bigint[], ${m((r) => r.message.messageId)}::bigint[],
      ${m((r) => r.message.timeMs)}::float8[], ${m((r) => r.message.source)}::text[],
      ${m((r) => r.message.sentiment)}::real[]) as u(s, mi, t, so, se)
    on conflict do nothing`)
}

/** Adds per-hour counts: terms (topics) or sources and categories. Keys in lock order. */
export async function addTermCounts(ex: Executor, counts: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...counts].map(([key, count]) => {
    const at = key.indexOf('|')
    return { hour: Number(key.slice(0, at)), term: key.slice(at + 1), count }
  })
  rows.sort((a, b) => a.hour - b.hour || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000)
    const c = <T>(pick: (row: (typeof chunk)[number]) => T) => sql.param(chunk.map(pick))
    await ex.execute(sql`
      insert into trend_terms (hour, term, count)
      select ${stamp('h')}, t, n from unnest(${c((r) => r.hour)}::float8[], ${c((r) => r.term)}::text[],
        ${c((r) => r.count)}::int[]) as u(h, t, n)
      on conflict (hour, term) do update set count = trend_terms.count + excluded.count`)
  }
}

export async function addKindCounts(ex: Executor, counts: ReadonlyMap<string, number>): Promise<void> {
  if (counts.size === 0) return
  const rows = [...counts].map(([key, count]) => {
    const [hour = '0', kind = 'source', ...rest] = key.split('|')
    return { hour: Number(hour), kind, key: rest.join('|'), count }
  })
  rows.sort(
    (a, b) => a.hour - b.hour || a.kind.localeCompare(b.kind) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  )
  const c = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick))
  await ex.execute(sql`
    insert into trend_counts (hour, kind, key, count)
    select ${stamp('h')}, k, y, n from unnest(${c((r) => r.hour)}::float8[], ${c((r) => r.kind)}::text[],
      ${c((r) => r.key)}::text[], ${c((r) => r.count)}::int[]) as u(h, k, y, n)
    on conflict (hour, kind, key) do update set count = trend_counts.count + excluded.count`)
}

/** Drops counts older than the trend radar looks back, and stories older than their keep time. */
export async function pruneTrends(
  ex: Executor,
  countsBeforeMs: number,
  storiesBeforeMs: number,
): Promise<void> {
  await ex.execute(sql`delete from trend_terms where hour < ${stamp(String(countsBeforeMs))}`)
  await ex.execute(sql`delete from trend_counts where hour < ${stamp(String(countsBeforeMs))}`)
  await ex.execute(sql`delete from trend_stories where last_time < ${stamp(String(storiesBeforeMs))}`)
}

const StoredStorySchema = v.object({
  id: dbNumber,
  headline: v.string(),
  seed_message_id: dbNumber,
  seed_time: dbDate,
  first_time: dbDate,
  last_time: dbDate,
  title_ids: v.array(v.number()),
  signature: v.array(v.number()),
  has_news: v.boolean(),
  count: dbNumber,
})
export type StoredStory = v.InferOutput<typeof StoredStorySchema>

/** Stories that can still take messages (latest message after `sinceMs`). */
export async function activeStories(ex: Executor, sinceMs: number): Promise<StoredStory[]> {
  return queryRows(
    ex,
    sql`select s.id, s.headline, s.seed_message_id, s.first_time as seed_time, s.first_time, s.last_time,
        s.title_ids, s.signature, s.has_news, (select count(*) from trend_story_messages x where x.story_id = s.id) as count
      from trend_stories s where s.last_time >= ${stamp(String(sinceMs))}`,
    StoredStorySchema,
  )
}

const RecentMessageSchema = v.object({
  id: dbNumber,
  time_ms: dbNumber,
  source: v.string(),
  type: v.string(),
  sentiment: v.nullable(dbNumber),
  sub: v.string(),
  body: v.string(),
  title_ids: v.nullable(v.array(v.number())),
})
export type RecentMessage = v.InferOutput<typeof RecentMessageSchema>

/** Messages since `sinceMs` that belong to no stored story: the singletons to warm up with. */
export async function recentLoneMessages(
  ex: Executor,
  sinceMs: number,
  limit: number,
): Promise<RecentMessage[]> {
  return queryRows(
    ex,
    sql`select m.id, (extract(epoch from m.message_time) * 1000)::float8 as time_ms, m.source, m.type,
        m.sentiment::float8 as sentiment, m.sub, m.body,
        (select json_agg(mt.title_id) from message_titles mt where mt.message_id = m.id) as title_ids
      from messages m
      where m.message_time >= ${stamp(String(sinceMs))}
        and not exists (select 1 from trend_story_messages x where x.message_id = m.id)
      order by m.message_time
      limit ${limit}`,
    RecentMessageSchema,
  )
}
