import { sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { titles } from '../../db/schema'

/** A seeded title as the demo feed sees it. */
export interface DemoTitle {
  id: number
  name: string
  /** Short name for headlines (first alias, else the name). */
  shortName: string
  type: string
  symbol: string | null
  country: string | null
  /** Popularity rank, 0 = most talked about (by market cap). */
  rank: number
}

/** Kinds that trade and get talked about; people and classes have no quotes. */
const TRADED_TYPES = ['company', 'crypto_currency', 'index', 'forex', 'raw_material', 'fund', 'derivative']

export async function loadDemoTitles(db: Database): Promise<DemoTitle[]> {
  const rows = await db
    .select({
      id: titles.id,
      name: titles.name,
      type: titles.type,
      symbol: titles.symbol,
      country: titles.country,
      aliases: titles.aliases,
      marketCap: titles.marketCap,
    })
    .from(titles)
    .where(sql`${titles.active} and ${titles.type} in ${TRADED_TYPES}`)
  rows.sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0) || a.id - b.id)
  return rows.map((row, rank) => ({
    id: row.id,
    name: row.name,
    shortName: row.aliases[0] ?? row.name,
    type: row.type,
    symbol: row.symbol,
    country: row.country,
    rank,
  }))
}
