import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  firstTierWithView,
  isSingleAssetView,
  ViewSearchSchema,
  viewFilterOf,
  viewMessageScope,
  viewName,
  viewPermissionsOf,
  viewSearchOf,
  viewTitlesQuery,
} from './view-page'

const parse = (input: Record<string, unknown>) => v.parse(ViewSearchSchema, input)
const lookups = {
  sector: (id: string) => (id === '45' ? 'Information Technology' : undefined),
  exchange: () => undefined,
  list: (id: string) => (id === '7' ? 'S&P 500' : undefined),
  country: (code: string) => (code === 'DE' ? 'Germany' : undefined),
  type: (type: string) => (type === 'company' ? 'Stocks' : undefined),
  keyEvent: (id: number) => (id === 19 ? 'Management change' : undefined),
  asset: (id: number) => (id === 1001 ? 'Apple Inc.' : undefined),
}

describe('view page params (application §2.2 "List view")', () => {
  it('keeps known values of each field, given once, repeated or comma-joined, and drops the rest', () => {
    expect(
      parse({
        sector: ['45', 'x'],
        region: 'US,MARS',
        country: 'de',
        type: ['company', 'planet'],
        keyEvent: '19',
        asset: [1001, -3],
        list: 7,
        tab: 'view_info',
        messageSentiment: 'positive',
        relativeTimeRange: 'last_7_days',
      }),
    ).toMatchObject({
      sector: ['45'],
      region: ['US'],
      country: ['DE'],
      type: ['company'],
      keyEvent: [19],
      asset: [1001],
      list: ['7'],
      tab: 'view_info',
      messageSentiment: ['positive'],
      relativeTimeRange: 'last_7_days',
    })
    expect(parse({ tab: 'asset_info', sector: '4' })).toMatchObject({ tab: undefined, sector: undefined })
  })

  it('turns the URL into a watchlist view filter and back', () => {
    const search = parse({ sector: '45', region: ['US', 'EU'], searchQuery: 'chips' })
    const filter = viewFilterOf(search)
    expect(filter).toEqual({ sector: '45', region: ['US', 'EU'], searchQuery: 'chips' })
    expect(viewSearchOf(filter ?? {})).toEqual({ sector: '45', region: ['US', 'EU'], searchQuery: 'chips' })
    expect(viewFilterOf(parse(viewSearchOf(filter ?? {})))).toEqual(filter)
    expect(viewFilterOf(parse({}))).toBeNull()
  })

  it("saves one asset as type 'asset', anything more as a view", () => {
    expect(isSingleAssetView(parse({ asset: '1001' }))).toBe(true)
    expect(isSingleAssetView(parse({ asset: ['1001', '1002'] }))).toBe(false)
    expect(isSingleAssetView(parse({ asset: '1001', sector: '45' }))).toBe(false)
  })

  it('scopes messages by title filters (markets become their countries) and key events', () => {
    const scope = viewMessageScope(
      parse({
        sector: '45',
        exchange: '3',
        list: '7',
        region: 'CA',
        country: 'DE',
        keyEvent: '19',
        asset: '1001',
      }),
    )
    expect(scope).toEqual({
      title_filters: {
        sector: ['45'],
        'pri_exchange.exchange_id': [3],
        listed_in: [7],
        country: ['CA', 'DE'],
        id: [1001],
      },
      key_events: [19],
    })
    expect(viewMessageScope(parse({}))).toEqual({})
  })

  it('asks GET /titles for the constituents with comma-joined filters', () => {
    expect(viewTitlesQuery(parse({ sector: ['45', '40'], region: 'US', type: 'company' }))).toEqual({
      sector: '45,40',
      region: 'US',
      type: 'company',
    })
  })

  it('names the view by what it covers', () => {
    expect(viewName(parse({ list: '7', region: 'US', type: 'company' }), lookups)).toBe(
      'S&P 500 · United States · Stocks',
    )
    expect(viewName(parse({ sector: '45', country: 'DE' }), lookups)).toBe('Information Technology · Germany')
    expect(viewName(parse({ keyEvent: '19', searchQuery: 'ceo' }), lookups)).toBe('Management change · “ceo”')
    expect(viewName(parse({}), lookups)).toBe('All assets')
  })

  it('needs the list view, and the key-event view for key events; premium is the first plan with both', () => {
    expect(viewPermissionsOf(parse({ sector: '45' }))).toEqual(['list'])
    expect(viewPermissionsOf(parse({ keyEvent: '19' }))).toEqual(['list', 'key_event'])
    expect(firstTierWithView('list')).toBe('premium')
    expect(firstTierWithView('key_event')).toBe('premium')
    expect(firstTierWithView('author')).toBe('platinum')
  })
})
