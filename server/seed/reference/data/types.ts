/** Tuple shapes of the curated reference files (compact to keep the files readable). */

export type CompanyEntry = readonly [
  id: number,
  symbol: string,
  name: string,
  mic: string,
  sectorId: string,
  country: string,
  currency: string,
  isin: string | null,
  website: string,
  aliases: readonly string[],
  /** Codes of the indices (see INDICES) the company is a member of. */
  indices: readonly string[],
  description: string,
]

export type IndexEntry = readonly [
  id: number,
  code: string,
  name: string,
  mic: string | null,
  country: string | null,
  isin: string | null,
  /** Id of the membership list in `lists`. */
  listId: number,
  aliases: readonly string[],
]

export type CryptoEntry = readonly [id: number, symbol: string, name: string, aliases: readonly string[]]

export type ForexEntry = readonly [id: number, base: string, quote: string]

export type CommodityEntry = readonly [
  id: number,
  symbol: string,
  name: string,
  mic: string,
  sectorId: string,
  currency: string,
  aliases: readonly string[],
]
