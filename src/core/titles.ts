import * as v from 'valibot'

/** Title types of the inventory (application §3 "Inventory": Title.type). */
export const TITLE_TYPES = [
  'company',
  'crypto_currency',
  'derivative',
  'forex',
  'index',
  'raw_material',
  'fund',
  'unlisted',
  'person',
  'class',
] as const
export const TitleTypeSchema = v.picklist(TITLE_TYPES)
export type TitleType = v.InferOutput<typeof TitleTypeSchema>

export type TitleIdClass = 'crypto' | 'index' | 'asset'

export const CRYPTO_ID_RANGE = { min: 90_000, maxExclusive: 300_000 } as const
export const INDEX_ID_RANGE = { min: 1_000_000, maxExclusive: 1_100_000 } as const

/** Asset id classification (application §3): crypto 90000–<300000, index 1000000–<1100000, else asset. */
export function titleIdClass(id: number): TitleIdClass {
  if (id >= CRYPTO_ID_RANGE.min && id < CRYPTO_ID_RANGE.maxExclusive) return 'crypto'
  if (id >= INDEX_ID_RANGE.min && id < INDEX_ID_RANGE.maxExclusive) return 'index'
  return 'asset'
}

export type SectorLevel = 'sector' | 'group' | 'industry' | 'subindustry'

/** A sector id's length decides its level: ≥8 subindustry, ≥6 industry, ≥4 group, else sector. */
export function sectorLevel(sectorId: string | number): SectorLevel {
  const length = String(sectorId).length
  if (length >= 8) return 'subindustry'
  if (length >= 6) return 'industry'
  if (length >= 4) return 'group'
  return 'sector'
}

/** Legal forms a company's name ends with: "Microsoft Corporation", "Cisco Systems, Inc.", "SAP SE". */
const LEGAL_FORM_SUFFIX =
  /,?\s+(?:inc|incorporated|corp|corporation|co|company|ltd|limited|llc|plc|ag|se|sa|s\.a|nv|n\.v|gmbh|holdings?|group)\.?$/i

/**
 * A company's name without its legal form, for labels with little room ("Microsoft", "Cisco
 * Systems", "Taiwan Semiconductor Manufacturing Company" → "Taiwan Semiconductor Manufacturing");
 * a name that is nothing but legal forms stays whole.
 */
export function shortCompanyName(name: string): string {
  let short = name.trim()
  let next = short.replace(LEGAL_FORM_SUFFIX, '')
  while (next !== short && next !== '') {
    short = next
    next = short.replace(LEGAL_FORM_SUFFIX, '')
  }
  return short
}
