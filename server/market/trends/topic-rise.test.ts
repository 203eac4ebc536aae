import { describe, expect, it } from 'vitest'
import { isTrending, termRise, trendsBeyondPhrases } from './topic-rise'

describe('trending terms', () => {
  it('need twice their usual count and a z-score of 3', () => {
    expect(isTrending(termRise('caterpillar', 16, 0.9))).toBe(true)
    expect(isTrending(termRise('weekend', 15, 10))).toBe(false)
    expect(isTrending(termRise('rare', 4, 0))).toBe(true)
    expect(isTrending(termRise('rarer', 2, 0))).toBe(false)
  })

  it('keep a word whose rise is its own', () => {
    const word = termRise('caterpillar', 17, 0.9)
    expect(trendsBeyondPhrases(word, [termRise('caterpillar raises', 6, 0.1)])).toBe(true)
    expect(trendsBeyondPhrases(word, [])).toBe(true)
  })

  it('leave out a word that rises only inside a trending phrase', () => {
    const date = termRise('date', 20, 9.61)
    expect(trendsBeyondPhrases(date, [termRise('date confirmed', 10, 2.91)])).toBe(false)
    // Words of other phrases do not count: "update" is not "date".
    expect(trendsBeyondPhrases(date, [termRise('update confirmed', 10, 2.91)])).toBe(true)
  })

  it('leave out a word that one phrase holds almost whole', () => {
    expect(trendsBeyondPhrases(termRise('flagship', 6, 0), [termRise('flagship product', 5, 0)])).toBe(false)
  })
})
