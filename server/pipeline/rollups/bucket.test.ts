import { describe, expect, it } from 'vitest'
import { BucketDelta } from './bucket'
import { rollupMessage } from './test-support'

describe('a bucket delta', () => {
  it('counts messages, labels, adhoc and the scored sentiment sum', () => {
    const delta = new BucketDelta('realtime', 1, 0, 600_000)
    const at = 0
    delta.add(rollupMessage({ at, author: 'a', sentiment: 0.6, sentimentLabel: 'positive' }))
    delta.add(rollupMessage({ at, author: 'a', sentiment: -0.2, sentimentLabel: 'negative' }))
    delta.add(rollupMessage({ at, author: 'b', sentiment: 0, sentimentLabel: 'neutral' }))
    delta.add(rollupMessage({ at, author: null, type: 'adhoc' }))
    expect(delta.messages).toBe(4)
    expect([delta.positive, delta.neutral, delta.negative]).toEqual([1, 1, 1])
    expect(delta.scored).toBe(3)
    expect(delta.sentimentSum).toBeCloseTo(0.4, 9)
    expect(delta.adhoc).toBe(1)
    // a twice, b once, and the author-less message as its own author.
    expect([...delta.authors.values()].map((t) => t.messages).sort()).toEqual([1, 1, 2])
  })

  it('tells the same author name on two sources apart', () => {
    const delta = new BucketDelta('hourly', 1, 0, 3_600_000)
    delta.add(rollupMessage({ at: 0, author: 'x', source: 'reddit.com' }))
    delta.add(rollupMessage({ at: 0, author: 'x', source: 'twitter.com' }))
    expect(delta.authors.size).toBe(2)
    expect(delta.scored).toBe(0)
  })

  it('gives a bot a tally of weight 0, and keeps an author’s highest weight', () => {
    const delta = new BucketDelta('realtime', 1, 0, 600_000)
    for (let i = 0; i < 50; i += 1) delta.add(rollupMessage({ at: 0, author: 'bot', authorCategory: 'bots' }))
    delta.add(rollupMessage({ at: 0, author: 'curated', authorImpact: 2 }))
    delta.add(rollupMessage({ at: 0, author: 'curated', authorImpact: 5 }))
    expect([...delta.authors.values()]).toEqual([
      { messages: 50, weight: 0 },
      { messages: 2, weight: 2.5 },
    ])
  })

  it('leaves bots and blacklisted authors out of the sentiment sum, but counts their labels', () => {
    const delta = new BucketDelta('realtime', 1, 0, 600_000)
    delta.add(
      rollupMessage({
        at: 0,
        author: 'bot',
        authorCategory: 'bots',
        sentiment: 0.9,
        sentimentLabel: 'positive',
      }),
    )
    delta.add(
      rollupMessage({ at: 0, author: 'spam', authorImpact: 0, sentiment: 0.8, sentimentLabel: 'positive' }),
    )
    expect(delta).toMatchObject({ positive: 2, scored: 0, sentimentSum: 0 })
    delta.add(rollupMessage({ at: 0, author: 'reader', sentiment: -0.4, sentimentLabel: 'negative' }))
    expect(delta).toMatchObject({ positive: 2, negative: 1, scored: 1, sentimentSum: -0.4 })
  })
})
