import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { escapeLike } from '../../db/like'
import { dbDate, dbNumber, queryRows } from '../messages/rows'

const SummaryRowSchema = v.object({
  author: v.string(),
  display_name: v.nullable(v.string()),
  source: v.string(),
  category: v.string(),
  impact: v.number(),
  total: dbNumber,
  verified: v.boolean(),
  bot_likeliness: dbNumber,
  first_seen: dbDate,
  last_seen: dbDate,
})

const ORDER: Record<string, SQL> = {
  score: sql`impact desc, message_count desc, author`,
  score_asc: sql`impact asc, message_count asc, author`,
  total: sql`message_count desc, impact desc, author`,
  total_asc: sql`message_count asc, impact asc, author`,
}

const select = sql`select author, display_name, source, category, impact::int as impact, message_count as total, verified,
  bot_likeliness::float8 as bot_likeliness, first_seen, last_seen from authors`

/** Authors whose handle or display name contains `query` (case-insensitive). */
export async function searchAuthors(db: Database, query: string, limit: number, order: string) {
  const pattern = `%${escapeLike(query.toLowerCase())}%`
  const rows = await queryRows(
    db,
    sql`${select} where lower(author) like ${pattern} or lower(coalesce(display_name, '')) like ${pattern}
        order by ${ORDER[order] ?? ORDER.score} limit ${limit}`,
    SummaryRowSchema,
  )
  return rows
}

export async function findAuthor(db: Database, source: string, author: string) {
  const [row] = await queryRows(
    db,
    sql`${select} where source = ${source} and author = ${author}`,
    SummaryRowSchema,
  )
  return row ?? null
}

/** The same author name in other sources. */
export async function sameNameElsewhere(db: Database, source: string, author: string) {
  return queryRows(
    db,
    sql`${select} where author = ${author} and source <> ${source} order by source`,
    SummaryRowSchema,
  )
}

const CountSchema = v.object({ k: v.string(), n: dbNumber })

/** Message statistics of one author over all stored messages. */
export async function authorMessageStatistics(db: Database, source: string, author: string) {
  const where = sql`m.source = ${source} and m.author = ${author}`
  const [counts] = await queryRows(
    db,
    sql`select count(*) as messages, count(*) filter (where sentiment > 0) as pos, count(*) filter (where sentiment < 0) as neg,
          count(*) filter (where sentiment = 0) as neu from messages m where ${where}`,
    v.object({ messages: dbNumber, pos: dbNumber, neg: dbNumber, neu: dbNumber }),
  )
  const types = await queryRows(
    db,
    sql`select type as k, count(*) as n from messages m where ${where} group by type order by n desc, k limit 10`,
    CountSchema,
  )
  const languages = await queryRows(
    db,
    sql`select lang as k, count(*) as n from messages m where ${where} group by lang order by n desc, k limit 10`,
    CountSchema,
  )
  const assets = await queryRows(
    db,
    sql`select mt.title_id, t.name, count(*) as n from messages m join message_titles mt on mt.message_id = m.id
        join titles t on t.id = mt.title_id where ${where} group by mt.title_id, t.name order by n desc, mt.title_id limit 20`,
    v.object({ title_id: v.number(), name: v.string(), n: dbNumber }),
  )
  return {
    counts: {
      authors: 1,
      sources: 1,
      messages: counts?.messages ?? 0,
      pos: counts?.pos ?? 0,
      neg: counts?.neg ?? 0,
      neu: counts?.neu ?? 0,
    },
    types: types.map((row) => ({ type: row.k, count: row.n })),
    languages: languages.map((row) => ({ lang: row.k, count: row.n })),
    assets: assets.map((row) => ({ title_id: row.title_id, name: row.name, count: row.n })),
  }
}
