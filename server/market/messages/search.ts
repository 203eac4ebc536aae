import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  keyEventsShownOnMessage,
  type MessageItem,
  type MessageOrder,
  SentimentPhraseSchema,
  sentimentScore,
} from '../../../src/core'
import type { Database } from '../../db'
import { drivingTitle, type MessageFilter, messageWhere, textQuery } from './filters'
import { dbNumber, queryRows } from './rows'

const MessageRowSchema = v.object({
  id: dbNumber,
  type: v.string(),
  source: v.string(),
  sub: v.string(),
  body: v.string(),
  url: v.nullable(v.string()),
  time_ms: dbNumber,
  lang: v.string(),
  sentiment: v.nullable(dbNumber),
  explanation: v.nullable(v.array(SentimentPhraseSchema)),
  key_events: v.record(v.string(), v.number()),
  author: v.nullable(v.string()),
  author_name: v.nullable(v.string()),
  author_category: v.nullable(v.string()),
  author_impact: v.nullable(dbNumber),
  title_ids: v.nullable(v.array(v.number())),
  headline: v.nullable(v.string()),
  icon: v.nullable(v.string()),
})
type MessageRow = v.InferOutput<typeof MessageRowSchema>

export interface MessagePage {
  offset: number
  limit: number
  order: MessageOrder
  /** add_icon: each message carries its source's icon. */
  addIcon?: boolean
}

function orderBy(order: MessageOrder, text: SQL | null, driven: boolean): SQL {
  const time = driven ? sql`mt.message_time` : sql`m.message_time`
  const id = driven ? sql`mt.message_id` : sql`m.id`
  const rank = text ? sql`ts_rank(m.search, ${text})` : null
  switch (order) {
    case 'message_time_asc':
      return sql`${time} asc, ${id} asc`
    case 'score':
      return rank
        ? sql`${rank} desc, coalesce(m.author_impact, 0) desc, m.message_time desc, m.id desc`
        : sql`coalesce(m.author_impact, 0) desc, m.message_time desc, m.id desc`
    case 'score_asc':
      return rank
        ? sql`${rank} asc, coalesce(m.author_impact, 0) asc, m.message_time asc, m.id asc`
        : sql`coalesce(m.author_impact, 0) asc, m.message_time asc, m.id asc`
    default:
      return sql`${time} desc, ${id} desc`
  }
}

function sentimentLabel(value: number): 'positive' | 'neutral' | 'negative' {
  return value > 0 ? 'positive' : value < 0 ? 'negative' : 'neutral'
}

/** Splits ts_headline output (fragments joined by ' … ') into highlight strings. */
function highlightsOf(headline: string | null): string[] {
  if (!headline) return []
  return headline
    .split(' … ')
    .map((part) => part.trim())
    .filter((part) => part.includes('<b>'))
}

export function toMessageItem(row: MessageRow): MessageItem {
  return {
    id: row.id,
    type: row.type,
    so: row.source,
    sub: row.sub,
    body: row.body,
    url: row.url,
    time: row.time_ms,
    lang: row.lang,
    titles: (row.title_ids ?? []).map((title_id) => ({ title_id })),
    key_events_v2: Object.fromEntries(
      keyEventsShownOnMessage(row.key_events).map((shown) => [String(shown.key_event_id), shown.score]),
    ),
    sentiment:
      row.sentiment === null
        ? null
        : {
            label: sentimentLabel(row.sentiment),
            value: row.sentiment,
            score: sentimentScore(row.sentiment),
            explanation: row.explanation ?? [],
          },
    author:
      row.author === null
        ? null
        : {
            id: row.author,
            name: row.author_name ?? row.author,
            source: row.source,
            category: row.author_category ?? 'regulars',
            impact: row.author_impact,
          },
    highlights: highlightsOf(row.headline),
    ...(row.icon === null ? {} : { icon: row.icon }),
  }
}

/** The columns of a message item (m = messages, a = its author, left-joined). */
const MESSAGE_COLUMNS = sql`m.id, m.type, m.source, m.sub, m.body, m.url,
  (extract(epoch from m.message_time) * 1000)::float8 as time_ms,
  m.lang, m.sentiment::float8 as sentiment, m.sentiment_explanation as explanation, m.key_events, m.author,
  a.display_name as author_name, coalesce(a.category, m.author_category) as author_category,
  coalesce(a.impact, m.author_impact)::int as author_impact,
  (select json_agg(x.title_id order by x."primary" desc, x.title_id) from message_titles x where x.message_id = m.id) as title_ids`

/** Messages by id, in the order of `ids`; unknown ids are left out. */
export async function messagesByIds(
  db: Pick<Database, 'execute'>,
  ids: readonly number[],
): Promise<MessageItem[]> {
  if (ids.length === 0) return []
  const rows = await queryRows(
    db,
    sql`select ${MESSAGE_COLUMNS}, null::text as headline, null::text as icon
      from messages m left join authors a on a.source = m.source and a.author = m.author
      where m.id = any(${sql.param([...ids])}::bigint[])`,
    MessageRowSchema,
  )
  const byId = new Map(rows.map((row) => [row.id, toMessageItem(row)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** One page of messages matching `filter`, newest first unless ordered otherwise. */
export async function searchMessages(
  db: Database,
  filter: MessageFilter,
  page: MessagePage,
): Promise<MessageItem[]> {
  if (page.limit === 0) return []
  const text = textQuery(filter)
  const headline = text
    ? sql`ts_headline('english', m.sub || ' ' || m.body, ${text}, 'MaxFragments=2, MaxWords=25, MinWords=8, StartSel=<b>, StopSel=</b>, FragmentDelimiter=" … "')`
    : sql`null::text`
  // One title: walk its (title_id, message_time) index in time order and stop at the page.
  const driven = drivingTitle(filter) !== null
  const from = driven
    ? sql`from message_titles mt join messages m on m.id = mt.message_id`
    : sql`from messages m`
  const rows = await queryRows(
    db,
    sql`select ${MESSAGE_COLUMNS},
        ${headline} as headline,
        ${page.addIcon ? sql`(select s.icon from sources s where s.source = m.source)` : sql`null::text`} as icon
      ${from}
      left join authors a on a.source = m.source and a.author = m.author
      where ${messageWhere(filter, driven)}
      order by ${orderBy(page.order, text, driven)}
      limit ${page.limit} offset ${page.offset}`,
    MessageRowSchema,
  )
  return rows.map(toMessageItem)
}
