import { sql } from 'drizzle-orm'
import type { Database } from '../../db'
import { titles } from '../../db/schema'
import { KNOWN_CRYPTO } from './crypto'
import { KNOWN_MARKET_RANKS } from './markets'

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
  /** The currency it is quoted in (ISO 4217); absent: US dollars. */
  currency?: string | null
}

/** Kinds that trade and get talked about; people and classes have no quotes. */
const TRADED_TYPES = ['company', 'crypto_currency', 'index', 'forex', 'raw_material', 'fund', 'derivative']

/** Ranks of titles that market capitalisation cannot place: the best known crypto currencies and markets. */
const KNOWN_RANKS: ReadonlyMap<number, number> = new Map([
  ...Object.entries(KNOWN_CRYPTO).flatMap(([id, { rank }]): [number, number][] =>
    rank === undefined ? [] : [[Number(id), rank]],
  ),
  ...Object.entries(KNOWN_MARKET_RANKS).map(([id, rank]): [number, number] => [Number(id), rank]),
])

/** `rows` in popularity order, with the best known crypto currencies and markets moved to their ranks. */
export function withKnownRanks<T extends { id: number }>(rows: readonly T[]): T[] {
  const placed = [...KNOWN_RANKS]
    .map(([id, rank]) => ({ row: rows.find((row) => row.id === id), rank }))
    .filter((entry): entry is { row: T; rank: number } => entry.row !== undefined && entry.rank !== undefined)
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
      currency: titles.currency,
      sectorId: titles.sectorId,
      aliases: titles.aliases,
      marketCap: titles.marketCap,
    })
    .from(titles)
    .where(sql`${titles.active} and ${titles.type} in ${TRADED_TYPES}`)
  rows.sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0) || a.id - b.id)
  return withKnownRanks(rows).map((row, rank) => ({
    id: row.id,
    name: row.name,
    shortName: row.aliases[0] ?? row.name,
    type: row.type,
    symbol: row.symbol,
    country: row.country,
    currency: row.currency,
    sectorId: row.sectorId,
    rank,
  }))
}
