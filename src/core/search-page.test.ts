import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { highlightedWords, queryWords, SearchPageSearchSchema, searchPeriodRange } from './search-page'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 25, 12)

describe('search page', () => {
  it('reads the query, period and order, dropping unknown values', () => {
    expect(
      v.parse(SearchPageSearchSchema, { searchQuery: ' buyback ', period: 'year', order: 'best' }),
    ).toEqual({
      searchQuery: 'buyback',
      period: 'year',
      order: 'best',
    })
    expect(v.parse(SearchPageSearchSchema, { period: 'decade', order: 'random' })).toEqual({
      searchQuery: undefined,
      period: undefined,
      order: undefined,
    })
  })

  it('clamps a period to the history the user may see and says so', () => {
    const trial = { earliestMs: NOW - 31 * DAY, timeSpanDays: 366 }
    expect(searchPeriodRange('week', NOW, trial)).toEqual({ start: NOW - 7 * DAY, end: NOW, clamped: false })
    expect(searchPeriodRange('year', NOW, trial)).toEqual({ start: NOW - 31 * DAY, end: NOW, clamped: true })
    // Any time is all the user may see: not a clamp.
    expect(searchPeriodRange('any', NOW, trial)).toEqual({ start: NOW - 31 * DAY, end: NOW, clamped: false })
    const pro = { earliestMs: NOW - 5 * 365 * DAY, timeSpanDays: 365 }
    expect(searchPeriodRange('any', NOW, pro).start).toBe(NOW - 365 * DAY)
  })

  it('marks the words of a query and those the server found', () => {
    expect(queryWords('"share buyback" OR dividend -rumour a')).toEqual(['share', 'buyback', 'dividend'])
    expect(highlightedWords(['Apple <b>buybacks</b> grow … the <b>buyback</b> of <b>buybacks</b>'])).toEqual([
      'buybacks',
      'buyback',
    ])
  })
})
