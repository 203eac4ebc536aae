import { describe, expect, it } from 'vitest'
import { isTrending, talkPace, termRise, trendsBeyondPhrases } from './topic-rise'

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

describe('the pace of all talk a term is measured against', () => {
  const DAY = 86_400_000

  it('is the window’s messages over what the baseline’s rate predicts for its length', () => {
    // 7 days of 1,000 messages a day; a quiet Saturday of 600.
    expect(talkPace(600, 7000, DAY, 7 * DAY)).toBeCloseTo(0.6, 6)
    expect(talkPace(2000, 7000, DAY, 7 * DAY)).toBeCloseTo(2, 6)
  })

  it('lets a story that doubled on a quiet day trend, and not words that only kept their share', () => {
    const pace = talkPace(600, 7000, DAY, 7 * DAY)
    // 12 messages against 7 a day: not twice its count, but twice its share of a quiet day's talk.
    expect(isTrending(termRise('story', 12, 7 * pace))).toBe(true)
    expect(isTrending(termRise('story', 12, 7))).toBe(false)
    const busy = talkPace(2000, 7000, DAY, 7 * DAY)
    expect(isTrending(termRise('shares', 40, 20 * busy))).toBe(false)
  })

  it('is 1 when the window or the baseline has no messages, and bounded otherwise', () => {
    expect(talkPace(0, 7000, DAY, 7 * DAY)).toBe(1)
    expect(talkPace(600, 0, DAY, 7 * DAY)).toBe(1)
    expect(talkPace(600, 7000, DAY, 0)).toBe(1)
    expect(talkPace(1, 7000, DAY, 7 * DAY)).toBe(0.25)
    expect(talkPace(100_000, 7000, DAY, 7 * DAY)).toBe(4)
  })
})
