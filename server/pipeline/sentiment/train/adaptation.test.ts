import { describe, expect, it } from 'vitest'
import { CHECK_SET } from '../check-set'
import { NEGATIVE, NEUTRAL, POSITIVE } from '../types'
import { adaptationExamples } from './adaptation'

const words = (text: string) => text.toLowerCase().match(/[a-z0-9$%']+/g) ?? []

function fourWordRuns(text: string): string[] {
  const w = words(text)
  const runs: string[] = []
  for (let i = 0; i + 4 <= w.length; i += 1) runs.push(w.slice(i, i + 4).join(' '))
  return runs
}

describe('adaptationExamples', () => {
  const examples = adaptationExamples(20_240_601)

  it('is the same for a seed, without repeats, with every label', () => {
    expect(adaptationExamples(20_240_601)).toEqual(examples)
    expect(new Set(examples.map((e) => e.text)).size).toBe(examples.length)
    const count = (label: number) => examples.filter((e) => e.label === label).length
    expect(count(NEUTRAL)).toBeGreaterThan(count(POSITIVE))
    expect(count(POSITIVE)).toBeGreaterThan(100)
    expect(count(NEGATIVE)).toBeGreaterThan(100)
  })

  it('shares no four words in a row with the check set, which stays unseen', () => {
    const checked = new Set(CHECK_SET.flatMap((sentence) => fourWordRuns(sentence.text)))
    const shared = examples.flatMap((e) => fourWordRuns(e.text).filter((run) => checked.has(run)))
    expect(shared).toEqual([])
  })
})
