import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { DEDICATED_PROFILE_SHARE, type TitleProfile } from '../../../src/core'
import type { Database } from '../../db'
import { dbDate, dbNumber, queryRows } from '../messages/rows'

const ProfileRowSchema = v.object({
  source: v.string(),
  author: v.string(),
  display_name: v.nullable(v.string()),
  category: v.nullable(v.string()),
  impact: v.nullable(dbNumber),
  about: dbNumber,
  total: dbNumber,
  first_time: dbDate,
  last_time: dbDate,
})

/**
 * The accounts that write about a title in a range, most messages about it first: each with how
 * much of what it wrote in the range was about the title (dedicated accounts write mostly about
 * it). Blacklisted accounts are left out; bots stay, marked by their category.
 */
export async function titleProfiles(
  db: Pick<Database, 'execute'>,
  titleId: number,
  fromMs: number,
  toMs: number,
  limit: number,
): Promise<TitleProfile[]> {
  const from = new Date(fromMs).toISOString()
  const to = new Date(toMs).toISOString()
  const rows = await queryRows(
    db,
    sql`with about as (
        select m.source, m.author, count(*) as about, min(m.message_time) as first_time,
          max(m.message_time) as last_time
        from message_titles mt join messages m on m.id = mt.message_id
        where mt.title_id = ${titleId} and mt.message_time >= ${from}::timestamptz
          and mt.message_time < ${to}::timestamptz and m.author is not null
        group by m.source, m.author)
      select a.source, a.author, au.display_name, au.category, au.impact, a.about, a.first_time, a.last_time,
        (select count(*) from messages m2 where m2.source = a.source and m2.author = a.author
          and m2.message_time >= ${from}::timestamptz and m2.message_time < ${to}::timestamptz) as total
      from about a left join authors au on au.source = a.source and au.author = a.author
      where au.blacklisted is not true
      order by a.about desc, a.last_time desc, a.source, a.author
      limit ${limit}`,
    ProfileRowSchema,
  )
  return rows.map((row) => {
    const share = row.total > 0 ? Math.min(1, row.about / row.total) : 1
    return {
      source: row.source,
      author: row.author,
      display_name: row.display_name,
      category: row.category ?? 'regulars',
      impact: row.impact ?? 2,
      messages: row.about,
      share: Math.round(share * 1000) / 1000,
      dedicated: share >= DEDICATED_PROFILE_SHARE,
      first_time: row.first_time.getTime(),
      last_time: row.last_time.getTime(),
    }
  })
}
