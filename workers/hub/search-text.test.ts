import { describe, expect, it } from 'vitest'
import { findSearchMatch, foldSearchQuery, foldSearchText } from './search-text'

describe('search text', () => {
  it('folds case, accents and whitespace', () => {
    expect(foldSearchText('  Société   Générale ')).toBe('societe generale')
    expect(foldSearchText('NESTLÉ')).toBe('nestle')
    expect(foldSearchText('Apple Inc.')).toBe('apple inc.')
  })

  it('reads a cashtag as its symbol', () => {
    expect(foldSearchQuery('$TSLA')).toBe('tsla')
    expect(foldSearchQuery(' $ ')).toBe('')
  })

  it('finds the matched part in the original text, preferring a word start', () => {
    expect(findSearchMatch('Société Générale', 'generale')).toEqual({ start: 8, end: 16 })
    expect(findSearchMatch('Bank of America', 'AMER')).toEqual({ start: 8, end: 12 })
    expect(findSearchMatch('Metameta Meta', 'meta')).toEqual({ start: 0, end: 4 })
    expect(findSearchMatch('Zetameta Meta', 'meta')).toEqual({ start: 9, end: 13 })
    expect(findSearchMatch('Zetameta', 'meta')).toEqual({ start: 4, end: 8 })
    expect(findSearchMatch('AAPL', '$aapl')).toEqual({ start: 0, end: 4 })
    expect(findSearchMatch('Apple  Inc.', 'apple inc')).toEqual({ start: 0, end: 10 })
    expect(findSearchMatch('Apple', 'pear')).toBeNull()
    expect(findSearchMatch('Apple', '')).toBeNull()
  })
})
