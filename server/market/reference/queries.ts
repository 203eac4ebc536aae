import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import { partitionSpec } from '../../../src/core'
import type { Database } from '../../db'
import { exchanges, listMembers, lists, sectors, sources, titleLatestBuzz, titles } from '../../db/schema'

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
  messages: number
  /** Buzz points since the bucket before (times 100); null without an earlier bucket. */
  buzzChange: number | null
  /** Mean sentiment change since the bucket before; null when either has none. */
  sentimentChange: number | null
}

const times100 = (value: number) => Math.round(value * 10_000) / 100

/**
 * The latest bucket of `partition` per title (buzz times 100, mean sentiment) and its change,
 * when it is the current bucket or the one before: a title quiet for longer has no current buzz.
 */
export async function latestBuzz(
  db: Database,
  titleIds: readonly number[],
  partition: string,
  now: Date = new Date(),
): Promise<Map<number, LatestBuzz>> {
  const out = new Map<number, LatestBuzz>()
  if (titleIds.length === 0) return out
  const since = new Date(now.getTime() - (partitionSpec(partition)?.bucketMs ?? 86_400_000))
  const rows = await db
    .select()
    .from(titleLatestBuzz)
    .where(
      and(
        eq(titleLatestBuzz.partition, partition),
        inArray(titleLatestBuzz.titleId, [...titleIds]),
        gte(titleLatestBuzz.bucketEnd, since),
      ),
    )
  for (const row of rows) {
    const buzz = row.buzz === null ? null : times100(row.buzz)
    out.set(row.titleId, {
      buzz,
      sentiment: row.sentimentMean,
      bucketStart: row.bucketStart,
      messages: row.messages,
      buzzChange:
        buzz === null || row.prevBuzz === null
          ? null
          : Math.round((buzz - times100(row.prevBuzz)) * 100) / 100,
      sentimentChange:
        row.sentimentMean === null || row.prevSentimentMean === null
          ? null
          : Math.round((row.sentimentMean - row.prevSentimentMean) * 10_000) / 10_000,
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
