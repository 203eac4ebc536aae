import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { HOUR_MS } from '../../src/core'
import type { Database } from '../db'
import { type MessageFilter, messageWhere } from '../market/messages/filters'
import { dbNumber, queryRows } from '../market/messages/rows'
import { wordsOf } from '../pipeline/trends/words'
import { countTerms, rankByCount, rankByLift, type Topic } from './topic-ranking'

const TOPIC_SAMPLE = 500
const TOPIC_COUNT = 10
const MIN_ENGLISH_SAMPLE = 20

/**
 * Messages of authors judged bots (category bots, impact 1, or blacklisted, impact 0) are no
 * source of topics: a signal group's spam run ('ALERT huge move incoming') is distinct, and no topic.
 */
const NOT_BY_BOTS = sql`m.author_category is distinct from 'bots' and coalesce(m.author_impact, 1) > 0`

/**
 * Hottest topics of a period: the content words and two-word phrases found in the most headlines
 * of the period's top-scored messages, counted once per message. Function words, numbers, legal
 * forms and market filler ('shares', 'stock') are no topic.
 */
export async function topicsList(
  db: Database,
  filter: MessageFilter,
  ownNames: ReadonlySet<string> = new Set(),
): Promise<Topic[]> {
  const rows = await queryRows(
    db,
    sql`select m.sub from messages m where ${messageWhere(filter)} and ${NOT_BY_BOTS}
        order by coalesce(m.author_impact, 0) desc, m.message_time desc limit ${TOPIC_SAMPLE}`,
    v.object({ sub: v.string() }),
  )
  return rankByCount(
    countTerms(
      rows.map((row) => row.sub),
      ownNames,
    ),
    TOPIC_COUNT,
  )
}

/**
 * A title's hottest topics of a period: the words and phrases its top-scored messages use
 * distinctly more often than the whole market's messages of the period (the trend radar's hourly
 * term counts, which read headline and text). Words every message uses ('strong', 'consensus')
 * are no topic of one title, however often they come; what a news burst about it says is. Bots'
 * messages are left out (NOT_BY_BOTS). Outside the trend counts' 15 days, the plain counts of
 * topicsList.
 */
export async function titleTopics(
  db: Database,
  filter: MessageFilter,
  ownNames: ReadonlySet<string>,
): Promise<Topic[]> {
  const sample = (langs: MessageFilter['langs']) =>
    queryRows(
      db,
      sql`select m.sub, m.body from messages m where ${messageWhere({ ...filter, langs })} and ${NOT_BY_BOTS}
          order by coalesce(m.author_impact, 0) desc, m.message_time desc limit ${TOPIC_SAMPLE}`,
      v.object({ sub: v.string(), body: v.string() }),
    )
  // Topics in the app's language ("prozent", "demanda" are no topic to an English reader), unless
  // the title is talked about in English too rarely to have any.
  const english = filter.langs === null ? await sample(['en']) : []
  const rows = english.length >= MIN_ENGLISH_SAMPLE ? english : await sample(filter.langs)
  const terms = countTerms(
    rows.map((row) => `${row.sub}\n${row.body}`),
    ownNames,
  )
  if (terms.length === 0) return []
  const from = new Date(Math.floor(filter.startMs / HOUR_MS) * HOUR_MS).toISOString()
  const to = new Date(filter.endMs).toISOString()
  const [market] = await queryRows(
    db,
    sql`select coalesce(sum(count), 0)::float8 as n from trend_counts
        where kind = 'source' and hour >= ${from}::timestamptz and hour <= ${to}::timestamptz`,
    v.object({ n: dbNumber }),
  )
  const marketMessages = market?.n ?? 0
  // Rare (a range past the 15 days of counts): the headline counts, read again.
  if (marketMessages === 0) return topicsList(db, filter, ownNames)
  const used = await queryRows(
    db,
    sql`select term, sum(count)::float8 as c from trend_terms
        where term = any(${sql.param(terms.map((term) => term.term))}::text[])
          and hour >= ${from}::timestamptz and hour <= ${to}::timestamptz
        group by term`,
    v.object({ term: v.string(), c: dbNumber }),
  )
  return rankByLift(
    terms,
    rows.length,
    { messages: marketMessages, count: new Map(used.map((row) => [row.term, row.c])) },
    TOPIC_COUNT,
  )
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
