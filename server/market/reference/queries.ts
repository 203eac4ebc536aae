import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { buzzBuckets, exchanges, listMembers, lists, sectors, sources, titles } from '../../db/schema'

/** Reads of the stored lookup data for the /v6 inventory calls. */

export async function loadExchanges(db: Database, country?: string) {
  return db
    .select()
    .from(exchanges)
    .where(country ? eq(exchanges.country, country.toUpperCase()) : undefined)
    .orderBy(asc(exchanges.id))
}

export async function loadSectors(db: Database) {
  return db.select().from(sectors).orderBy(asc(sectors.id))
}

export async function loadLists(db: Database) {
  return db.select().from(lists).orderBy(asc(lists.id))
}

export async function loadList(db: Database, listId: number) {
  const rows = await db.select().from(lists).where(eq(lists.id, listId))
  return rows[0] ?? null
}

export async function loadSources(db: Database) {
  return db.select().from(sources).orderBy(asc(sources.source))
}

export interface LatestBuzz {
  buzz: number | null
  sentiment: number | null
  bucketStart: Date
}

/** The latest bucket of `partition` per title (buzz times 100, mean sentiment). */
export async function latestBuzz(
  db: Database,
  titleIds: readonly number[],
  partition: string,
): Promise<Map<number, LatestBuzz>> {
  const out = new Map<number, LatestBuzz>()
  if (titleIds.length === 0) return out
  const rows = await db
    .selectDistinctOn([buzzBuckets.titleId], {
      titleId: buzzBuckets.titleId,
      buzz: buzzBuckets.buzz,
      sentiment: buzzBuckets.sentimentMean,
      bucketStart: buzzBuckets.bucketStart,
    })
    .from(buzzBuckets)
    .where(and(eq(buzzBuckets.partition, partition), inArray(buzzBuckets.titleId, [...titleIds])))
    .orderBy(buzzBuckets.titleId, desc(buzzBuckets.bucketStart))
  for (const row of rows) {
    out.set(row.titleId, {
      buzz: row.buzz === null ? null : Math.round(row.buzz * 10_000) / 100,
      sentiment: row.sentiment,
      bucketStart: row.bucketStart,
    })
  }
  return out
}

export async function loadListMembers(db: Database, listId: number) {
  return db
    .select({ id: titles.id, name: titles.name, type: titles.type })
    .from(listMembers)
    .innerJoin(titles, eq(titles.id, listMembers.titleId))
    .where(eq(listMembers.listId, listId))
    .orderBy(asc(titles.name))
}

/** Distinct filter values present in the stored titles (GET /titles/available_filters). */
export async function presentTitleFacets(db: Database) {
  const [types, countries, exchangeIds] = await Promise.all([
    db.selectDistinct({ type: titles.type }).from(titles).where(eq(titles.active, true)),
    db
      .selectDistinct({ country: titles.country })
      .from(titles)
      .where(and(eq(titles.active, true), sql`${titles.country} is not null`)),
    db
      .selectDistinct({ exchangeId: titles.exchangeId })
      .from(titles)
      .where(and(eq(titles.active, true), sql`${titles.exchangeId} is not null`)),
  ])
  return {
    types: types.map((row) => row.type).sort(),
    countries: countries.flatMap((row) => (row.country ? [row.country] : [])).sort(),
    exchangeIds: exchangeIds.flatMap((row) => (row.exchangeId === null ? [] : [row.exchangeId])),
  }
}
