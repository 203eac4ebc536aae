import { describe, expect, it } from 'vitest'
import { StoryClusterer } from './clusterer'
import { shinglesOf, signatureOf, similarity } from './minhash'
import { clusterMessageOf } from './radar'
import { termsOf } from './terms'
import { wordsOf } from './words'

const HOUR = 3_600_000
let nextId = 1

function message(text: string, source: string, titleIds: number[], timeMs: number, type = 'news') {
  const clustered = clusterMessageOf({
    id: nextId++,
    timeMs,
    source,
    type,
    sentiment: 0.4,
    titleIds,
    sub: text,
    body: '',
  })
  if (!clustered) throw new Error(`too short to cluster: ${text}`)
  return clustered
}

describe('story signatures', () => {
  const signature = (text: string) => signatureOf(shinglesOf(wordsOf(text)))

  it('finds the same event told with another amount and name form alike, and other news not', () => {
    const a = signature('Apple announces share buyback program of 1200 million')
    const b = signature('Apple Inc. announces share buyback program of 450 million')
    const c = signature('Apple shares rise 3.1% as demand outlook improves')
    expect(similarity(a, b)).toBeGreaterThanOrEqual(0.5)
    expect(similarity(a, c)).toBeLessThan(0.3)
  })

  it('leaves chatter with few content words out of clustering', () => {
    expect(
      clusterMessageOf({
        id: 1,
        timeMs: 0,
        source: 's',
        type: 'tweets',
        sentiment: null,
        titleIds: [],
        sub: 'Anyone watching $AAPL today?',
        body: '',
      }),
    ).toBeNull()
  })
})

describe('StoryClusterer', () => {
  it('puts a burst of near-duplicates from different sources into one story', () => {
    const clusterer = new StoryClusterer()
    const t = Date.UTC(2026, 10, 20, 14)
    const first = clusterer.assign(
      message('Regulators open investigation into Nordwind Energy sales practices', 'wire.example', [7], t),
    )
    expect(first.kind).toBe('seeded')
    const sources = ['news.example', 'social.example', 'forum.example', 'blog.example']
    const outcomes = sources.map((source, i) =>
      clusterer.assign(
        message(
          i === 1
            ? '$NWE regulators open investigation into Nordwind Energy sales practices'
            : 'Regulators open investigation into Nordwind Energy Corp sales practices',
          source,
          [7],
          t + (i + 1) * 60_000,
          i === 1 ? 'tweets' : 'news',
        ),
      ),
    )
    expect(outcomes.every((o) => o.kind === 'joined' && o.story === first.story)).toBe(true)
    expect(first.story.count).toBe(5)
  })

  it('keeps the same text about another title, or a day later, apart', () => {
    const clusterer = new StoryClusterer()
    const t = Date.UTC(2026, 10, 20, 14)
    const text = 'Moody downgrades Nordwind Energy credit rating, outlook negative'
    const seed = clusterer.assign(message(text, 'a.example', [7], t))
    expect(clusterer.assign(message(text, 'b.example', [8], t + 60_000)).kind).toBe('seeded')
    const later = clusterer.assign(message(text, 'c.example', [7], t + 13 * HOUR))
    expect(later.kind === 'joined' && later.story === seed.story).toBe(false)
  })

  it('forgets singletons after six hours of stream time', () => {
    const clusterer = new StoryClusterer()
    const t = Date.UTC(2026, 10, 20, 0)
    clusterer.assign(message('Nordwind Energy recalls products after safety review', 'a.example', [7], t))
    clusterer.assign(
      message(
        'Helios Bank names new chief executive officer effective next month',
        'a.example',
        [9],
        t + 7 * HOUR,
      ),
    )
    clusterer.evict()
    expect(clusterer.size).toBe(1)
  })
})

describe('topic terms', () => {
  it('counts content words and adjacent pairs once, without numbers, cashtags or filler', () => {
    const terms = termsOf(wordsOf('$NWE: Nordwind shares jump 12% on share buyback, buyback approved'))
    expect(terms).toContain('buyback')
    expect(terms).toContain('share buyback')
    expect(terms).toContain('nordwind')
    expect(terms).not.toContain('shares')
    expect(terms).not.toContain('nwe')
    expect(terms.filter((t) => t === 'buyback')).toHaveLength(1)
    expect(terms.some((t) => /\d/.test(t))).toBe(false)
  })
})
