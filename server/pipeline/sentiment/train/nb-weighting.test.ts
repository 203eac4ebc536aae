import { describe, expect, it } from 'vitest'
import { GROUP_BIAS, GROUP_CHAR, GROUP_PRIOR, GROUP_WORD } from '../features'
import { NEGATIVE, NEUTRAL, POSITIVE } from '../types'
import type { SparseRows } from './matrix'
import { nbL2Factor } from './nb-weighting'

/** Features: 0 bias, 1 'soars' (positive rows only), 2 'the' (every row), 3 a prior, 4 a char n-gram of negative rows. */
const groups = Uint8Array.from([GROUP_BIAS, GROUP_WORD, GROUP_WORD, GROUP_PRIOR, GROUP_CHAR])
const rowFeatures = [
  [0, 1, 2, 3],
  [0, 1, 2, 3],
  [0, 2],
  [0, 2],
  [0, 2, 4],
  [0, 2, 4],
]
const labels = [POSITIVE, POSITIVE, NEUTRAL, NEUTRAL, NEGATIVE, NEGATIVE]

function matrixOf(rows: number[][]): SparseRows {
  const indptr = new Int32Array(rows.length + 1)
  rows.forEach((row, r) => {
    indptr[r + 1] = (indptr[r] ?? 0) + row.length
  })
  return {
    rows: rows.length,
    indptr,
    index: Int32Array.from(rows.flat()),
    value: Float64Array.from(rows.flat(), () => 1),
  }
}

const base = Float64Array.from([0, 1, 1, 0.5, 1])
const all = Int32Array.from([0, 1, 2, 3, 4, 5])

describe('nbL2Factor', () => {
  it('shrinks n-grams tied to one label less than n-grams spread over every label', () => {
    const factor = nbL2Factor(matrixOf(rowFeatures), labels, all, groups, base, 0.05, 0.25)
    expect(factor[1]).toBeLessThan((factor[2] ?? 0) / 2)
    expect(factor[4]).toBeLessThan((factor[2] ?? 0) / 2)
    // No ratio can raise a factor above its value at r = 0, ((1 + beta) / beta)².
    for (const j of [1, 2, 4]) expect(factor[j]).toBeLessThanOrEqual((1.25 / 0.25) ** 2)
  })

  it('keeps the bias and the lexicon priors at their base factor', () => {
    const factor = nbL2Factor(matrixOf(rowFeatures), labels, all, groups, base, 0.05, 0.25)
    expect(factor[0]).toBe(0)
    expect(factor[3]).toBe(0.5)
  })

  it('counts only the given rows (cross-validation passes each fold its training rows)', () => {
    // Row 6 says 'soars' in a negative text: left out of the rows, it changes nothing.
    const withHeldOut = matrixOf([...rowFeatures, [0, 1, 2]])
    const heldOutLabels = [...labels, NEGATIVE]
    const without = nbL2Factor(withHeldOut, heldOutLabels, all, groups, base, 0.05, 0.25)
    expect(Array.from(without)).toEqual(
      Array.from(nbL2Factor(matrixOf(rowFeatures), labels, all, groups, base, 0.05, 0.25)),
    )
    const withIt = nbL2Factor(
      withHeldOut,
      heldOutLabels,
      Int32Array.from([...all, 6]),
      groups,
      base,
      0.05,
      0.25,
    )
    expect(withIt[1]).toBeGreaterThan(without[1] ?? 0)
  })
})
