import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db'
import { type MessageFilter, messageWhere } from '../market/messages/filters'
import { queryRows } from '../market/messages/rows'
import { words } from './summary/extractive'

const TOPIC_SAMPLE = 500
const TOPIC_COUNT = 10

/**
 * Hottest topics of a period: the words and two-word phrases found in the most headlines of
 * the period's top-scored messages, counted once per message.
 */
export async function topicsList(
  db: Database,
  filter: MessageFilter,
): Promise<{ topic: string; count: number }[]> {
  const rows = await queryRows(
    db,
    sql`select m.sub from messages m where ${messageWhere(filter)}
        order by coalesce(m.author_impact, 0) desc, m.message_time desc limit ${TOPIC_SAMPLE}`,
    v.object({ sub: v.string() }),
  )
  const counts = new Map<string, number>()
  for (const row of rows) {
    const tokens = words(row.sub).filter((word) => word.length > 2 && !/^\d+$/.test(word))
    const terms = new Set<string>(tokens)
    for (let i = 0; i + 1 < tokens.length; i += 1) terms.add(`${tokens[i]} ${tokens[i + 1]}`)
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1)
  }
  return [...counts.entries()]
    .filter(([, count]) => count >= 2)
    .sort(
      (a, b) => b[1] - a[1] || b[0].split(' ').length - a[0].split(' ').length || a[0].localeCompare(b[0]),
    )
    .slice(0, TOPIC_COUNT)
    .map(([topic, count]) => ({ topic, count }))
}
