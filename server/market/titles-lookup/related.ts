import { and, asc, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { RELATED_REASONS, TitleType } from '../../../src/core'
import type { Database } from '../../db'
import { messageTitles, titles } from '../../db/schema'

export interface RelatedTitle {
  id: number
  n: string
  type: TitleType
  reason: (typeof RELATED_REASONS)[number]
  count: number
}

/**
 * Titles related to `titleId`, best first: mentioned in the same messages (by count), then
 * the same industry (6-digit sector id), the same indices, the same sector, and for what is no
 * company the same asset type; each title once.
 */
export async function relatedTitles(db: Database, titleId: number, limit: number): Promise<RelatedTitle[]> {
  const [subject] = await db.select().from(titles).where(eq(titles.id, titleId))
  if (!subject) return []
  const out: RelatedTitle[] = []
  const seen = new Set<number>([titleId])
  const add = (
    rows: { id: number; n: string; type: TitleType; count?: number }[],
    reason: RelatedTitle['reason'],
  ) => {
    for (const row of rows) {
      if (out.length >= limit) return
      if (seen.has(row.id)) continue
      seen.add(row.id)
      out.push({ id: row.id, n: row.n, type: row.type, reason, count: row.count ?? 0 })
    }
  }
  const other = alias(messageTitles, 'other')
  const coMentioned = await db
    .select({ id: titles.id, n: titles.name, type: titles.type, count: sql<number>`count(*)::int` })
    .from(messageTitles)
    .innerJoin(
      other,
      and(eq(other.messageId, messageTitles.messageId), ne(other.titleId, messageTitles.titleId)),
    )
    .innerJoin(titles, eq(titles.id, other.titleId))
    .where(and(eq(messageTitles.titleId, titleId), eq(titles.active, true)))
    .groupBy(titles.id, titles.name, titles.type)
    .orderBy(desc(sql`count(*)`), asc(titles.id))
    .limit(limit)
  add(coMentioned, 'co_mentioned')
  const peers = (condition: SQL | undefined) =>
    db
      .select({ id: titles.id, n: titles.name, type: titles.type })
      .from(titles)
      .where(and(eq(titles.active, true), ne(titles.id, titleId), condition))
      .orderBy(sql`${titles.marketCap} desc nulls last`, asc(titles.id))
      .limit(limit + seen.size)
  if (subject.sectorId && subject.sectorId.length >= 6) {
    add(await peers(sql`${titles.sectorId} like ${`${subject.sectorId.slice(0, 6)}%`}`), 'industry')
  }
  if (subject.indexIds.length > 0) {
    const sameIndex = subject.indexIds.map((id) => sql`${titles.indexIds} @> ${JSON.stringify([id])}::jsonb`)
    add(await peers(or(...sameIndex)), 'index')
  }
  if (subject.sectorId) {
    add(await peers(sql`${titles.sectorId} like ${`${subject.sectorId.slice(0, 2)}%`}`), 'sector')
  }
  // A crypto currency, currency or commodity has no sector or index: the assets of its kind.
  if (subject.type !== 'company') add(await peers(eq(titles.type, subject.type)), 'asset_type')
  return out
}
