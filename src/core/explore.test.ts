import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_EXPLORE_SORT,
  ExploreSearchSchema,
  type ExploreSort,
  exploreFilterCount,
  exploreFilterQuery,
  exploreList,
  exploreSort,
  exploreSortBy,
  exploreSortParam,
  exploreTableFloored,
  exploreTreeFilters,
  nextExploreSort,
  toggleExploreList,
  withSampleFloor,
} from './explore'

const parse = (search: Record<string, unknown>) => v.parse(ExploreSearchSchema, search)

describe('explore search params', () => {
  it('keeps known filters and drops the rest without throwing', () => {
    expect(
      parse({
        type: ['company', 'planet'],
        region: 'US',
        country: ['de', 'DEU', 7],
        sector: ['4530', 'x'],
        list: 3,
        chgMin: '2.5',
        chgMax: 'lots',
        sort: '-buzz',
        map: 'messages',
        other: 'kept out',
      }),
    ).toEqual({
      type: 'company',
      region: 'US',
      country: 'DE',
      sector: '4530',
      exchange: undefined,
      list: '3',
      chgMin: 2.5,
      chgMax: undefined,
      sort: '-buzz',
      map: 'messages',
    })
    expect(parse({ sort: '-volume', map: 'pie', region: 'Mars' })).toMatchObject({
      sort: undefined,
      map: undefined,
      region: undefined,
    })
    expect(v.parse(ExploreSearchSchema, null)).toEqual({})
  })

  it('turns the filters into the GET /v6/titles query', () => {
    const search = parse({ type: 'company,index', region: ['US', 'EU,Mars'], chgMin: -3, list: '7' })
    expect(search.region).toBe('US,EU')
    expect(exploreFilterQuery(search)).toEqual({
      type: 'company,index',
      region: 'US,EU',
      list: '7',
      chg_higher: '-3',
    })
    expect(exploreFilterCount(search)).toBe(4)
    expect(exploreFilterQuery(parse({}))).toEqual({})
  })

  it('toggles one value of a comma-joined list', () => {
    expect(toggleExploreList(undefined, 'US')).toBe('US')
    expect(toggleExploreList('US', 'EU')).toBe('US,EU')
    expect(toggleExploreList('US,EU', 'US')).toBe('EU')
    expect(toggleExploreList('EU', 'EU')).toBeUndefined()
    expect(exploreList('US,EU')).toEqual(['US', 'EU'])
    expect(exploreList(undefined)).toEqual([])
  })

  it('sorts by buzz, high to low, unless the URL says otherwise; a column click flips or starts high', () => {
    expect(exploreSort(parse({}))).toEqual(DEFAULT_EXPLORE_SORT)
    expect(exploreSort(parse({ sort: 'name' }))).toEqual({ field: 'name', descending: false })
    expect(exploreSortBy({ field: 'chg', descending: true })).toBe('-chg')
    expect(exploreSortParam(DEFAULT_EXPLORE_SORT)).toBeUndefined()
    expect(exploreSortParam({ field: 'buzz', descending: false })).toBe('buzz')
    expect(nextExploreSort(DEFAULT_EXPLORE_SORT, 'buzz')).toEqual({ field: 'buzz', descending: false })
    expect(nextExploreSort(DEFAULT_EXPLORE_SORT, 'sentiment')).toEqual({
      field: 'sentiment',
      descending: true,
    })
    expect(nextExploreSort(DEFAULT_EXPLORE_SORT, 'name')).toEqual({ field: 'name', descending: false })
  })
})

describe('exploreTreeFilters', () => {
  it('asks the tree map by buzz for titles of five messages or more, and keeps the page filters', () => {
    expect(exploreTreeFilters({ region: 'US' }, 'buzz')).toEqual({ region: 'US', messages_higher: '4' })
    expect(exploreTreeFilters({ region: 'US' }, 'messages')).toEqual({ region: 'US' })
  })
})

describe("the table's sample floor", () => {
  const exploreTableFilters = (filters: Record<string, string>, sort: ExploreSort, all: boolean) =>
    withSampleFloor(filters, exploreTableFloored(sort, all))

  it('keeps the table by buzz or sentiment to titles of five messages or more unless all are asked for', () => {
    const filters = { region: 'US' }
    expect(exploreTableFilters(filters, DEFAULT_EXPLORE_SORT, false)).toEqual({
      region: 'US',
      messages_higher: '4',
    })
    expect(exploreTableFilters(filters, { field: 'sentiment', descending: false }, false)).toEqual({
      region: 'US',
      messages_higher: '4',
    })
    expect(exploreTableFilters(filters, DEFAULT_EXPLORE_SORT, true)).toEqual({ region: 'US' })
    expect(exploreTableFilters(filters, { field: 'chg', descending: true }, false)).toEqual({ region: 'US' })
  })

  it('reads "show all" from the URL and drops anything else', () => {
    expect(v.parse(ExploreSearchSchema, { all: true }).all).toBe(true)
    expect(v.parse(ExploreSearchSchema, { all: '1' }).all).toBe(true)
    expect(v.parse(ExploreSearchSchema, { all: 'no' }).all).toBeUndefined()
  })
})
