import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm'
import type { TitleInfo } from '../../../src/core'
import type { Database } from '../../db'
import { earnings, exchanges, sectors, titles } from '../../db/schema'

/** Asset master data (application §3) of the titles with these ids, in the order asked. */
export async function loadTitleInfos(
  db: Database,
  ids: readonly number[],
  now = new Date(),
): Promise<TitleInfo[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ title: titles, exchange: exchanges })
    .from(titles)
    .leftJoin(exchanges, eq(exchanges.id, titles.exchangeId))
    .where(inArray(titles.id, [...ids]))
  const sectorIds = new Set<string>()
  const indexIds = new Set<number>()
  for (const { title } of rows) {
    if (title.sectorId) for (const length of [2, 4, 6, 8]) sectorIds.add(title.sectorId.slice(0, length))
    for (const indexId of title.indexIds) indexIds.add(indexId)
  }
  const today = now.toISOString().slice(0, 10)
  const [sectorRows, indexRows, nextEarnings] = await Promise.all([
    sectorIds.size === 0
      ? []
      : db
          .select({ id: sectors.id, name: sectors.name })
          .from(sectors)
          .where(inArray(sectors.id, [...sectorIds])),
    indexIds.size === 0
      ? []
      : db
          .select({ id: titles.id, n: titles.name })
          .from(titles)
          .where(inArray(titles.id, [...indexIds])),
    db
      .select({ titleId: earnings.titleId, next: sql<string>`min(${earnings.releaseDate})::text` })
      .from(earnings)
      .where(and(inArray(earnings.titleId, [...ids]), gte(earnings.releaseDate, today)))
      .groupBy(earnings.titleId),
  ])
  const sectorById = new Map(sectorRows.map((sector) => [sector.id, sector]))
  const indexById = new Map(indexRows.map((index) => [index.id, index]))
  const nextById = new Map(nextEarnings.map((row) => [row.titleId, row.next]))
  const level = (sectorId: string | null, length: number) => {
    if (!sectorId || sectorId.length < length) return null
    return sectorById.get(sectorId.slice(0, length)) ?? null
  }
  const byId = new Map(
    rows.map(({ title, exchange }): [number, TitleInfo] => [
      title.id,
      {
        id: title.id,
        n: title.name,
        type: title.type,
        currency: title.type === 'index' ? 'PTS' : title.currency,
        isin: title.isin,
        symbol: title.symbol,
        exchange: exchange ? { exchange_id: exchange.id, name: exchange.name, mic: exchange.mic } : null,
        index: title.indexIds.flatMap((indexId) => {
          const index = indexById.get(indexId)
          return index ? [index] : []
        }),
        country: title.country,
        sector: level(title.sectorId, 2),
        group: level(title.sectorId, 4),
        industry: level(title.sectorId, 6),
        subindustry: level(title.sectorId, 8),
        next_earnings: nextById.get(title.id) ?? null,
        website: title.website,
        description: title.description,
        headline: { market_cap: title.marketCap },
        aliases: title.aliases,
      },
    ]),
  )
  return ids.flatMap((id) => {
    const info = byId.get(id)
    return info ? [info] : []
  })
}

/**
 * A title by ident: its numeric id, else an exact ISIN, else an exact symbol (the
 * lowest id when several exchanges share one).
 */
export async function resolveTitleIdent(db: Database, ident: string): Promise<number | null> {
  if (/^\d{1,10}$/.test(ident)) {
    const rows = await db
      .select({ id: titles.id })
      .from(titles)
      .where(eq(titles.id, Number(ident)))
    return rows[0]?.id ?? null
  }
  const upper = ident.toUpperCase()
  const rows = await db
    .select({ id: titles.id, isin: titles.isin })
    .from(titles)
    .where(and(eq(titles.active, true), or(eq(titles.isin, upper), sql`upper(${titles.symbol}) = ${upper}`)))
    .orderBy(asc(titles.id))
  return (rows.find((row) => row.isin === upper) ?? rows[0])?.id ?? null
}
