import * as v from 'valibot'
import { INDEX_ID_RANGE, type TitleType, TitleTypeSchema, titleIdClass } from '../../../src/core'
import type { NewTitleRow } from '../../db/schema'
import { isCountryCode, isCurrencyCode, isValidIsin } from './identifiers'

/**
 * One listing as the curated files and the import command (`npm run import:listing`) describe
 * it. The same checks apply to both: a listing that fails is rejected with a message naming
 * the field.
 */
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))

export const ListingSchema = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
    type: TitleTypeSchema,
    name: text(200),
    symbol: v.optional(v.nullable(text(32))),
    isin: v.optional(
      v.nullable(v.pipe(v.string(), v.check(isValidIsin, 'not a valid ISIN (format or check digit)'))),
    ),
    /** ISO 10383 MIC of the primary exchange; must be a known exchange. */
    mic: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z0-9]{4}$/, 'not a MIC')))),
    listed_in: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Z0-9]{4}$/, 'not a MIC')))),
    sector_id: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d{2,8}$/, 'not a sector id')))),
    country: v.optional(
      v.nullable(v.pipe(v.string(), v.check(isCountryCode, 'not an ISO 3166-1 alpha-2 country code'))),
    ),
    currency: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.check((code) => code === 'PTS' || isCurrencyCode(code), 'not an ISO 4217 currency code'),
        ),
      ),
    ),
    aliases: v.optional(v.array(text(100))),
    description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000)))),
    website: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/i)))),
    market_cap: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0)))),
    /** Codes or ids of index titles the listing belongs to. */
    indices: v.optional(v.array(v.union([v.string(), v.number()]))),
  }),
  v.check(
    (listing) => listing.id === undefined || idFitsType(listing.id, listing.type),
    'id is outside the id class of its type (crypto 90000–299999, index 1000000–1099999)',
  ),
)
export type Listing = v.InferOutput<typeof ListingSchema>

/** Crypto ids lie in 90000–299999, index ids in 1000000–1099999; other types outside both. */
export function idFitsType(id: number, type: TitleType): boolean {
  const idClass = titleIdClass(id)
  if (type === 'crypto_currency') return idClass === 'crypto'
  if (type === 'index') return idClass === 'index'
  return idClass === 'asset'
}

/** Where new ids of a type are taken from when a listing brings none. */
export function idRangeOf(type: TitleType): { min: number; maxExclusive: number } {
  if (type === 'crypto_currency') return { min: 100_000, maxExclusive: 300_000 }
  if (type === 'index') return { min: INDEX_ID_RANGE.min + 50_000, maxExclusive: INDEX_ID_RANGE.maxExclusive }
  return { min: 2_000_000, maxExclusive: 2_147_483_647 }
}

const TYPE_ICONS: Record<TitleType, string> = {
  company: 'building',
  crypto_currency: 'coins',
  derivative: 'file-contract',
  forex: 'money-bill-transfer',
  index: 'chart-line',
  raw_material: 'oil-well',
  fund: 'piggy-bank',
  unlisted: 'building-circle-xmark',
  person: 'user',
  class: 'layer-group',
}

export function titleIcon(type: TitleType): string {
  return TYPE_ICONS[type]
}

export interface ResolvedRefs {
  exchangeIdByMic: ReadonlyMap<string, number>
  sectorIds: ReadonlySet<string>
  indexIdByCode: ReadonlyMap<string, number>
}

/** A validated listing as a titles row, or the reason it cannot be stored. */
export function listingToRow(
  listing: Listing,
  id: number,
  refs: ResolvedRefs,
): { row: NewTitleRow } | { error: string } {
  const exchangeId = listing.mic ? refs.exchangeIdByMic.get(listing.mic) : undefined
  if (listing.mic && exchangeId === undefined) return { error: `mic: unknown exchange ${listing.mic}` }
  const listedExchangeIds: number[] = []
  for (const mic of listing.listed_in ?? []) {
    const listed = refs.exchangeIdByMic.get(mic)
    if (listed === undefined) return { error: `listed_in: unknown exchange ${mic}` }
    listedExchangeIds.push(listed)
  }
  if (listing.sector_id && !refs.sectorIds.has(listing.sector_id)) {
    return { error: `sector_id: unknown sector ${listing.sector_id}` }
  }
  const indexIds: number[] = []
  for (const index of listing.indices ?? []) {
    const indexId = typeof index === 'number' ? index : refs.indexIdByCode.get(index)
    if (indexId === undefined || titleIdClass(indexId) !== 'index') {
      return { error: `indices: unknown index ${index}` }
    }
    indexIds.push(indexId)
  }
  const currency = listing.type === 'index' ? 'PTS' : (listing.currency ?? null)
  return {
    row: {
      id,
      name: listing.name,
      type: listing.type,
      symbol: listing.symbol ?? null,
      isin: listing.isin ?? null,
      currency,
      exchangeId: exchangeId ?? null,
      listedExchangeIds,
      country: listing.country ?? null,
      sectorId: listing.sector_id ?? null,
      icon: titleIcon(listing.type),
      aliases: listing.aliases ?? [],
      description: listing.description ?? null,
      website: listing.website ?? null,
      marketCap: listing.market_cap ?? null,
      indexIds,
      active: true,
    },
  }
}
