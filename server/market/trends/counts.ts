import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { dbNumber, queryRows } from '../messages/rows'
import { stampOf, type TrendSpan } from './window'

export interface RankedCount {
  key: string
  count: number
  previous: number
  share: number
}

/** Messages by source or category in the window, next to the window of the same length before. */
export async function topCounts(
  db: Pick<Database, 'execute'>,
  kind: 'source' | 'category',
  span: TrendSpan,
  limit: number,
): Promise<{ total: number; ranked: RankedCount[] }> {
  const length = span.end - span.firstHour
  const rows = await queryRows(
    db,
    sql`select key, coalesce(sum(count) filter (where hour >= ${stampOf(span.firstHour)}::timestamptz), 0) as c,
        coalesce(sum(count) filter (where hour < ${stampOf(span.firstHour)}::timestamptz), 0) as p
      from trend_counts
      where kind = ${kind} and hour >= ${stampOf(span.firstHour - length)}::timestamptz
        and hour < ${stampOf(span.end)}::timestamptz
      group by key`,
    v.object({ key: v.string(), c: dbNumber, p: dbNumber }),
  )
  // Categories overlap (a message about two sectors counts for both): shares are of messages
  // counted, which for sources is every message.
  const total = rows.reduce((sum, row) => sum + row.c, 0)
  const ranked = rows
    .filter((row) => row.c > 0)
    .sort((a, b) => b.c - a.c || a.key.localeCompare(b.key))
    .slice(0, limit)
    .map((row) => ({
      key: row.key,
      count: row.c,
      previous: row.p,
      share: total === 0 ? 0 : Math.round((row.c / total) * 10_000) / 10_000,
    }))
  return { total, ranked }
}
