import { describe, expect, it } from 'vitest'
import { decodeWeights, encodeWeights, findSlot, negativeWeight, positiveWeight } from '../model/codec'
import { crossValidate, decide, stratifiedFolds, tuneOffsets } from './cross-validate'
import { parseCsv } from './csv'
import { minimiseLbfgs, trainLogistic } from './logistic'
import type { SparseRows } from './matrix'
import { evaluate, macroF1, scoreAgreement } from './metrics'

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('text,label\n"a, b",1\n"say ""hi""\nthere",2\nplain,0')).toEqual([
      ['text', 'label'],
      ['a, b', '1'],
      ['say "hi"\nthere', '2'],
      ['plain', '0'],
    ])
    expect(parseCsv('x,y\r\n1,2\r\n')).toEqual([
      ['x', 'y'],
      ['1', '2'],
    ])
  })
})

describe('evaluate', () => {
  it('computes accuracy, per-class scores, macro-F1 and the confusion matrix', () => {
    const actual = [0, 0, 1, 1, 2, 2]
    const predicted = [0, 1, 1, 1, 2, 0]
    const result = evaluate(actual, predicted)
    expect(result.accuracy).toBe(0.6667)
    expect(result.confusion).toEqual([
      [1, 1, 0],
      [0, 2, 0],
      [1, 0, 1],
    ])
    expect(result.perClass.neutral).toEqual({ precision: 0.6667, recall: 1, f1: 0.8, support: 2 })
    expect(result.macroF1).toBeCloseTo((0.5 + 0.8 + 2 / 3) / 3, 3)
    expect(macroF1(actual, predicted)).toBeCloseTo(result.macroF1, 3)
  })
})

describe('scoreAgreement', () => {
  it('reads polarity by the score’s sign and correlates the score with the label as −1/0/+1', () => {
    // negative, negative, neutral, positive, positive
    const actual = [0, 0, 1, 2, 2]
    const result = scoreAgreement(actual, [-0.5, 0.1, 0, 0.4, -0.2])
    expect(result).toEqual({ polarBySign: 0.5, polarTexts: 4, pearson: 0.4462 })
    // A score of 0 has no sign: a polar text scored 0 is not read right.
    expect(scoreAgreement([2, 0], [0, -1]).polarBySign).toBe(0.5)
    expect(scoreAgreement(actual, [-1, -1, 0, 1, 1])).toEqual({ polarBySign: 1, polarTexts: 4, pearson: 1 })
  })
})

describe('minimiseLbfgs', () => {
  it('finds the minimum of a convex quadratic', () => {
    const target = [3, -2, 0.5]
    const w = minimiseLbfgs(
      (x, grad) => {
        let loss = 0
        for (let i = 0; i < 3; i += 1) {
          const d = (x[i] ?? 0) - (target[i] ?? 0)
          loss += (i + 1) * d * d
          grad[i] = 2 * (i + 1) * d
        }
        return loss
      },
      3,
      100,
      1e-12,
    )
    for (let i = 0; i < 3; i += 1) expect(w[i]).toBeCloseTo(target[i] ?? 0, 4)
  })
})

/** Three features, one per class, plus a bias: row r has feature (r mod 3) and the bias. */
function toyRows(count: number): { matrix: SparseRows; labels: Uint8Array } {
  const indptr = new Int32Array(count + 1)
  const index = new Int32Array(count * 2)
  const value = new Float64Array(count * 2).fill(1)
  const labels = new Uint8Array(count)
  for (let r = 0; r < count; r += 1) {
    index[r * 2] = 3
    index[r * 2 + 1] = r % 3
    labels[r] = r % 3
    indptr[r + 1] = (r + 1) * 2
  }
  return { matrix: { rows: count, indptr, index, value }, labels }
}

/** Logistic options for the toy rows: features 0–2 regularised, the bias (3) not. */
const toyOptions = (classWeightPower: number, maxIterations: number) => ({
  l2: 1e-3,
  l2Factor: Float64Array.from([1, 1, 1, 0]),
  classWeightPower,
  maxIterations,
  tolerance: 1e-10,
})

describe('trainLogistic', () => {
  it('learns a separable toy problem, the same way every time', () => {
    const { matrix, labels } = toyRows(30)
    const rows = Int32Array.from({ length: 30 }, (_, i) => i)
    const options = toyOptions(0.5, 200)
    const w = trainLogistic(matrix, labels, rows, 4, options)
    for (let c = 0; c < 3; c += 1) {
      const own = w[c * 3 + c] ?? 0
      for (let o = 0; o < 3; o += 1) if (o !== c) expect(own).toBeGreaterThan(w[c * 3 + o] ?? 0)
    }
    expect(trainLogistic(matrix, labels, rows, 4, options)).toEqual(w)
  })
})

describe('crossValidate with adaptation rows', () => {
  it('trains every fold on rows in no fold and evaluates only the others', () => {
    // Rows 9–11 are in no fold (−1), as adaptation texts are.
    const { matrix, labels } = toyRows(12)
    const folds = Int32Array.from([0, 1, 2, 1, 2, 0, 2, 0, 1, -1, -1, -1])
    const cv = crossValidate(matrix, labels, 4, toyOptions(0, 100), folds, 3)
    expect(cv.logits).toHaveLength(9 * 3)
    const support = Object.values(cv.evaluation.perClass).reduce((sum, c) => sum + c.support, 0)
    expect(support).toBe(9)
    expect(cv.evaluation.accuracy).toBe(1)
    const misplaced = Int32Array.from([0, 1, 2, 1, 2, 0, 2, 0, -1, 1, -1, -1])
    expect(() => crossValidate(matrix, labels, 4, toyOptions(0, 100), misplaced, 3)).toThrow(/come last/)
  })
})

describe('folds and offsets', () => {
  it('splits every class evenly over the folds, deterministically', () => {
    const labels = Uint8Array.from({ length: 100 }, (_, i) => (i < 60 ? 1 : i < 80 ? 0 : 2))
    const folds = stratifiedFolds(labels, 5, 7)
    expect(stratifiedFolds(labels, 5, 7)).toEqual(folds)
    for (let f = 0; f < 5; f += 1) {
      const members = [...labels].filter((_, i) => folds[i] === f)
      expect(members.filter((l) => l === 1)).toHaveLength(12)
      expect(members.filter((l) => l === 0)).toHaveLength(4)
    }
  })

  it('moves the class offsets where macro-F1 is best', () => {
    // Positive rows score slightly below neutral: an offset on positive fixes them.
    const logits = Float64Array.from([0, 1, -2, 0, 1, 0.8, 0, 1, 0.7, -1, 0, -3])
    const labels = [1, 2, 2, 1]
    const best = tuneOffsets(logits, labels)
    const predicted = new Uint8Array(4)
    decide(logits, 4, best, predicted)
    expect([...predicted]).toEqual(labels)
    expect(best.positive).toBeGreaterThan(0.2)
  })
})

describe('weights codec', () => {
  it('round-trips hashes and weights through base64, within the quantisation step', () => {
    const entries = [
      { hash: 0, negative: 0.5, positive: -0.25 },
      { hash: -5, negative: -1, positive: 1 },
      { hash: 123456789, negative: 0.01, positive: 0.3 },
      { hash: 2 ** 31 - 1, negative: 0.00001, positive: 0 },
    ]
    const encoded = encodeWeights(entries)
    expect(encoded.count).toBe(3)
    const table = decodeWeights(encoded)
    const step = encoded.scale
    for (const e of entries.slice(0, 3)) {
      const slot = findSlot(table, e.hash)
      expect(slot).toBeGreaterThanOrEqual(0)
      expect(Math.abs(negativeWeight(table, slot) - e.negative)).toBeLessThanOrEqual(step)
      expect(Math.abs(positiveWeight(table, slot) - e.positive)).toBeLessThanOrEqual(step)
    }
    expect(findSlot(table, 2 ** 31 - 1)).toBe(-1)
    expect(findSlot(table, 42)).toBe(-1)
  })

  it('rejects corrupt data', () => {
    const encoded = encodeWeights([{ hash: 7, negative: 1, positive: 1 }])
    expect(() => decodeWeights({ ...encoded, count: 2 })).toThrow(/corrupt/)
  })
})
