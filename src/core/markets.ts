/**
 * The market and asset-type choices of the first-login setup and the preferences
 * (application §2.5): stored in the user options as uiPreferences {markets: ISO country codes,
 * titleTypes}. A market toggle stands for a group of countries.
 */

/** The 27 member states of the European Union. */
// biome-ignore format: country codes read better in rows
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT',
  'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const

/** Asia (UN geoscheme) except China and India; Cyprus counts as EU. */
// biome-ignore format: country codes read better in rows
export const REST_OF_ASIA_COUNTRIES = [
  'AE', 'AF', 'AM', 'AZ', 'BD', 'BH', 'BN', 'BT', 'GE', 'HK', 'ID', 'IL', 'IQ', 'IR', 'JO', 'JP', 'KG',
  'KH', 'KP', 'KR', 'KW', 'KZ', 'LA', 'LB', 'LK', 'MM', 'MN', 'MO', 'MV', 'MY', 'NP', 'OM', 'PH', 'PK',
  'PS', 'QA', 'SA', 'SG', 'SY', 'TH', 'TJ', 'TL', 'TM', 'TR', 'TW', 'UZ', 'VN', 'YE',
] as const

export const MARKET_GROUPS = [
  { key: 'US', label: 'United States', countries: ['US'] },
  { key: 'CA', label: 'Canada', countries: ['CA'] },
  { key: 'EU', label: 'European Union', countries: EU_COUNTRIES },
  { key: 'CN', label: 'China', countries: ['CN'] },
  { key: 'IN', label: 'India', countries: ['IN'] },
  { key: 'REST_AS', label: 'Rest of Asia', countries: REST_OF_ASIA_COUNTRIES },
] as const satisfies readonly { key: string; label: string; countries: readonly string[] }[]

export type MarketGroupKey = (typeof MARKET_GROUPS)[number]['key']
export const MARKET_GROUP_KEYS: readonly MarketGroupKey[] = MARKET_GROUPS.map((group) => group.key)

/** The asset-type toggles: title types with the names the product shows. */
export const PREFERENCE_TITLE_TYPES = [
  { type: 'company', label: 'Stocks' },
  { type: 'index', label: 'Indices' },
  { type: 'raw_material', label: 'Commodities' },
  { type: 'crypto_currency', label: 'Cryptocurrencies' },
  { type: 'forex', label: 'Currencies' },
  { type: 'fund', label: 'Funds' },
] as const

export type PreferenceTitleType = (typeof PREFERENCE_TITLE_TYPES)[number]['type']
export const PREFERENCE_TITLE_TYPE_KEYS: readonly PreferenceTitleType[] = PREFERENCE_TITLE_TYPES.map(
  (entry) => entry.type,
)

/** The ISO country codes of the chosen market groups, in group order, without repeats. */
export function marketsOfGroups(groups: readonly MarketGroupKey[]): string[] {
  const chosen = new Set(groups)
  const codes = MARKET_GROUPS.filter((group) => chosen.has(group.key)).flatMap((group) => [
    ...group.countries,
  ])
  return [...new Set(codes)]
}

/** The market groups a list of ISO codes covers: a group counts once any of its countries is in. */
export function groupsOfMarkets(markets: readonly string[]): MarketGroupKey[] {
  const codes = new Set(markets.map((code) => code.toUpperCase()))
  return MARKET_GROUPS.filter((group) => group.countries.some((country) => codes.has(country))).map(
    (group) => group.key,
  )
}

/** The setup dialog's defaults: every market and every asset type on. */
export function defaultUiPreferences(): { markets: string[]; titleTypes: string[] } {
  return { markets: marketsOfGroups(MARKET_GROUP_KEYS), titleTypes: [...PREFERENCE_TITLE_TYPE_KEYS] }
}
