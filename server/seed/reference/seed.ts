import { inArray, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db'
import {
  exchanges,
  executives,
  listMembers,
  lists,
  sectors,
  sources,
  subsidiaries,
  titles,
} from '../../db/schema'
import { bumpReferenceVersion } from '../../market/reference/versions'
import { referenceCatalogue } from './catalogue'
import { SUBSIDIARIES } from './data/subsidiaries'

export interface ReferenceSeed {
  titles: number
  /** Titles inserted or changed by this run (0 on an unchanged restart). */
  changedTitles: number
  exchanges: number
  sectors: number
  lists: number
  listMembers: number
}

const CHUNK = 500

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK))
  return out
}

/** Title fields the curated files own; compared to decide whether a row changed. */
function titleKey(row: {
  name: string
  type: string
  symbol?: string | null
  isin?: string | null
  currency?: string | null
  exchangeId?: number | null
  country?: string | null
  sectorId?: string | null
  icon?: string
  aliases?: string[]
  description?: string | null
  website?: string | null
  indexIds?: number[]
  listedExchangeIds?: number[]
}): string {
  return JSON.stringify([
    row.name,
    row.type,
    row.symbol ?? null,
    row.isin ?? null,
    row.currency ?? null,
    row.exchangeId ?? null,
    row.country ?? null,
    row.sectorId ?? null,
    row.icon ?? '',
    row.aliases ?? [],
    row.description ?? null,
    row.website ?? null,
    row.indexIds ?? [],
    row.listedExchangeIds ?? [],
  ])
}

/**
 * Idempotent: upserts the curated exchanges, sectors, titles, index lists, sources and
 * executives. Titles are compared first, so an unchanged restart writes no title and keeps
 * the inventory version (and with it every client's cached inventory) as it was.
 */
export async function seedReferenceData(db: Database): Promise<ReferenceSeed> {
  const catalogue = referenceCatalogue()
  return db.transaction(async (tx) => {
    for (const part of chunks(catalogue.exchanges)) {
      await tx
        .insert(exchanges)
        .values(part)
        .onConflictDoUpdate({
          target: exchanges.id,
          set: {
            name: sql`excluded.name`,
            mic: sql`excluded.mic`,
            country: sql`excluded.country`,
            icon: sql`excluded.icon`,
          },
        })
    }
    for (const part of chunks(catalogue.sectors)) {
      await tx
        .insert(sectors)
        .values(part)
        .onConflictDoUpdate({
          target: sectors.id,
          set: { name: sql`excluded.name`, icon: sql`excluded.icon` },
        })
    }
    const stored = new Map<number, string>()
    for (const part of chunks(catalogue.titles.map((title) => title.id))) {
      const rows = await tx.select().from(titles).where(inArray(titles.id, part))
      for (const row of rows) stored.set(row.id, titleKey(row))
    }
    const changed = catalogue.titles.filter((title) => stored.get(title.id) !== titleKey(title))
    for (const part of chunks(changed)) {
      await tx
        .insert(titles)
        .values(part)
        .onConflictDoUpdate({
          target: titles.id,
          set: {
            name: sql`excluded.name`,
            type: sql`excluded.type`,
            symbol: sql`excluded.symbol`,
            isin: sql`excluded.isin`,
            currency: sql`excluded.currency`,
            exchangeId: sql`excluded.exchange_id`,
            country: sql`excluded.country`,
            sectorId: sql`excluded.sector_id`,
            icon: sql`excluded.icon`,
            aliases: sql`excluded.aliases`,
            description: sql`excluded.description`,
            website: sql`excluded.website`,
            indexIds: sql`excluded.index_ids`,
            listedExchangeIds: sql`excluded.listed_exchange_ids`,
            active: sql`true`,
            updatedAt: sql`now()`,
          },
        })
    }
    await tx
      .insert(lists)
      .values(catalogue.lists)
      .onConflictDoUpdate({ target: lists.id, set: { name: sql`excluded.name`, icon: sql`excluded.icon` } })
    for (const part of chunks(catalogue.listMembers)) {
      await tx.insert(listMembers).values(part).onConflictDoNothing()
    }
    await tx.insert(sources).values(catalogue.sources).onConflictDoNothing()
    await tx
      .insert(executives)
      .values(catalogue.executives)
      .onConflictDoUpdate({
        target: [executives.titleId, executives.firstName, executives.lastName],
        set: { middleName: sql`excluded.middle_name`, role: sql`excluded.role` },
      })
    await seedSubsidiaries(tx)
    if (changed.length > 0) await bumpReferenceVersion(tx)
    return {
      titles: catalogue.titles.length,
      changedTitles: changed.length,
      exchanges: catalogue.exchanges.length,
      sectors: catalogue.sectors.length,
      lists: catalogue.lists.length,
      listMembers: catalogue.listMembers.length,
    }
  })
}

/** The curated subsidiaries, for titles that have none stored yet (an import's rows are kept). */
async function seedSubsidiaries(tx: Transaction): Promise<void> {
  const titleIds = [...new Set(SUBSIDIARIES.map(([titleId]) => titleId))]
  const known = await tx
    .selectDistinct({ titleId: subsidiaries.titleId })
    .from(subsidiaries)
    .where(inArray(subsidiaries.titleId, titleIds))
  const filled = new Set(known.map((row) => row.titleId))
  const present = new Set(
    (await tx.select({ id: titles.id }).from(titles).where(inArray(titles.id, titleIds))).map(
      (row) => row.id,
    ),
  )
  const rows = SUBSIDIARIES.filter(([titleId]) => present.has(titleId) && !filled.has(titleId)).map(
    ([titleId, name, country, sharePercent]) => ({ titleId, name, country, sharePercent }),
  )
  if (rows.length > 0) await tx.insert(subsidiaries).values(rows)
}
