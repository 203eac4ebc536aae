import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { dbNumber, queryRows } from '../messages/rows'

/** The titles of an author's network (their most written-about) and the other authors ranked. */
const NETWORK_TITLES = 10
const NETWORK_AUTHORS = 20

const TitleRowSchema = v.object({ title_id: v.number(), name: v.string(), messages: dbNumber })
const PeerRowSchema = v.object({
  author: v.string(),
  source: v.string(),
  shared_titles: dbNumber,
  messages: dbNumber,
})

/**
 * An author's network in a range: the titles they wrote about most, and the other authors (any
 * source) who wrote about the same titles, ranked by how many of them they share, then by volume.
 */
export async function authorNetwork(
  db: Database,
  source: string,
  author: string,
  startMs: number,
  endMs: number,
) {
  const from = new Date(startMs).toISOString()
  const to = new Date(endMs).toISOString()
  const titles = await queryRows(
    db,
    sql`select mt.title_id, t.name, count(*) as messages
        from messages m
        join message_titles mt on mt.message_id = m.id
        join titles t on t.id = mt.title_id
        where m.source = ${source} and m.author = ${author}
          and m.message_time >= ${from}::timestamptz and m.message_time <= ${to}::timestamptz
        group by mt.title_id, t.name
        order by messages desc, mt.title_id
        limit ${NETWORK_TITLES}`,
    TitleRowSchema,
  )
  if (titles.length === 0) return { titles: [], authors: [] }
  const ids = sql.join(
    titles.map((title) => sql`${title.title_id}`),
    sql`, `,
  )
  const peers = await queryRows(
    db,
    sql`select m.author, m.source, count(distinct mt.title_id) as shared_titles, count(*) as messages
        from message_titles mt
        join messages m on m.id = mt.message_id
        where mt.title_id in (${ids})
          and mt.message_time >= ${from}::timestamptz and mt.message_time <= ${to}::timestamptz
          and m.author is not null
          and not (m.source = ${source} and m.author = ${author})
        group by m.author, m.source
        order by shared_titles desc, messages desc, m.author, m.source
        limit ${NETWORK_AUTHORS}`,
    PeerRowSchema,
  )
  return { titles, authors: peers }
}
