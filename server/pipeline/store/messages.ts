import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { messages, messageTitles } from '../../db/schema'
import type { EnrichedMessage } from '../enrich'
import type { Tx } from './authors'
import { selectRows } from './rows'

const CHUNK = 1_000

/** Same text from the same author within this window is a duplicate (application §3). */
export const DUPLICATE_TEXT_WINDOW_MS = 24 * 60 * 60 * 1000

export const sourceKey = (source: string, sourceId: string) => `${source}\u0000${sourceId}`
export const textKey = (source: string, author: string, hash: string) =>
  `${source}\u0000${author}\u0000${hash}`

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** (source, source_id) pairs of the batch already stored. */
export async function existingSourceIds(tx: Tx, batch: readonly EnrichedMessage[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (const part of chunks(batch, 5_000)) {
    // One JSON parameter instead of thousands of tuples: fast, and within parameter limits.
    const keys = JSON.stringify(part.map((m) => ({ s: m.source, i: m.sourceId })))
    const rows = await selectRows(
      tx,
      sql`select m.source as source, m.source_id as source_id
          from jsonb_to_recordset(${keys}::jsonb) as k(s text, i text)
          join ${messages} m on m.source = k.s and m.source_id = k.i`,
      v.object({ source: v.string(), source_id: v.string() }),
    )
    for (const row of rows) found.add(sourceKey(row.source, row.source_id))
  }
  return found
}

/** Stored post times of the same texts by the same authors, near the batch's times. */
export async function recentTexts(tx: Tx, batch: readonly EnrichedMessage[]): Promise<Map<string, number[]>> {
  const withAuthor = batch.filter((m) => m.author !== null)
  const times = new Map<string, number[]>()
  if (withAuthor.length === 0) return times
  const from = new Date(
    Math.min(...withAuthor.map((m) => m.messageTime.getTime())) - DUPLICATE_TEXT_WINDOW_MS,
  )
  const to = new Date(Math.max(...withAuthor.map((m) => m.messageTime.getTime())) + DUPLICATE_TEXT_WINDOW_MS)
  for (const part of chunks(withAuthor, 5_000)) {
    const keys = JSON.stringify(part.map((m) => ({ s: m.source, a: m.author, h: m.contentHash })))
    const rows = await selectRows(
      tx,
      // One index lookup per key (OFFSET 0 keeps the subquery from being flattened into a join):
      // joined, the planner read every message of the batch's time span (two days and more) into
      // a hash, whatever the store's size.
      sql`select k.s as source, k.a as author, k.h as hash, m.message_time as message_time
          from (select distinct * from jsonb_to_recordset(${keys}::jsonb) as k(s text, a text, h text)) k
          cross join lateral (
            select x.message_time from ${messages} x
            where x.source = k.s and x.author = k.a and x.content_hash = k.h
              and x.message_time between ${from} and ${to}
            offset 0) m`,
      v.object({
        source: v.string(),
        author: v.string(),
        hash: v.string(),
        message_time: v.union([v.date(), v.string()]),
      }),
    )
    for (const row of rows) {
      const key = textKey(row.source, row.author, row.hash)
      const list = times.get(key) ?? []
      list.push(new Date(row.message_time).getTime())
      times.set(key, list)
    }
  }
  return times
}

export interface MessageToStore {
  message: EnrichedMessage
  authorCategory: 'regulars' | 'bots' | 'verified' | 'influencers'
  authorImpact: number
}

const InsertedSchema = v.object({
  id: v.union([v.number(), v.string()]),
  source: v.string(),
  source_id: v.string(),
})

/**
 * Inserts messages (ON CONFLICT DO NOTHING) and their title rows in one statement per chunk;
 * returns the ids by source key. Rows travel as one JSON parameter (jsonb_to_recordset): several
 * times faster than thousands of bound values on PGlite, and the same SQL on PostgreSQL. The title
 * rows are built in SQL from the inserted messages, so no second round trip carries the ids back:
 * each carries its message's columns (the statistics read them from one covering index) and the
 * message's other titles, so the triggers need not look them up.
 */
export async function insertMessages(tx: Tx, batch: readonly MessageToStore[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  if (batch.length === 0) return ids
  await tx.execute(sql`set local murmur.title_rows_filled = 'on'`)
  for (const part of chunks(batch, 2_000)) {
    const rows = JSON.stringify(
      part.map(({ message: m, authorCategory, authorImpact }) => ({
        source: m.source,
        source_id: m.sourceId,
        type: m.type,
        author: m.author,
        message_time: m.messageTime.toISOString(),
        sub: m.sub,
        body: m.body,
        url: m.url,
        image_url: m.imageUrl,
        lang: m.lang,
        sentiment: m.sentiment?.score ?? null,
        sentiment_label: m.sentiment?.label ?? null,
        sentiment_explanation: m.sentiment?.explanation ?? null,
        sentiment_model: m.sentiment?.model ?? null,
        key_events: m.keyEvents,
        primary_title_id: m.primaryTitleId,
        author_category: authorCategory,
        author_impact: authorImpact,
        content_hash: m.contentHash,
        demo: m.demo,
        title_ids: [...new Set(m.titleIds)].sort((a, b) => a - b),
      })),
    )
    const inserted = await selectRows(
      tx,
      sql`with r as (
            select * from jsonb_to_recordset(${rows}::jsonb) as r(source text, source_id text, type text, author text,
              message_time timestamptz, sub text, body text, url text, image_url text, lang text, sentiment real,
              sentiment_label text, sentiment_explanation jsonb, sentiment_model text, key_events jsonb,
              primary_title_id integer, author_category text, author_impact smallint, content_hash text, demo boolean,
              title_ids integer[])),
          ins as (
            insert into ${messages} (source, source_id, type, author, message_time, sub, body, url, image_url, lang,
              sentiment, sentiment_label, sentiment_explanation, sentiment_model, key_events, primary_title_id,
              author_category, author_impact, content_hash, demo)
            select source, source_id, type, author, message_time, sub, body, url, image_url, lang, sentiment,
              sentiment_label, sentiment_explanation, sentiment_model, key_events, primary_title_id, author_category,
              author_impact, content_hash, demo
            from r
            on conflict (source, source_id) do nothing
            returning id, source, source_id),
          titled as (
            insert into ${messageTitles} (message_id, title_id, message_time, "primary", sentiment, source, type, author,
              lang, author_category, key_events, other_title_ids)
            select ins.id, t.title_id, r.message_time, coalesce(t.title_id = r.primary_title_id, false), r.sentiment, r.source, r.type,
              r.author, r.lang, r.author_category, nullif(r.key_events, '{}'::jsonb),
              case when cardinality(r.title_ids) > 1 then array_remove(r.title_ids, t.title_id) end
            from ins join r on r.source = ins.source and r.source_id = ins.source_id
            cross join unnest(r.title_ids) as t(title_id)
            on conflict do nothing)
          select id, source, source_id from ins`,
      InsertedSchema,
    )
    for (const row of inserted) ids.set(sourceKey(row.source, row.source_id), Number(row.id))
  }
  return ids
}
