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
