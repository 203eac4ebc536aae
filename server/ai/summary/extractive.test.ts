import { describe, expect, it } from 'vitest'
import { extractiveSummary, jaccard, splitSentences, textRank, words } from './extractive'
import { titleHighlights } from './highlights'

describe('extractive summary', () => {
  it('splits sentences and drops fragments', () => {
    expect(
      splitSentences(
        'Apple reported record revenue. Shares rose 5% in late trading! Ok. 2026 looks strong too.',
      ),
    ).toEqual(['Apple reported record revenue.', 'Shares rose 5% in late trading!', '2026 looks strong too.'])
  })

  it('scores central sentences higher than off-topic ones', () => {
    const sentences = [
      'Apple reported record iPhone revenue in China.',
      'iPhone revenue in China reached a record for Apple.',
      'Analysts said Apple iPhone revenue beat forecasts.',
      'The weather in Paris was mild on Sunday.',
    ]
    const scores = textRank(sentences)
    const weather = scores[3] ?? 0
    for (const score of scores.slice(0, 3)) expect(score).toBeGreaterThan(weather)
  })

  it('drops near-duplicates and keeps the original order', () => {
    const summary = extractiveSummary([
      {
        sub: 'Apple beats earnings expectations as iPhone sales surge',
        body: 'Apple reported record revenue this quarter. Services revenue also grew.',
      },
      {
        sub: 'Apple beats earnings expectations as iPhone sales surge',
        body: 'Apple reported record revenue this quarter.',
      },
      {
        sub: 'Microsoft cloud growth slows',
        body: 'Microsoft said cloud revenue growth slowed. Apple shares were flat.',
      },
    ])
    expect(summary).not.toBeNull()
    const kept = splitSentences(summary ?? '')
    expect(kept.length).toBeLessThanOrEqual(3)
    expect(kept.filter((sentence) => sentence.startsWith('Apple beats earnings'))).toHaveLength(1)
    const bags = kept.map((sentence) => new Set(words(sentence)))
    for (let i = 0; i < bags.length; i += 1) {
      for (let j = i + 1; j < bags.length; j += 1)
        expect(jaccard(bags[i] ?? new Set(), bags[j] ?? new Set())).toBeLessThan(0.6)
    }
  })

  it('answers null without usable sentences', () => {
    expect(extractiveSummary([])).toBeNull()
    expect(extractiveSummary([{ sub: 'short', body: 'tiny' }])).toBeNull()
  })

  it('marks title names as character ranges, whole words only, longest first', () => {
    const text = 'Apple and Apple Music rose; Pineapple did not. Microsoft fell.'
    const ranges = titleHighlights(text, [
      { id: 1, name: 'Apple' },
      { id: 2, name: 'Apple Music' },
      { id: 3, name: 'Microsoft' },
    ])
    expect(ranges.map((range) => [range.title_id, text.slice(range.start, range.end)])).toEqual([
      [1, 'Apple'],
      [2, 'Apple Music'],
      [3, 'Microsoft'],
    ])
  })

  it('marks aliases as written: Apple for Apple Inc., not the target price for Target', () => {
    const text = 'Apple loses ground. Apple Inc. shares fall; the target price is cut at Target.'
    const ranges = titleHighlights(text, [
      { id: 1, name: 'Apple Inc.', aliases: ['Apple'] },
      { id: 2, name: 'Target Corporation', aliases: ['Target'] },
    ])
    expect(ranges.map((range) => [range.title_id, text.slice(range.start, range.end)])).toEqual([
      [1, 'Apple'],
      [1, 'Apple Inc.'],
      [2, 'Target'],
    ])
  })
})
