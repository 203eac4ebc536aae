import * as v from 'valibot'
import type { TitleType } from '../../../src/core'
import type { NewTitleRow } from '../../db/schema'
import { type Listing, ListingSchema, listingToRow, type ResolvedRefs } from '../../market/reference/listing'
import { COMMODITIES } from './data/commodities'
import { EUROPE_COMPANIES } from './data/companies-europe'
import { US_COMPANIES } from './data/companies-us'
import { WORLD_COMPANIES } from './data/companies-world'
import { CRYPTO } from './data/crypto'
import { EXCHANGES } from './data/exchanges'
import { EXECUTIVES } from './data/executives'
import { FOREX } from './data/forex'
import { INDICES } from './data/indices'
import { SECTORS } from './data/sectors'
import { SOURCE_TYPES, SOURCES } from './data/sources'

/** The curated reference data as rows, every entry checked the way imported listings are. */
export interface ReferenceCatalogue {
  exchanges: { id: number; name: string; mic: string; country: string; icon: string }[]
  sectors: { id: string; name: string; icon: string }[]
  titles: NewTitleRow[]
  lists: { id: number; name: string; icon: string }[]
  listMembers: { listId: number; titleId: number }[]
  sources: { source: string; type: string; icon: string }[]
  executives: {
    titleId: number
    firstName: string
    middleName: string | null
    lastName: string
    role: string
  }[]
}

const SECTOR_ICONS: Readonly<Record<string, string>> = {
  '10': 'oil-well',
  '15': 'cubes',
  '20': 'industry',
  '25': 'cart-shopping',
  '30': 'basket-shopping',
  '35': 'heart-pulse',
  '40': 'building-columns',
  '45': 'microchip',
  '50': 'tower-broadcast',
  '55': 'bolt',
  '60': 'house',
}

export function sectorIcon(sectorId: string): string {
  return SECTOR_ICONS[sectorId.slice(0, 2)] ?? 'layer-group'
}

export function flagIcon(country: string): string {
  return `flag-${country.toLowerCase()}`
}

function curatedListings(): { id: number; listing: Listing }[] {
  const out: { id: number; listing: Listing }[] = []
  const add = (id: number, input: unknown) => {
    const parsed = v.safeParse(ListingSchema, input)
    if (!parsed.success) {
      const issue = parsed.issues[0]
      throw new Error(
        `reference title ${id}: ${v.getDotPath(issue) ?? 'listing'}: ${issue.message} (${String(issue.input)})`,
      )
    }
    out.push({ id, listing: parsed.output })
  }
  for (const [
    id,
    symbol,
    name,
    mic,
    sectorId,
    country,
    currency,
    isin,
    website,
    aliases,
    indices,
    description,
  ] of [...US_COMPANIES, ...EUROPE_COMPANIES, ...WORLD_COMPANIES]) {
    add(id, {
      id,
      type: 'company',
      name,
      symbol,
      isin,
      mic,
      sector_id: sectorId,
      country,
      currency,
      website,
      aliases: [...aliases],
      indices: [...indices],
      description,
    })
  }
  for (const [id, code, name, mic, country, isin, , aliases] of INDICES) {
    add(id, {
      id,
      type: 'index',
      name,
      symbol: code,
      isin,
      mic,
      country,
      currency: 'PTS',
      aliases: [...aliases],
    })
  }
  for (const [id, symbol, name, aliases] of CRYPTO) {
    add(id, { id, type: 'crypto_currency', name, symbol, currency: 'USD', aliases: [...aliases] })
  }
  for (const [id, base, quote] of FOREX) {
    add(id, { id, type: 'forex', name: `${base}/${quote}`, symbol: `${base}${quote}`, currency: quote })
  }
  for (const [id, symbol, name, mic, sectorId, currency, aliases] of COMMODITIES) {
    const country = EXCHANGES.find((exchange) => exchange[1] === mic)?.[3] ?? null
    add(id, {
      id,
      type: 'raw_material' satisfies TitleType,
      name,
      symbol,
      mic,
      sector_id: sectorId,
      country,
      currency,
      aliases: [...aliases],
    })
  }
  return out
}

let cached: ReferenceCatalogue | null = null

/** Builds (once) and checks the catalogue; a bad curated entry throws naming it. */
export function referenceCatalogue(): ReferenceCatalogue {
  if (cached) return cached
  const exchanges = EXCHANGES.map(([id, mic, name, country]) => ({
    id,
    mic,
    name,
    country,
    icon: flagIcon(country),
  }))
  const sectors = SECTORS.map(([id, name]) => ({ id, name, icon: sectorIcon(id) }))
  const refs: ResolvedRefs = {
    exchangeIdByMic: new Map(exchanges.map((exchange) => [exchange.mic, exchange.id])),
    sectorIds: new Set(sectors.map((sector) => sector.id)),
    indexIdByCode: new Map(INDICES.map(([id, code]) => [code, id])),
  }
  const titles: NewTitleRow[] = []
  const seen = new Set<number>()
  for (const { id, listing } of curatedListings()) {
    if (seen.has(id)) throw new Error(`reference title ${id}: duplicate id`)
    seen.add(id)
    const result = listingToRow(listing, id, refs)
    if ('error' in result) throw new Error(`reference title ${id}: ${result.error}`)
    titles.push(result.row)
  }
  const lists = INDICES.map(([, , name, , , , listId]) => ({ id: listId, name, icon: 'list' }))
  const listIdByIndex = new Map(INDICES.map(([id, , , , , , listId]) => [id, listId]))
  const listMembers = titles.flatMap((title) =>
    (title.indexIds ?? []).flatMap((indexId) => {
      const listId = listIdByIndex.get(indexId)
      return listId === undefined ? [] : [{ listId, titleId: title.id }]
    }),
  )
  const sourceIcons = new Map(SOURCE_TYPES)
  const sources = SOURCES.map(([source, type]) => ({ source, type, icon: sourceIcons.get(type) ?? 'globe' }))
  const executives = EXECUTIVES.map(([titleId, firstName, middleName, lastName, role]) => ({
    titleId,
    firstName,
    middleName,
    lastName,
    role,
  }))
  cached = { exchanges, sectors, titles, lists, listMembers, sources, executives }
  return cached
}
