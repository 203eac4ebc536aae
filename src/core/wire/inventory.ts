import * as v from 'valibot'
import { TitleTypeSchema } from '../titles'

/**
 * The inventory and asset master data of /v6 (application §3 "Inventory", "Asset master data";
 * data-interface §7 "Inventory"): what a first load reads. The other title lookups are in
 * title-lookups.ts. One schema per answer.
 */

const flag = v.optional(v.picklist(['true', 'false']))

export const InventoryQuerySchema = v.object({
  format: v.optional(v.string()),
  add_icon: flag,
  primaryFieldsOnly: flag,
  /** /inventory/columns only (Murmur): 'ppm' answers the names PPM-compressed (inventory-binary.ts). */
  names: v.optional(v.picklist(['ppm'])),
})

/**
 * One title, compact: id, n, type, icon (add_icon), currency ('PTS' for indices), symbol and
 * isin (the app's instant search ranks by them); exchange_id, sector_id and country only when
 * primaryFieldsOnly is not true.
 */
export const InventoryTitleSchema = v.object({
  id: v.number(),
  n: v.string(),
  type: TitleTypeSchema,
  icon: v.optional(v.string()),
  currency: v.nullable(v.string()),
  symbol: v.optional(v.nullable(v.string())),
  isin: v.optional(v.nullable(v.string())),
  exchange_id: v.optional(v.nullable(v.number())),
  sector_id: v.optional(v.nullable(v.string())),
  country: v.optional(v.nullable(v.string())),
})
export type InventoryTitle = v.InferOutput<typeof InventoryTitleSchema>

export const InventoryAnswerSchema = v.object({
  /** Bumped whenever the stored reference data changes. */
  version: v.number(),
  /** ISO time of the last change. */
  updated: v.string(),
  titles: v.array(InventoryTitleSchema),
})
export type InventoryAnswer = v.InferOutput<typeof InventoryAnswerSchema>

const ExchangeRefSchema = v.object({ exchange_id: v.number(), name: v.string(), mic: v.string() })
const SectorRefSchema = v.object({ id: v.string(), name: v.string() })
const TitleRefSchema = v.object({ id: v.number(), n: v.string() })

/** Asset master data (application §3): GET /titles/{ids}/info answers one per id found. */
export const TitleInfoSchema = v.object({
  id: v.number(),
  n: v.string(),
  type: TitleTypeSchema,
  currency: v.nullable(v.string()),
  isin: v.nullable(v.string()),
  symbol: v.nullable(v.string()),
  exchange: v.nullable(ExchangeRefSchema),
  /** Indices the title is a member of. */
  index: v.array(TitleRefSchema),
  country: v.nullable(v.string()),
  sector: v.nullable(SectorRefSchema),
  group: v.nullable(SectorRefSchema),
  industry: v.nullable(SectorRefSchema),
  subindustry: v.nullable(SectorRefSchema),
  /** Next earnings release date YYYY-MM-DD, from the earnings calendar. */
  next_earnings: v.nullable(v.string()),
  website: v.nullable(v.string()),
  description: v.nullable(v.string()),
  headline: v.object({ market_cap: v.nullable(v.number()) }),
  aliases: v.array(v.string()),
})
export type TitleInfo = v.InferOutput<typeof TitleInfoSchema>
export const TitleInfoAnswerSchema = v.array(TitleInfoSchema)
