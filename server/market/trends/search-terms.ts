import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { SearchTrend } from '../../../src/core'
import type { Database } from '../../db'
import { escapeLike } from '../../db/like'
import { dbNumber, queryRows } from '../messages/rows'
import { stampOf, type TrendSpan } from './window'

type Executor = Pick<Database, 'execute'>
const HOUR_MS = 3_600_000
/** Completions come from the searches of the last 30 days. */
const COMPLETION_DAYS = 30
const MAX_TERM = 80

/** A search as it is counted: lower case, single spaces, at most 80 characters; null when too short. */
export function searchTermOf(text: string): string | null {
  const term = text.toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_TERM).trim()
  return term.length >= 2 ? term : null
}

/** Counts a person's search once per hour. */
export async function recordSearch(db: Executor, userId: number, text: string, nowMs: number): Promise<void> {
  const term = searchTermOf(text)
  if (term === null) return
  const hour = Math.floor(nowMs / HOUR_MS) * HOUR_MS
  await db.execute(sql`insert into search_term_hits (hour, term, user_id)
    values (${stampOf(hour)}::timestamptz, ${term}, ${userId}) on conflict do nothing`)
}

/** Searches in the window next to the window before: the most risen first. */
export async function searchTrends(db: Executor, span: TrendSpan, limit: number): Promise<SearchTrend[]> {
  const length = span.end - span.firstHour
  const rows = await queryRows(
    db,
    sql`select term, count(*) filter (where hour >= ${stampOf(span.firstHour)}::timestamptz) as c,
        count(*) filter (where hour < ${stampOf(span.firstHour)}::timestamptz) as p
      from search_term_hits
      where hour >= ${stampOf(span.firstHour - length)}::timestamptz and hour < ${stampOf(span.end)}::timestamptz
      group by term`,
    v.object({ term: v.string(), c: dbNumber, p: dbNumber }),
  )
  return rows
    .filter((row) => row.c > 0)
    .map((row) => ({
      term: row.term,
      searches: row.c,
      previous: row.p,
      rise: Math.round((row.c / Math.max(row.p, 1)) * 100) / 100,
    }))
    .sort(
      (a, b) =>
        b.searches - b.previous - (a.searches - a.previous) ||
        b.searches - a.searches ||
        a.term.localeCompare(b.term),
    )
    .slice(0, limit)
}

/** What people searched that starts with `prefix` (or has a word starting with it), most searched first. */
export async function searchCompletions(
  db: Executor,
  prefix: string,
  limit: number,
  nowMs: number,
): Promise<{ term: string; searches: number }[]> {
  const term = searchTermOf(prefix) ?? prefix.toLowerCase().trim()
  const escaped = escapeLike(term)
  return queryRows(
    db,
    sql`select term, count(*) as searches from search_term_hits
      where hour >= ${stampOf(nowMs - COMPLETION_DAYS * 86_400_000)}::timestamptz
        and (term like ${`${escaped}%`} or term like ${`% ${escaped}%`})
      group by term order by (term like ${`${escaped}%`}) desc, count(*) desc, term limit ${limit}`,
    v.object({ term: v.string(), searches: dbNumber }),
  )
}
