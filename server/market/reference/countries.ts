import { countries } from 'countries-list'
import isoCountries from 'i18n-iso-countries'
import { type Country, MARKET_GROUPS } from '../../../src/core'

/**
 * Countries from well-kept packages: names and continents from countries-list, ISO 3166-1
 * numeric (UN M49) codes from i18n-iso-countries. Built once, sorted by name.
 */
let cached: readonly Country[] | null = null

export function allCountries(): readonly Country[] {
  if (cached) return cached
  const list: Country[] = []
  for (const [iso, data] of Object.entries(countries)) {
    const un = isoCountries.alpha2ToNumeric(iso)
    list.push({
      name: data.name,
      iso,
      un: un ?? '',
      continent_code: data.continent,
      icon: `flag-${iso.toLowerCase()}`,
    })
  }
  list.sort((a, b) => a.name.localeCompare(b.name, 'en'))
  cached = list
  return list
}

/** Continent codes of countries-list (AF, AN, AS, EU, NA, OC, SA) with their names. */
export const CONTINENTS: readonly { code: string; name: string }[] = [
  { code: 'AF', name: 'Africa' },
  { code: 'AN', name: 'Antarctica' },
  { code: 'AS', name: 'Asia' },
  { code: 'EU', name: 'Europe' },
  { code: 'NA', name: 'North America' },
  { code: 'OC', name: 'Oceania' },
  { code: 'SA', name: 'South America' },
]

/** ISO codes of the countries on a continent (region filter of GET /titles). */
export function countriesOfContinent(code: string): string[] {
  return allCountries()
    .filter((country) => country.continent_code === code)
    .map((country) => country.iso)
}

const MARKET_GROUP_COUNTRIES = new Map<string, readonly string[]>(
  MARKET_GROUPS.map((group) => [group.key, group.countries]),
)

/**
 * ISO codes of a region code: the application's market codes (US, CA, EU, CN, IN, REST_AS;
 * EU is the European Union) first, then continents (AF, AN, AS, NA, OC, SA). Null when unknown.
 */
export function countriesOfRegion(code: string): string[] | null {
  const upper = code.toUpperCase()
  const group = MARKET_GROUP_COUNTRIES.get(upper)
  if (group) return [...group]
  if (!CONTINENTS.some((continent) => continent.code === upper)) return null
  return countriesOfContinent(upper)
}
