import { describe, expect, it } from 'vitest'
import { countTerms, rankByCount, rankByLift } from './topic-ranking'

const texts = [
  'Spot ETF outflows continue as bitcoin slips',
  'ETF outflows deepen on tariff fears',
  'Miners face tariff headwinds',
  'Tariff worries for options',
]

describe('hottest topics', () => {
  it('counts a term once per text, from two texts up, without the title’s own words', () => {
    const terms = countTerms(texts, new Set(['bitcoin']))
    expect(terms.find((term) => term.term === 'tariff')?.count).toBe(3)
    expect(terms.find((term) => term.term === 'etf outflows')?.count).toBe(2)
    expect(terms.some((term) => term.term.includes('bitcoin'))).toBe(false)
    expect(terms.some((term) => term.term === 'miners')).toBe(false)
  })

  it('shows one term per set of messages, the phrase before its words', () => {
    const topics = rankByCount(countTerms(texts, new Set()), 10).map((topic) => topic.topic)
    expect(topics).toEqual(['tariff', 'etf outflows'])
  })

  it('ranks by lift against the market: a word every message uses is no topic', () => {
    const terms = countTerms(texts, new Set())
    const market = {
      messages: 10_000,
      count: new Map([
        ['tariff', 6_000],
        ['etf outflows', 20],
      ]),
    }
    expect(rankByLift(terms, texts.length, market, 10)).toEqual([{ topic: 'etf outflows', count: 2 }])
  })

  it('keeps a term the market never used, and orders by count × log(lift)', () => {
    const terms = countTerms([...texts, 'Tariff talk, ETF outflows again'], new Set())
    const market = { messages: 10_000, count: new Map<string, number>() }
    expect(rankByLift(terms, 5, market, 10).map((topic) => topic.topic)).toEqual(['tariff', 'etf outflows'])
  })

  it('lists the chosen topics by their messages, the figure shown with them', () => {
    const terms = countTerms([...texts, 'Tariff talk, ETF outflows again'], new Set())
    const market = { messages: 10_000, count: new Map([['tariff', 1_000]]) }
    // 'etf outflows' scores higher (rarer in the market), 'tariff' has more messages.
    expect(rankByLift(terms, 5, market, 1)).toEqual([{ topic: 'etf outflows', count: 3 }])
    expect(rankByLift(terms, 5, market, 10)).toEqual([
      { topic: 'tariff', count: 4 },
      { topic: 'etf outflows', count: 3 },
    ])
  })

  it('leaves out sentences and vague words: a headline verb is in no topic, "date" is none alone', () => {
    const headlines = [
      'Acme CFO steps down, company starts search for successor',
      'Acme CFO steps down as the search begins',
      'Acme dividend payment date confirmed',
      'Acme payment date confirmed for the dividend',
    ]
    const topics = rankByCount(countTerms(headlines, new Set(['acme'])), 10).map((topic) => topic.topic)
    expect(topics).toEqual(expect.arrayContaining(['cfo', 'payment date']))
    for (const sentence of ['cfo steps', 'steps', 'date confirmed', 'confirmed', 'date', 'payment'])
      expect(topics).not.toContain(sentence)
  })

  it('needs a single word three times as common as in the market, a phrase one and a half; no word of a phrase shown', () => {
    const sample = [
      'Demand outlook improves for Acme',
      'Acme demand outlook brightens',
      'Acme lags the sector',
      'Acme lags peers again',
    ]
    const terms = countTerms(sample, new Set(['acme']))
    // Each term in 2 of 4 messages (50 %); the market uses each in 20 % of its messages: lift 2.5.
    const market = { messages: 10_000, count: new Map(terms.map((term) => [term.term, 2_000])) }
    expect(rankByLift(terms, sample.length, market, 10).map((topic) => topic.topic)).toEqual([
      'demand outlook',
    ])
  })

  it('shows no word twice: not beside a phrase that has it, even one ranked lower, nor in its plural', () => {
    const sample = [
      'Tariff talk again',
      'Tariffs bite, demand outlook cut',
      'Tariffs hurt demand',
      'Weak demand outlook',
      'Demand worries',
    ]
    const topics = rankByCount(countTerms(sample, new Set()), 10).map((topic) => topic.topic)
    // 'demand' (4 messages) ranks above 'demand outlook' (2): the phrase shows, the word does not.
    expect(topics).toContain('demand outlook')
    expect(topics).not.toContain('demand')
    expect(topics.filter((topic) => topic.startsWith('tariff'))).toHaveLength(1)
  })
})
