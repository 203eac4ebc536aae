import { describe, expect, it } from 'vitest'
import { countTerms, rankByCount, rankByLift } from './topic-ranking'

const texts = [
  'Spot ETF outflows continue as bitcoin slips',
  'ETF outflows deepen, strong selling',
  'Miners face strong headwinds',
  'Strong demand for options',
]

describe('hottest topics', () => {
  it('counts a term once per text, from two texts up, without the title’s own words', () => {
    const terms = countTerms(texts, new Set(['bitcoin']))
    expect(terms.find((term) => term.term === 'strong')?.count).toBe(3)
    expect(terms.find((term) => term.term === 'etf outflows')?.count).toBe(2)
    expect(terms.some((term) => term.term.includes('bitcoin'))).toBe(false)
    expect(terms.some((term) => term.term === 'miners')).toBe(false)
  })

  it('shows one term per set of messages, the phrase before its words', () => {
    const topics = rankByCount(countTerms(texts, new Set()), 10).map((topic) => topic.topic)
    expect(topics).toEqual(['strong', 'etf outflows'])
  })

  it('ranks by lift against the market: a word every message uses is no topic', () => {
    const terms = countTerms(texts, new Set())
    const market = {
      messages: 10_000,
      count: new Map([
        ['strong', 6_000],
        ['etf outflows', 20],
      ]),
    }
    expect(rankByLift(terms, texts.length, market, 10)).toEqual([{ topic: 'etf outflows', count: 2 }])
  })

  it('keeps a term the market never used, and orders by count × log(lift)', () => {
    const terms = countTerms([...texts, 'Strong ETF outflows again'], new Set())
    const market = { messages: 10_000, count: new Map<string, number>() }
    expect(rankByLift(terms, 5, market, 10).map((topic) => topic.topic)).toEqual(['strong', 'etf outflows'])
  })

  it('lists the chosen topics by their messages, the figure shown with them', () => {
    const terms = countTerms([...texts, 'Strong ETF outflows again'], new Set())
    const market = { messages: 10_000, count: new Map([['strong', 1_000]]) }
    // 'etf outflows' scores higher (rarer in the market), 'strong' has more messages.
    expect(rankByLift(terms, 5, market, 1)).toEqual([{ topic: 'etf outflows', count: 3 }])
    expect(rankByLift(terms, 5, market, 10)).toEqual([
      { topic: 'strong', count: 4 },
      { topic: 'etf outflows', count: 3 },
    ])
  })
})
