import * as v from 'valibot'
import { MARKET_GROUPS, type MarketGroupKey } from './markets'
import { TIER_DEFAULTS, type ViewPermission } from './permissions/tiers'
import type { TabName } from './tabs'
import { TITLE_TYPES } from './titles'
import {
  IntegerListParamSchema,
  MESSAGE_FILTER_SEARCH_ENTRIES,
  type MessageSearchFilterFields,
  StringListParamSchema,
  TIME_RANGE_SEARCH_ENTRIES,
} from './view-search'
import type { TitleFilters } from './wire/messages'
import { PAID_ACCOUNT_TYPES, type PaidAccountType } from './wire/userdata'
import type { WatchlistViewFilter } from './wire/watchlists'

/**
 * The list or filter view (application §2.1 /view, §2.2 "List view: list, sector, exchange,
 * region, country, keyEvent, asset, type plus message filters", §3 "View filter fields"). What
 * the view covers lives in the URL; parsing never throws and drops what it does not know.
 */

export const VIEW_TABS = ['view_info', 'view_messages', 'view_common'] as const satisfies readonly TabName[]
export type ViewTab = (typeof VIEW_TABS)[number]
export const DEFAULT_VIEW_TAB: ViewTab = 'view_messages'

/** The fields that say which instruments a view covers (searchQuery is shared with the message filters). */
export const VIEW_SCOPE_KEYS = [
  'list',
  'sector',
  'exchange',
  'region',
  'country',
  'keyEvent',
  'asset',
  'type',
] as const
export type ViewScopeKey = (typeof VIEW_SCOPE_KEYS)[number]

/* @__NO_SIDE_EFFECTS__ */
const kept = (keep: (value: string) => string | undefined) =>
  v.pipe(
    StringListParamSchema,
    v.transform((values): string[] | undefined => {
      const out = [
        ...new Set(
          (values ?? []).flatMap((value) => value.split(',')).flatMap((value) => keep(value.trim()) ?? []),
        ),
      ]
      return out.length > 0 ? out : undefined
    }),
  )
const matching = (pattern: RegExp) => (value: string) => (pattern.test(value) ? value : undefined)
const MARKET_KEYS: readonly string[] = MARKET_GROUPS.map((group) => group.key)
const positive = v.pipe(
  IntegerListParamSchema,
  v.transform((values): number[] | undefined => {
    const out = (values ?? []).filter((value) => value >= 1 && value <= 2_147_483_647)
    return out.length > 0 ? out : undefined
  }),
)

export const ViewSearchSchema = v.fallback(
  v.object({
    list: kept(matching(/^\d{1,9}$/)),
    sector: kept(matching(/^\d{2,8}$/)),
    exchange: kept(matching(/^\d{1,9}$/)),
    region: kept((value) => (MARKET_KEYS.includes(value) ? value : undefined)),
    country: kept((value) => (/^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined)),
    type: kept((value) => ((TITLE_TYPES as readonly string[]).includes(value) ? value : undefined)),
    keyEvent: positive,
    asset: positive,
    tab: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value): ViewTab | undefined =>
          (VIEW_TABS as readonly unknown[]).includes(value) ? (value as ViewTab) : undefined,
        ),
      ),
    ),
    ...MESSAGE_FILTER_SEARCH_ENTRIES,
    ...TIME_RANGE_SEARCH_ENTRIES,
  }),
  {},
)
export type ViewSearch = v.InferOutput<typeof ViewSearchSchema>

/** The view's scope as a watchlist view filter; null when the URL names nothing to view. */
export function viewFilterOf(search: ViewSearch): WatchlistViewFilter | null {
  const filter: Record<string, string | number | (string | number)[]> = {}
  for (const key of VIEW_SCOPE_KEYS) {
    const values = search[key]
    if (values && values.length > 0)
      filter[key] = values.length === 1 ? (values[0] as string | number) : values
  }
  const query = (search.searchQuery ?? [])
    .map((text) => text.trim())
    .filter(Boolean)
    .join(' ')
  if (query) filter.searchQuery = query.slice(0, 500)
  return Object.keys(filter).length > 0 ? (filter as WatchlistViewFilter) : null
}

/** A saved view's filter as URL params (the watchlist's "open view" link); one value stays plain. */
export function viewSearchOf(
  filter: WatchlistViewFilter,
): Partial<Record<ViewScopeKey | 'searchQuery', string | string[]>> {
  const search: Partial<Record<ViewScopeKey | 'searchQuery', string | string[]>> = {}
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue
    search[key as ViewScopeKey | 'searchQuery'] = Array.isArray(value) ? value.map(String) : String(value)
  }
  return search
}

/** Whether the view covers one asset only (a watchlist entry of type 'asset', application §3). */
export function isSingleAssetView(search: ViewSearch): boolean {
  return (
    search.asset?.length === 1 &&
    VIEW_SCOPE_KEYS.every((key) => key === 'asset' || search[key] === undefined) &&
    (search.searchQuery ?? []).length === 0
  )
}

const countriesOf = (regions: readonly string[]): string[] => [
  ...new Set(
    MARKET_GROUPS.filter((group) => regions.includes(group.key as MarketGroupKey)).flatMap((group) => [
      ...group.countries,
    ]),
  ),
]

/**
 * The POST /messages/search scope of a view: its instruments as title_filters (sector at any
 * level by prefix, primary exchange, list membership, countries of the chosen markets and the
 * chosen countries, types, asset ids) and its key events.
 */
export function viewMessageScope(search: ViewSearch): Pick<MessageSearchFilterFields, 'key_events'> & {
  title_filters?: TitleFilters
} {
  const filters: TitleFilters = {}
  if (search.sector) filters.sector = search.sector
  if (search.exchange) filters['pri_exchange.exchange_id'] = search.exchange.map(Number)
  if (search.list) filters.listed_in = search.list.map(Number)
  const countries = [...new Set([...countriesOf(search.region ?? []), ...(search.country ?? [])])]
  if (countries.length > 0) filters.country = countries.slice(0, 100)
  if (search.type) filters.type = search.type
  if (search.asset) filters.id = search.asset.slice(0, 100)
  return {
    ...(Object.keys(filters).length > 0 ? { title_filters: filters } : {}),
    ...(search.keyEvent ? { key_events: search.keyEvent.slice(0, 100) } : {}),
  }
}

/** The GET /titles filters of a view's constituents (the explore table's query). */
export function viewTitlesQuery(search: ViewSearch): Record<string, string> {
  const query: Record<string, string> = {}
  for (const key of ['type', 'region', 'country', 'sector', 'exchange', 'list'] as const) {
    const values = search[key]
    if (values && values.length > 0) query[key] = values.join(',')
  }
  return query
}

export interface ViewNameLookups {
  sector: (id: string) => string | undefined
  exchange: (id: string) => string | undefined
  list: (id: string) => string | undefined
  country: (code: string) => string | undefined
  type: (type: string) => string | undefined
  keyEvent: (id: number) => string | undefined
  asset: (id: number) => string | undefined
}

/** The view's name (its page-history label): what it covers, most specific first. */
export function viewName(search: ViewSearch, lookups: ViewNameLookups): string {
  const names = (
    values: readonly (string | number)[] | undefined,
    name: (value: never) => string | undefined,
  ) => (values ?? []).map((value) => name(value as never) ?? String(value)).join(', ')
  const parts = [
    names(search.list, lookups.list),
    names(search.sector, lookups.sector),
    names(search.asset, lookups.asset),
    names(search.keyEvent, lookups.keyEvent),
    names(search.exchange, lookups.exchange),
    names(search.region, (key: string) => MARKET_GROUPS.find((group) => group.key === key)?.label),
    names(search.country, lookups.country),
    names(search.type, lookups.type),
    (search.searchQuery ?? []).length > 0 ? `“${(search.searchQuery ?? []).join(' ')}”` : '',
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : 'All assets'
}

/** The first paid plan whose defaults include a view permission (the upgrade to offer). */
export function firstTierWithView(view: ViewPermission): PaidAccountType | null {
  return PAID_ACCOUNT_TYPES.find((tier) => TIER_DEFAULTS[tier].uiFeatures.views.includes(view)) ?? null
}

/** The view permissions a view's URL needs: list, and key_event when it covers key events (§6). */
export function viewPermissionsOf(search: ViewSearch): ViewPermission[] {
  return search.keyEvent ? ['list', 'key_event'] : ['list']
}
