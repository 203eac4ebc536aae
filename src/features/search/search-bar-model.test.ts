import { describe, expect, it } from 'vitest'
import type { InventorySearchResult } from '../../../workers/hub'
import { highlightParts, nextActiveIndex, resultCode } from './search-bar-model'

describe('search bar model', () => {
  it('moves through the options with wrapping arrows, Home and End', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0)
    expect(nextActiveIndex(0, 3, 'ArrowDown')).toBe(1)
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(0)
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2)
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(2)
    expect(nextActiveIndex(2, 3, 'ArrowUp')).toBe(1)
    expect(nextActiveIndex(1, 3, 'Home')).toBe(0)
    expect(nextActiveIndex(1, 3, 'End')).toBe(2)
    expect(nextActiveIndex(1, 0, 'ArrowDown')).toBe(-1)
  })

  it('cuts out the matched part, ignoring accents and case', () => {
    expect(highlightParts('Société Générale', 'generale')).toEqual([
      { text: 'Société ', matched: false },
      { text: 'Générale', matched: true },
    ])
    expect(highlightParts('TSLA', '$ts')).toEqual([
      { text: 'TS', matched: true },
      { text: 'LA', matched: false },
    ])
    expect(highlightParts('Apple', 'pear')).toEqual([{ text: 'Apple', matched: false }])
  })

  it('shows the ISIN when the ISIN matched, else the symbol', () => {
    const result: InventorySearchResult = {
      id: 1,
      n: 'Tesla, Inc.',
      type: 'company',
      symbol: 'TSLA',
      isin: 'US88160R1014',
      match: 'name',
    }
    expect(resultCode(result)).toBe('TSLA')
    expect(resultCode({ ...result, match: 'isin' })).toBe('US88160R1014')
    expect(resultCode({ ...result, symbol: null })).toBeNull()
  })
})
