import { describe, expect, it } from 'vitest'
import { OpenBucket } from './bucket'
import { rollupMessage } from './test-support'

describe('an open bucket', () => {
  it('counts messages, authors, labels and the mean of scored sentiment', () => {
    const bucket = new OpenBucket('realtime', 1, 0, 600_000)
    const at = 0
    bucket.add(rollupMessage({ at, author: 'a', sentiment: 0.6, sentimentLabel: 'positive' }))
    bucket.add(rollupMessage({ at, author: 'a', sentiment: -0.2, sentimentLabel: 'negative' }))
    bucket.add(rollupMessage({ at, author: 'b', sentiment: 0, sentimentLabel: 'neutral' }))
    bucket.add(rollupMessage({ at, author: null, type: 'adhoc' }))
    const f = bucket.figures()
    expect(f.messages).toBe(4)
    // a, b and the author-less message (its own author).
    expect(f.uniqueAuthors).toBe(3)
    expect([f.positive, f.neutral, f.negative]).toEqual([1, 1, 1])
    expect(f.scored).toBe(3)
    // (0.6 - 0.2 + 0) / 3
    expect(f.sentimentMean).toBeCloseTo(0.133333, 6)
    expect(f.adhoc).toBe(1)
    // a: 1 × (1 + ln 2) = 1.693147; b: 1; anonymous: 1 → 3.693147
    expect(f.weightedVolume).toBeCloseTo(3.693147, 6)
  })

  it('tells the same author name on two sources apart and has no mean without scores', () => {
    const bucket = new OpenBucket('hourly', 1, 0, 3_600_000)
    bucket.add(rollupMessage({ at: 0, author: 'x', source: 'reddit.com' }))
    bucket.add(rollupMessage({ at: 0, author: 'x', source: 'twitter.com' }))
    const f = bucket.figures()
    expect(f.uniqueAuthors).toBe(2)
    expect(f.sentimentMean).toBeNull()
    expect(f.weightedVolume).toBe(2)
  })

  it('lets a bot add messages but no weighted volume', () => {
    const bucket = new OpenBucket('realtime', 1, 0, 600_000)
    for (let i = 0; i < 50; i += 1)
      bucket.add(rollupMessage({ at: 0, author: 'bot', authorCategory: 'bots' }))
    expect(bucket.figures()).toMatchObject({ messages: 50, uniqueAuthors: 1, weightedVolume: 0 })
  })

  it('leaves bots and blacklisted authors out of the sentiment mean, but counts their labels', () => {
    const bucket = new OpenBucket('realtime', 1, 0, 600_000)
    bucket.add(
      rollupMessage({
        at: 0,
        author: 'bot',
        authorCategory: 'bots',
        sentiment: 0.9,
        sentimentLabel: 'positive',
      }),
    )
    bucket.add(
      rollupMessage({ at: 0, author: 'spam', authorImpact: 0, sentiment: 0.8, sentimentLabel: 'positive' }),
    )
    expect(bucket.figures()).toMatchObject({ positive: 2, scored: 0, sentimentMean: null })
    bucket.add(rollupMessage({ at: 0, author: 'reader', sentiment: -0.4, sentimentLabel: 'negative' }))
    expect(bucket.figures()).toMatchObject({ positive: 2, negative: 1, scored: 1, sentimentMean: -0.4 })
  })
})
