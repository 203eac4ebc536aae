import { describe, expect, it } from 'vitest'
import { CHECK_SET } from '../check-set'
import { NEGATIVE, NEUTRAL, POSITIVE } from '../types'
import { adaptationExamples } from './adaptation'
import { crossValidate } from './cross-validate'
import type { SparseRows } from './matrix'

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

describe('crossValidate with adaptation rows', () => {
  it('trains every fold on rows in no fold and evaluates only the others', () => {
    // Rows 0–8: one feature per class (r mod 3) and the bias; rows 9–11 (fold −1) likewise.
    const rows = 12
    const indptr = Int32Array.from({ length: rows + 1 }, (_, r) => r * 2)
    const index = new Int32Array(rows * 2)
    const labels = new Uint8Array(rows)
    for (let r = 0; r < rows; r += 1) {
      index[r * 2] = 3
      index[r * 2 + 1] = r % 3
      labels[r] = r % 3
    }
    const matrix: SparseRows = { rows, indptr, index, value: new Float64Array(rows * 2).fill(1) }
    const folds = Int32Array.from([0, 1, 2, 1, 2, 0, 2, 0, 1, -1, -1, -1])
    const options = {
      l2: 1e-3,
      l2Factor: Float64Array.from([1, 1, 1, 0]),
      classWeightPower: 0,
      maxIterations: 100,
      tolerance: 1e-10,
    }
    const cv = crossValidate(matrix, labels, 4, options, folds, 3)
    expect(cv.logits).toHaveLength(9 * 3)
    const support = Object.values(cv.evaluation.perClass).reduce((sum, c) => sum + c.support, 0)
    expect(support).toBe(9)
    // Each fold's test rows are learnable only because the other rows, adaptation included, train it.
    expect(cv.evaluation.accuracy).toBe(1)
  })
})
