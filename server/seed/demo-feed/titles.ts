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
  /** GICS code (sector to sub-industry), or null. */
  sectorId: string | null
  /** Popularity rank, 0 = most talked about (by market cap). */
  rank: number
}

/** Kinds that trade and get talked about; people and classes have no quotes. */
const TRADED_TYPES = ['company', 'crypto_currency', 'index', 'forex', 'raw_material', 'fund', 'derivative']

/**
 * Where the most discussed crypto currencies rank among the companies (0 = most discussed): the
 * order below leaves them last (the reference data has no capitalisation for them), and Bitcoin,
 * among the most discussed assets anywhere, went quiet for days in the demo.
 */
const CRYPTO_DEMO_RANK: Readonly<Record<number, number>> = {
  90001: 2, // Bitcoin
  90002: 8, // Ethereum
  90005: 20, // Solana
  90006: 25, // XRP
  90008: 30, // Dogecoin
}

/** `rows` in popularity order, with the listed crypto currencies moved to their ranks. */
export function withCryptoRanks<T extends { id: number }>(rows: readonly T[]): T[] {
  const placed = Object.entries(CRYPTO_DEMO_RANK)
    .map(([id, rank]) => ({ row: rows.find((row) => row.id === Number(id)), rank }))
    .filter((entry): entry is { row: T; rank: number } => entry.row !== undefined)
    .sort((a, b) => a.rank - b.rank)
  const moved = new Set(placed.map((entry) => entry.row))
  const ordered = rows.filter((row) => !moved.has(row))
  for (const { row, rank } of placed) ordered.splice(Math.min(rank, ordered.length), 0, row)
  return ordered
}

export async function loadDemoTitles(db: Database): Promise<DemoTitle[]> {
  const rows = await db
    .select({
      id: titles.id,
      name: titles.name,
      type: titles.type,
      symbol: titles.symbol,
      country: titles.country,
      sectorId: titles.sectorId,
      aliases: titles.aliases,
      marketCap: titles.marketCap,
    })
    .from(titles)
    .where(sql`${titles.active} and ${titles.type} in ${TRADED_TYPES}`)
  rows.sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0) || a.id - b.id)
  return withCryptoRanks(rows).map((row, rank) => ({
    id: row.id,
    name: row.name,
    shortName: row.aliases[0] ?? row.name,
    type: row.type,
    symbol: row.symbol,
    country: row.country,
    sectorId: row.sectorId,
    rank,
  }))
}
