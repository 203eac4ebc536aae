import { describe, expect, it } from 'vitest'
import type { TrendingTopic } from '../../../src/core'
import { wordsWithin } from './topic-labels'
import { foldNamesakes } from './topics'

const topic = (term: string, count: number, related: string[] = []): TrendingTopic => ({
  term,
  label: term,
  count,
  expected: 1,
  rise: count,
  score: count,
  series: [],
  related,
  related_labels: [],
})

describe('a phrase and a word of it that both trend', () => {
  it('are one topic when most of the word’s messages write the phrase', () => {
    const folded = foldNamesakes([topic('cisco', 19), topic('pfizer', 11), topic('cisco systems', 12)])
    expect(folded.map((t) => [t.term, t.count, t.related])).toEqual([
      ['cisco', 19, ['cisco systems']],
      ['pfizer', 11, []],
    ])
  })

  it('fold into whichever ranks first, with what was grouped with them', () => {
    const folded = foldNamesakes([topic('cisco systems', 12), topic('cisco', 19, ['networking'])])
    expect(folded.map((t) => [t.term, t.related])).toEqual([['cisco systems', ['cisco', 'networking']]])
  })

  it('stay apart when the word is mostly written elsewhere, or is not a word of the phrase', () => {
    expect(foldNamesakes([topic('shares', 300), topic('cisco shares', 12)])).toHaveLength(2)
    expect(foldNamesakes([topic('cisco', 19), topic('ciscos systems', 12)])).toHaveLength(2)
    expect(foldNamesakes([topic('rate', 10), topic('rate cut', 6), topic('rate hike', 5)])).toHaveLength(1)
  })

  it('are words that stand together in order', () => {
    expect(wordsWithin('cisco', 'cisco systems')).toBe(true)
    expect(wordsWithin('micro devices', 'advanced micro devices')).toBe(true)
    expect(wordsWithin('micro', 'microsoft shares')).toBe(false)
    expect(wordsWithin('cisco', 'cisco')).toBe(false)
  })
})
