import { describe, expect, it } from 'vitest'
import {
  defaultUiPreferences,
  EU_COUNTRIES,
  groupsOfMarkets,
  MARKET_GROUP_KEYS,
  marketsOfGroups,
  PREFERENCE_TITLE_TYPES,
  REST_OF_ASIA_COUNTRIES,
} from './markets'

describe('market groups of the setup and preferences (application §2.5)', () => {
  it('offers US, CA, EU, CN, IN and REST_AS', () => {
    expect(MARKET_GROUP_KEYS).toEqual(['US', 'CA', 'EU', 'CN', 'IN', 'REST_AS'])
  })

  it('counts all 27 EU countries to EU and keeps CN and IN out of the rest of Asia', () => {
    expect(EU_COUNTRIES).toHaveLength(27)
    expect(new Set(EU_COUNTRIES).size).toBe(27)
    expect(REST_OF_ASIA_COUNTRIES).not.toContain('CN')
    expect(REST_OF_ASIA_COUNTRIES).not.toContain('IN')
    expect(REST_OF_ASIA_COUNTRIES).toContain('JP')
    expect(
      REST_OF_ASIA_COUNTRIES.filter((code) => (EU_COUNTRIES as readonly string[]).includes(code)),
    ).toEqual([])
  })

  it('turns groups into ISO codes and back', () => {
    expect(marketsOfGroups(['US', 'CN'])).toEqual(['US', 'CN'])
    expect(marketsOfGroups(['EU'])).toEqual([...EU_COUNTRIES])
    expect(groupsOfMarkets(['us', 'DE'])).toEqual(['US', 'EU'])
    expect(groupsOfMarkets(marketsOfGroups(MARKET_GROUP_KEYS))).toEqual(MARKET_GROUP_KEYS)
    expect(groupsOfMarkets([])).toEqual([])
  })

  it('names the asset types as the product does and turns everything on by default', () => {
    expect(PREFERENCE_TITLE_TYPES.map((t) => [t.type, t.label])).toEqual([
      ['company', 'Stocks'],
      ['index', 'Indices'],
      ['raw_material', 'Commodities'],
      ['crypto_currency', 'Cryptocurrencies'],
      ['forex', 'Currencies'],
      ['fund', 'Funds'],
    ])
    const defaults = defaultUiPreferences()
    expect(defaults.titleTypes).toEqual([
      'company',
      'index',
      'raw_material',
      'crypto_currency',
      'forex',
      'fund',
    ])
    expect(groupsOfMarkets(defaults.markets)).toEqual(MARKET_GROUP_KEYS)
    expect(defaults.markets).toContain('US')
  })
})
