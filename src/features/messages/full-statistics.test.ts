import { describe, expect, it } from 'vitest'
import { fullStatisticsView } from './full-statistics'

const stats = {
  top10: {
    sources: [{ source: 'x.example', count: 6 }],
    types: [{ type: 'news', count: 6 }],
    authors: [{ author_id: 'desk', name: 'Desk', source: 'x.example', count: 4 }],
    languages: [{ lang: 'en', count: 6 }],
    titles: [
      { title_id: 1, count: 5 },
      { title_id: 2, count: 3 },
      { title_id: 3, count: 2 },
    ],
    key_events: [{ key_event_id: 1, count: 2 }],
  },
  author_analytics: { bots: 0, influencers: 0, regulars: 50, verified: 50 },
  counts: { authors: 2, sources: 1, messages: 6, pos: 3, neg: 1, neu: 2 },
}

describe('message statistics page (application §2.5)', () => {
  it('ranks key events, assets, asset countries (by their messages), topics and people', () => {
    const view = fullStatisticsView({
      stats,
      topics: [{ topic: 'iPhone', count: 3 }],
      titles: [
        { id: 1, n: 'Apple Inc.', country: 'US' },
        { id: 2, n: 'SAP SE', country: 'DE' },
        { id: 3, n: 'Microsoft', country: 'US' },
      ],
      people: [{ name: 'Cook, Tim', count: 2 }],
    })
    expect(view.messages).toBe(6)
    expect(view.keyEvents.map((row) => [row.label, row.count])).toEqual([['Earnings release', 2]])
    expect(view.assets.map((row) => [row.label, row.titleId])).toEqual([
      ['Apple Inc.', 1],
      ['SAP SE', 2],
      ['Microsoft', 3],
    ])
    expect(view.countries.map((row) => [row.label, row.count])).toEqual([
      ['United States', 7],
      ['Germany', 3],
    ])
    expect(view.topics[0]).toMatchObject({ label: 'iPhone', share: 1 })
    expect(view.people?.map((row) => row.label)).toEqual(['Cook, Tim'])
    expect(fullStatisticsView({ stats, topics: [], titles: [], people: null }).people).toBeNull()
  })
})
