import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Transaction } from '../../db'
import { authors } from '../../db/schema'
import { type AuthorState, type AuthorVerdict, judgeAuthor, newAuthorState } from '../authors/behaviour'

export type Tx = Transaction

export interface AuthorRecord {
  source: string
  author: string
  displayName: string | null
  state: AuthorState
  firstSeen: Date
  lastSeen: Date
}

const StatsSchema = v.object({
  gapCount: v.optional(v.number(), 0),
  gapMean: v.optional(v.number(), 0),
  gapM2: v.optional(v.number(), 0),
  lastPostMs: v.optional(v.nullable(v.number()), null),
})

export const authorKey = (source: string, author: string) => `${source}\u0000${author}`

/** Locks and loads the authors of a batch (missing ones start fresh). */
export async function loadAuthors(
  tx: Tx,
  keys: readonly { source: string; author: string }[],
  firstSeen: Date,
): Promise<Map<string, AuthorRecord>> {
  const records = new Map<string, AuthorRecord>()
  if (keys.length === 0) return records
  const wanted = JSON.stringify(keys.map((k) => ({ s: k.source, a: k.author })))
  const rows = await tx
    .select()
    .from(authors)
    .where(
      sql`(${authors.source}, ${authors.author}) in (select k.s, k.a from jsonb_to_recordset(${wanted}::jsonb) as k(s text, a text))`,
    )
    .for('update')
  for (const row of rows) {
    const stats = v.parse(StatsSchema, row.stats)
    records.set(authorKey(row.source, row.author), {
      source: row.source,
      author: row.author,
      displayName: row.displayName,
      firstSeen: row.firstSeen,
      lastSeen: row.lastSeen,
      state: {
        messageCount: row.messageCount,
        duplicateCount: row.duplicateCount,
        linkCount: row.linkCount,
        verified: row.verified,
        followers: row.followers,
        curated: row.curated,
        blacklisted: row.blacklisted,
        ...stats,
      },
    })
  }
  for (const key of keys) {
    const id = authorKey(key.source, key.author)
    if (!records.has(id)) {
      records.set(id, {
        source: key.source,
        author: key.author,
        displayName: null,
        firstSeen,
        lastSeen: firstSeen,
        state: newAuthorState(),
      })
    }
  }
  return records
}

const CHUNK = 5_000

/** Writes the authors back with their verdicts (the rows are locked by `loadAuthors`). */
export async function saveAuthors(
  tx: Tx,
  records: readonly AuthorRecord[],
  verdicts: ReadonlyMap<string, AuthorVerdict>,
): Promise<void> {
  for (let i = 0; i < records.length; i += CHUNK) {
    const rows = records.slice(i, i + CHUNK).map((record) => {
      const verdict = verdicts.get(authorKey(record.source, record.author)) ?? judgeAuthor(record.state)
      const { state } = record
      return {
        source: record.source,
        author: record.author,
        display_name: record.displayName,
        category: verdict.category,
        verified: state.verified,
        followers: state.followers,
        message_count: state.messageCount,
        duplicate_count: state.duplicateCount,
        link_count: state.linkCount,
        bot_likeliness: verdict.botLikeliness,
        impact: verdict.impact,
        curated: state.curated,
        blacklisted: verdict.blacklisted,
        stats: {
          gapCount: state.gapCount,
          gapMean: state.gapMean,
          gapM2: state.gapM2,
          ...(state.lastPostMs === null ? {} : { lastPostMs: state.lastPostMs }),
        },
        first_seen: record.firstSeen.toISOString(),
        last_seen: record.lastSeen.toISOString(),
      }
    })
    // One JSON parameter for the whole chunk (see store/messages.ts).
    await tx.execute(sql`
      insert into ${authors} (source, author, display_name, category, verified, followers, message_count,
        duplicate_count, link_count, bot_likeliness, impact, curated, blacklisted, stats, first_seen, last_seen)
      select source, author, display_name, category, verified, followers, message_count, duplicate_count,
        link_count, bot_likeliness, impact, curated, blacklisted, stats, first_seen, last_seen
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(source text, author text, display_name text,
        category text, verified boolean, followers integer, message_count integer, duplicate_count integer,
        link_count integer, bot_likeliness real, impact smallint, curated boolean, blacklisted boolean,
        stats jsonb, first_seen timestamptz, last_seen timestamptz)
      on conflict (source, author) do update set
        display_name = coalesce(excluded.display_name, ${authors.displayName}),
        category = excluded.category,
        verified = excluded.verified,
        followers = excluded.followers,
        message_count = excluded.message_count,
        duplicate_count = excluded.duplicate_count,
        link_count = excluded.link_count,
        bot_likeliness = excluded.bot_likeliness,
        impact = excluded.impact,
        blacklisted = excluded.blacklisted,
        stats = excluded.stats,
        first_seen = least(${authors.firstSeen}, excluded.first_seen),
        last_seen = greatest(${authors.lastSeen}, excluded.last_seen)`)
  }
}
