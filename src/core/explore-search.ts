import * as v from 'valibot'
import { MARKET_GROUP_KEYS } from './markets'
import { TITLE_TYPES } from './titles'
import { StringListParamSchema } from './view-search'
import type { TitleSort } from './wire/title-lookups'

/**
 * The URL params of /explore (application §2.1 "Explore Assets"): filters, sort and tree-map
 * measure. Parsing never throws: values it does not know are dropped, so an old or hand-edited
 * link still opens the page. Apart from the page's rules (explore.ts) because the router reads
 * this schema on every navigation; the rest loads with the page.
 */

export const EXPLORE_MAP_MEASURES = ['buzz', 'messages'] as const
export type ExploreMapMeasure = (typeof EXPLORE_MAP_MEASURES)[number]

/** The table's sortable columns (a subset of GET /titles sort_by). */
export const EXPLORE_SORT_FIELDS = [
  'name',
  'buzz',
  'messages',
  'sentiment',
  'chg',
  'week_chg',
  'month_chg',
  'market_cap',
] as const satisfies readonly TitleSort[]
export type ExploreSortField = (typeof EXPLORE_SORT_FIELDS)[number]

export const pick = <T extends string>(choices: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (choices as readonly string[]).includes(value) ? (value as T) : undefined

/**
 * A list filter kept in the URL as one comma-joined value (region=US,EU), which reads better
 * than the router's JSON arrays; a repeated param or an array is accepted too. Only the values
 * `keep` accepts (and returns, normalised) stay; none left is no filter.
 */
/* @__NO_SIDE_EFFECTS__ */
const listParam = (keep: (value: string) => string | undefined) =>
  v.pipe(
    StringListParamSchema,
    v.transform((values): string | undefined => {
      const kept = [
        ...new Set(
          (values ?? []).flatMap((value) => value.split(',')).flatMap((value) => keep(value.trim()) ?? []),
        ),
      ]
      return kept.length > 0 ? kept.join(',') : undefined
    }),
  )

const choice = (choices: readonly string[]) => (value: string) =>
  choices.includes(value) ? value : undefined
const matching = (pattern: RegExp) => (value: string) => (pattern.test(value) ? value : undefined)

const percentBound = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): number | undefined => {
      const number =
        typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN
      return Number.isFinite(number) && Math.abs(number) <= 1000 ? number : undefined
    }),
  ),
)

export const ExploreSearchSchema = v.fallback(
  v.object({
    type: listParam(choice(TITLE_TYPES)),
    region: listParam(choice(MARKET_GROUP_KEYS)),
    country: listParam((value) => (/^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined)),
    sector: listParam(matching(/^\d{2,8}$/)),
    exchange: listParam(matching(/^\d{1,9}$/)),
    list: listParam(matching(/^\d{1,9}$/)),
    /** Price change today: above chgMin, below chgMax (percent). */
    chgMin: percentBound,
    chgMax: percentBound,
    /** A column, '-' first for descending: '-buzz' (default). */
    sort: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value): string | undefined => {
          if (typeof value !== 'string') return undefined
          const field = value.replace(/^-/, '')
          return pick(EXPLORE_SORT_FIELDS, field) ? value : undefined
        }),
      ),
    ),
    map: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => pick(EXPLORE_MAP_MEASURES, value)),
      ),
    ),
    /** The table by buzz or sentiment lists every asset, also those with a handful of messages. */
    all: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value) => (value === true || value === 'true' || value === '1' ? true : undefined)),
      ),
    ),
  }),
  {},
)
export type ExploreSearch = v.InferOutput<typeof ExploreSearchSchema>
