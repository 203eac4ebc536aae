import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db'
import { type MessageFilter, messageWhere } from '../market/messages/filters'
import { queryRows } from '../market/messages/rows'
import { isPhraseWord, isTopicWord, joinsNext, wordsOf } from '../pipeline/trends/words'

const TOPIC_SAMPLE = 500
const TOPIC_COUNT = 10

/**
 * Hottest topics of a period: the content words and two-word phrases found in the most headlines
 * of the period's top-scored messages, counted once per message. Function words, numbers, legal
 * forms and market filler ('shares', 'stock') are no topic; nor are the words of `ownNames` (a
 * title's own name and symbol: every message about it has them).
 */
export async function topicsList(
  db: Database,
  filter: MessageFilter,
  ownNames: ReadonlySet<string> = new Set(),
): Promise<{ topic: string; count: number }[]> {
  const rows = await queryRows(
    db,
    sql`select m.sub from messages m where ${messageWhere(filter)}
        order by coalesce(m.author_impact, 0) desc, m.message_time desc limit ${TOPIC_SAMPLE}`,
    v.object({ sub: v.string() }),
  )
  const counts = new Map<string, number>()
  for (const row of rows) {
    const words = wordsOf(row.sub)
    const { all, content } = words
    const usable = all.map((word, i) => content[i] === true && !ownNames.has(word))
    const terms = new Set<string>()
    for (let i = 0; i < all.length; i += 1) {
      const word = all[i] ?? ''
      if (!usable[i]) continue
      if (isTopicWord(word)) terms.add(word)
      const next = all[i + 1]
      if (
        next !== undefined &&
        joinsNext(words, i) &&
        usable[i + 1] &&
        isPhraseWord(word) &&
        isPhraseWord(next)
      )
        terms.add(`${word} ${next}`)
    }
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

/** A title's own words (name, symbol, aliases), lower case: no topic of its own messages. */
export async function titleOwnNames(db: Database, titleId: number): Promise<Set<string>> {
  const [row] = await queryRows(
    db,
    sql`select name, symbol, aliases from titles where id = ${titleId}`,
    v.object({ name: v.string(), symbol: v.nullable(v.string()), aliases: v.array(v.string()) }),
  )
  if (!row) return new Set()
  return new Set([row.name, row.symbol ?? '', ...row.aliases].flatMap((text) => wordsOf(text).all))
}
