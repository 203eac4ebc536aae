import { describe, expect, it } from 'vitest'
import { extractFollowingTone, newsTone } from './tone'

const sentence = (values: readonly (number | null)[]) => newsTone(values)?.sentence ?? null

describe('newsTone', () => {
  it('says which way most of the news went', () => {
    expect(newsTone([0.5, 0.4, 0.8, -0.6, 0.05])).toEqual({
      lean: 'positive',
      sentence: 'Mostly positive news: 3 of 5 items read positive, 1 negative.',
    })
    expect(sentence([-0.5, -0.4, -0.8, 0.6])).toBe(
      'Mostly negative news: 3 of 4 items read negative, 1 positive.',
    )
    expect(sentence([0, 0.05, -0.1, 0.3])).toBe(
      'Mostly neutral news: 3 of 4 items take no side, 1 read positive, 0 negative.',
    )
  })

  it('calls a split mixed', () => {
    expect(newsTone([0.5, 0.4, -0.6, -0.3, 0, 0.01])).toEqual({
      lean: 'mixed',
      sentence: 'Mixed news: 2 positive, 2 negative and 2 neutral of 6 items.',
    })
  })

  it('needs three scored items; unscored ones do not count', () => {
    expect(newsTone([0.5, null, 0.4])).toBeNull()
    expect(newsTone([])).toBeNull()
    expect(sentence([0.5, null, 0.4, 0.3])).toBe(
      'Mostly positive news: 3 of 3 items read positive, 0 negative.',
    )
  })
})

describe('extractFollowingTone', () => {
  const documents = [
    { sub: 'Acme shares jump after a record quarter of orders', body: '', sentiment: 0.7 },
    { sub: 'Acme investors sell after weak industry figures', body: '', sentiment: -0.6 },
    { sub: 'Acme falls as regulators open an antitrust probe', body: '', sentiment: -0.8 },
    { sub: 'Acme cut to underperform at a major broker', body: '', sentiment: -0.5 },
  ]

  it("opens with the leaning side's items and keeps one of the rest", () => {
    const text = extractFollowingTone(documents, 'negative') ?? ''
    const parts = text.split('. ')
    expect(parts).toHaveLength(3)
    expect(parts.slice(0, 2).every((part) => !part.includes('jump'))).toBe(true)
    expect(parts[2]).toContain('jump')
  })

  it('is the plain extract when the news is mixed, neutral or unknown', () => {
    expect(extractFollowingTone(documents, 'mixed')).toBe(extractFollowingTone(documents, null))
    expect(extractFollowingTone([], 'positive')).toBeNull()
  })
})
