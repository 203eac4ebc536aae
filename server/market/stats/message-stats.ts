import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type AuthorAnalyticsSchema,
  type MessageCountsSchema,
  MessageTop10Schema,
  percentOneDecimal,
} from '../../../src/core'
import type { Database } from '../../db'
import { drivingTitle, type MessageFilter, messageWhere, onTitleRowsOnly } from '../messages/filters'
import { dbNumber, queryRows } from '../messages/rows'

/** Statistics of the whole filtered set (application §3 "Message statistics"). */
export interface MessageStatistics {
  top10: v.InferOutput<typeof MessageTop10Schema>
  author_analytics: v.InferOutput<typeof AuthorAnalyticsSchema>
  counts: v.InferOutput<typeof MessageCountsSchema>
}

const StatsRowSchema = v.object({
  top10: MessageTop10Schema,
  counts: v.object({
    sources: dbNumber,
    messages: dbNumber,
    pos: dbNumber,
    neg: dbNumber,
    neu: dbNumber,
  }),
  categories: v.nullable(v.record(v.string(), v.number())),
})

/** One round trip: the filtered set is materialised once, every aggregate reads it. */
export async function messageStatistics(
  db: Database,
  filter: MessageFilter,
  topLimit: number,
): Promise<MessageStatistics> {
  const driving = drivingTitle(filter)
  const driven = driving !== null
  // One title and a time range: read mt's copies of the message columns (an index-only scan).
  const rowsOnly = onTitleRowsOnly(filter)
  const source = rowsOnly
    ? sql`select mt.message_id as id, mt.source, mt.type, mt.author, mt.lang, mt.sentiment, mt.author_category,
        coalesce(mt.key_events, '{}'::jsonb) as key_events, mt.other_title_ids
        from message_titles mt`
    : sql`select m.id, m.source, m.type, m.author, m.lang, m.sentiment, m.author_category, m.key_events
        ${driven ? sql`from message_titles mt join messages m on m.id = mt.message_id` : sql`from messages m`}`
  // Every row is one message of the driving title: it and the message's other titles are on the row.
  const titleCounts =
    rowsOnly && driving !== null
      ? sql`select k, count(*)::int as n from (
          select ${driving}::int as k from f
          union all select unnest(f.other_title_ids) from f where f.other_title_ids is not null
        ) as t group by k`
      : sql`select mt.title_id as k, count(*)::int as n from message_titles mt join f on f.id = mt.message_id
          group by mt.title_id`
  const query = (ex: Pick<Database, 'execute'>) =>
    queryRows(
      ex,
      sql`with f as materialized (
        ${source}
        where ${messageWhere(filter, driven)}
      ),
      src as (select source as k, count(*)::int as n from f group by source order by n desc, k limit ${topLimit}),
      typ as (select type as k, count(*)::int as n from f group by type order by n desc, k limit ${topLimit}),
      lng as (select lang as k, count(*)::int as n from f group by lang order by n desc, k limit ${topLimit}),
      who as materialized (
        select f.source, f.author, count(*)::int as n, max(f.author_category) as author_category
        from f where f.author is not null group by f.source, f.author
      ),
      aut as (select source, author, n from who order by n desc, author, source limit ${topLimit}),
      ttl as (${titleCounts} order by n desc, k limit ${topLimit}),
      kev as (
        select e.key::int as k, count(*)::int as n
        from f cross join lateral jsonb_each(f.key_events) as e(key, value)
        where f.key_events <> '{}'::jsonb and e.key ~ '^[0-9]{1,9}$' and jsonb_typeof(e.value) = 'number'
          and e.value::float8 >= 4
        group by e.key order by n desc, k limit ${topLimit}
      ),
      cat as (
        -- A correlated lookup per distinct author: a few hundred index probes, never a scan of authors.
        select coalesce(
            (select a.category from authors a where a.source = who.source and a.author = who.author),
            who.author_category, 'regulars') as category, count(*)::int as n
        from who group by 1
      )
      select json_build_object(
          'sources', (select coalesce(json_agg(json_build_object('source', k, 'count', n) order by n desc, k), '[]'::json) from src),
          'types', (select coalesce(json_agg(json_build_object('type', k, 'count', n) order by n desc, k), '[]'::json) from typ),
          'languages', (select coalesce(json_agg(json_build_object('lang', k, 'count', n) order by n desc, k), '[]'::json) from lng),
          'authors', (select coalesce(json_agg(json_build_object('author_id', aut.author, 'name', coalesce(a.display_name, aut.author), 'source', aut.source, 'count', aut.n) order by aut.n desc, aut.author, aut.source), '[]'::json)
                      from aut left join authors a on a.source = aut.source and a.author = aut.author),
          'titles', (select coalesce(json_agg(json_build_object('title_id', k, 'count', n) order by n desc, k), '[]'::json) from ttl),
          'key_events', (select coalesce(json_agg(json_build_object('key_event_id', k, 'count', n) order by n desc, k), '[]'::json) from kev)
        ) as top10,
        (select json_build_object(
          'messages', count(*),
          'sources', count(distinct source),
          'pos', count(*) filter (where sentiment > 0),
          'neg', count(*) filter (where sentiment < 0),
          'neu', count(*) filter (where sentiment = 0)
        ) from f) as counts,
        (select json_object_agg(category, n) from cat) as categories`,
      StatsRowSchema,
    )
  // One title's statistics read a few thousand index entries and never go parallel; a search
  // driven by one title but reading messages could, and starting workers costs more than it saves.
  const [row] =
    driven && !rowsOnly
      ? await db.transaction(async (tx) => {
          await tx.execute(sql`set local max_parallel_workers_per_gather = 0`)
          return query(tx)
        })
      : await query(db)
  if (!row) throw new Error('statistics query returned no row')
  const categories = row.categories ?? {}
  let totalAuthors = 0
  for (const n of Object.values(categories)) totalAuthors += n
  const share = (name: string) => percentOneDecimal(categories[name] ?? 0, totalAuthors)
  return {
    top10: row.top10,
    author_analytics: {
      bots: share('bots'),
      influencers: share('influencers'),
      regulars: share('regulars'),
      verified: share('verified'),
    },
    // Distinct authors: the category counts cover each author once.
    counts: { authors: totalAuthors, ...row.counts },
  }
}
