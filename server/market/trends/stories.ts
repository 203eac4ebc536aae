import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { TitleType, TrendStory } from '../../../src/core'
import type { Database } from '../../db'
import { escapeLike } from '../../db/like'
import { dbNumber, queryRows } from '../messages/rows'
import { messagesByIds } from '../messages/search'
import { stampOf, type TrendSpan } from './window'

type Executor = Pick<Database, 'execute'>

export interface StoryFilter {
  /** Countries of the region's titles; null: every region. */
  countries: readonly string[] | null
  type: TitleType | null
  query: string | null
  limit: number
}

const StoryRowSchema = v.object({
  id: dbNumber,
  headline: v.string(),
  first_ms: dbNumber,
  last_ms: dbNumber,
  n: dbNumber,
  last_hour: dbNumber,
  source_count: dbNumber,
  sentiment: v.nullable(dbNumber),
  title_ids: v.array(v.number()),
  has_news: v.boolean(),
  titles: v.nullable(
    v.array(
      v.object({ title_id: v.number(), name: v.string(), symbol: v.nullable(v.string()), type: v.string() }),
    ),
  ),
  sources: v.nullable(v.array(v.object({ source: v.string(), count: dbNumber }))),
})

const round3 = (value: number) => Math.round(value * 1000) / 1000

function storyOf(row: v.InferOutput<typeof StoryRowSchema>): TrendStory {
  return {
    id: row.id,
    headline: row.headline,
    first_time: row.first_ms,
    last_time: row.last_ms,
    messages: row.n,
    last_hour: row.last_hour,
    source_count: row.source_count,
    sources: row.sources ?? [],
    title_ids: row.title_ids,
    has_news: row.has_news,
    titles: [...(row.titles ?? [])].sort(
      (a, b) => row.title_ids.indexOf(a.title_id) - row.title_ids.indexOf(b.title_id),
    ),
    sentiment: row.sentiment === null ? null : round3(row.sentiment),
  }
}

function storyConditions(filter: StoryFilter): SQL[] {
  const where: SQL[] = []
  if (filter.countries)
    where.push(sql`exists (select 1 from titles t where t.id = any(s.title_ids)
      and t.country = any(${sql.param([...filter.countries])}::text[]))`)
  if (filter.type)
    where.push(sql`exists (select 1 from titles t where t.id = any(s.title_ids) and t.type = ${filter.type})`)
  if (filter.query) {
    const like = `%${escapeLike(filter.query)}%`
    where.push(sql`(s.headline ilike ${like} or exists (select 1 from titles t where t.id = any(s.title_ids)
      and (t.name ilike ${like} or upper(t.symbol) = upper(${filter.query}))))`)
  }
  return where
}

/** The window's figures of stories with two or more messages in it, strongest first. */
function storiesSql(span: TrendSpan, where: SQL[], order: SQL, limit: number): SQL {
  const start = stampOf(span.start)
  const end = stampOf(span.end)
  const hourAgo = stampOf(span.end - 3_600_000)
  return sql`with w as (
      select x.story_id, count(*) as n, count(distinct x.source) as source_count,
        avg(x.sentiment)::float8 as sentiment,
        count(*) filter (where x.message_time > ${hourAgo}::timestamptz) as last_hour,
        (extract(epoch from max(x.message_time)) * 1000)::float8 as last_ms
      from trend_story_messages x
      where x.message_time > ${start}::timestamptz and x.message_time <= ${end}::timestamptz
      group by x.story_id having count(*) >= 2)
    select s.id, s.headline, (extract(epoch from s.first_time) * 1000)::float8 as first_ms, w.last_ms,
      w.n, w.last_hour, w.source_count, w.sentiment, s.title_ids, s.has_news,
      (select json_agg(json_build_object('title_id', t.id, 'name', t.name, 'symbol', t.symbol, 'type', t.type))
        from titles t where t.id = any(s.title_ids)) as titles,
      (select json_agg(json_build_object('source', q.source, 'count', q.c) order by q.c desc, q.source)
        from (select y.source, count(*) as c from trend_story_messages y
          where y.story_id = s.id and y.message_time > ${start}::timestamptz and y.message_time <= ${end}::timestamptz
          group by y.source order by c desc, y.source limit 5) q) as sources
    from w join trend_stories s on s.id = w.story_id
    ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    order by ${order}
    limit ${limit}`
}

/**
 * Stories a news message tells first, then by messages × (1 + ln sources): a story told by many
 * sources outranks one source repeating itself.
 */
export async function topStories(db: Executor, span: TrendSpan, filter: StoryFilter): Promise<TrendStory[]> {
  const rows = await queryRows(
    db,
    storiesSql(
      span,
      storyConditions(filter),
      sql`s.has_news desc, w.n * (1 + ln(w.source_count)) desc, w.last_ms desc, s.id desc`,
      filter.limit,
    ),
    StoryRowSchema,
  )
  return rows.map(storyOf)
}

/** One story over its whole life up to `endMs`, with its messages: one per source first, newest first. */
export async function storySamples(
  db: Executor,
  storyId: number,
  endMs: number,
  limit: number,
): Promise<{ story: TrendStory; messages: Awaited<ReturnType<typeof messagesByIds>> } | null> {
  const life: TrendSpan = { window: '7d', start: 0, end: endMs, firstHour: 0 }
  const [row] = await queryRows(db, storiesSql(life, [sql`s.id = ${storyId}`], sql`s.id`, 1), StoryRowSchema)
  if (!row) return null
  const ids = await queryRows(
    db,
    sql`select message_id as id from (
        select x.message_id, x.message_time,
          row_number() over (partition by x.source order by x.message_time desc, x.message_id desc) as k
        from trend_story_messages x
        where x.story_id = ${storyId} and x.message_time <= ${stampOf(endMs)}::timestamptz) r
      order by k, message_time desc, message_id desc
      limit ${limit}`,
    v.object({ id: dbNumber }),
  )
  return {
    story: storyOf(row),
    messages: await messagesByIds(
      db,
      ids.map((r) => r.id),
    ),
  }
}
