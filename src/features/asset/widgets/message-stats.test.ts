import { describe, expect, it } from 'vitest'
import { messageStatsView } from './message-stats'

const stats = {
  top10: {
    sources: [
      { source: 'demo-forum.example', count: 38 },
      { source: 'demo-social.example', count: 76 },
    ],
    types: [
      { type: 'forum_posts', count: 31 },
      { type: 'tweets', count: 76 },
    ],
    authors: [{ author_id: 'bot1', name: 'Demo bot', source: 'demo-forum.example', count: 24 }],
    languages: [
      { lang: 'en', count: 100 },
      { lang: 'n/a', count: 14 },
    ],
  },
  author_analytics: { bots: 12.5, influencers: 0, regulars: 75, verified: 12.5 },
  counts: { authors: 8, sources: 2, messages: 114, pos: 50, neg: 20, neu: 30 },
}

describe('message statistics', () => {
  it('ranks the top lists by count with their share of all messages', () => {
    const view = messageStatsView(stats)
    expect(view.topSources.map((r) => [r.label, r.count])).toEqual([
      ['demo-social.example', 76],
      ['demo-forum.example', 38],
    ])
    expect(view.topSources[0]?.share).toBeCloseTo(76 / 114)
    expect(view.types.map((r) => r.label)).toEqual(['Tweets', 'Forum posts'])
    expect(view.topAuthors[0]).toMatchObject({ label: 'Demo bot', note: 'demo-forum.example', count: 24 })
  })

  it('keeps sentiment counts and the author categories in the interface order', () => {
    const view = messageStatsView(stats)
    expect(view.sentiment).toEqual({ positive: 50, neutral: 30, negative: 20, scored: 100 })
    expect(view.authorAnalytics).toEqual([
      { key: 'regulars', label: 'Regulars', percent: 75 },
      { key: 'bots', label: 'Bots', percent: 12.5 },
      { key: 'verified', label: 'Verified', percent: 12.5 },
      { key: 'influencers', label: 'Influencers', percent: 0 },
    ])
  })

  it('has zero shares without messages', () => {
    const view = messageStatsView({ ...stats, counts: { ...stats.counts, messages: 0 } })
    expect(view.topSources.every((r) => r.share === 0)).toBe(true)
  })
})
