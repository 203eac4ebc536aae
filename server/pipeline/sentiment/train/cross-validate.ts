import { NEUTRAL } from '../types'
import { CLASSES, type LogisticOptions, trainLogistic } from './logistic'
import type { SparseRows } from './matrix'
import { type Evaluation, evaluate, macroF1 } from './metrics'

/** Deterministic pseudo-random numbers (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Assigns each row to one of k folds, keeping the class mix of every fold alike. */
export function stratifiedFolds(labels: ArrayLike<number>, k: number, seed: number): Int32Array {
  const random = seededRandom(seed)
  const fold = new Int32Array(labels.length)
  for (let c = 0; c < CLASSES; c += 1) {
    const members: number[] = []
    for (let i = 0; i < labels.length; i += 1) if (labels[i] === c) members.push(i)
    for (let i = members.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1))
      const tmp = members[i] ?? 0
      members[i] = members[j] ?? 0
      members[j] = tmp
    }
    members.forEach((row, position) => {
      fold[row] = position % k
    })
  }
  return fold
}

/** Class scores z = W·x of the given rows ([row · 3 + class]). */
export function predictLogits(
  weights: Float64Array,
  matrix: SparseRows,
  rows: Int32Array,
  out: Float64Array,
): void {
  for (const r of rows) {
    let z0 = 0
    let z1 = 0
    let z2 = 0
    for (let k = matrix.indptr[r] ?? 0; k < (matrix.indptr[r + 1] ?? 0); k += 1) {
      const base = (matrix.index[k] ?? 0) * CLASSES
      const x = matrix.value[k] ?? 0
      z0 += x * (weights[base] ?? 0)
      z1 += x * (weights[base + 1] ?? 0)
      z2 += x * (weights[base + 2] ?? 0)
    }
    out[r * CLASSES] = z0
    out[r * CLASSES + 1] = z1
    out[r * CLASSES + 2] = z2
  }
}

/** Offsets added to the negative and positive class scores before taking the best class. */
export interface ClassOffsets {
  readonly negative: number
  readonly positive: number
}

export function decide(logits: Float64Array, rows: number, offsets: ClassOffsets, out: Uint8Array): void {
  for (let r = 0; r < rows; r += 1) {
    const zn = (logits[r * CLASSES] ?? 0) + offsets.negative
    const zu = logits[r * CLASSES + 1] ?? 0
    const zp = (logits[r * CLASSES + 2] ?? 0) + offsets.positive
    out[r] = zn > zu && zn >= zp ? 0 : zp > zu ? 2 : NEUTRAL
  }
}

/** The offsets (grid −1.5…1.5, step 0.05) that maximise macro-F1 over out-of-fold scores. */
export function tuneOffsets(
  logits: Float64Array,
  labels: ArrayLike<number>,
): ClassOffsets & { macroF1: number } {
  const rows = labels.length
  const predicted = new Uint8Array(rows)
  let best = { negative: 0, positive: 0, macroF1: -1 }
  let bestSteps = 0
  for (let a = -30; a <= 30; a += 1) {
    for (let b = -30; b <= 30; b += 1) {
      const offsets = { negative: a * 0.05, positive: b * 0.05 }
      decide(logits, rows, offsets, predicted)
      const score = macroF1(labels, predicted)
      const steps = Math.abs(a) + Math.abs(b)
      // Ties go to the offsets closest to zero.
      if (score > best.macroF1 + 1e-9 || (Math.abs(score - best.macroF1) <= 1e-9 && steps < bestSteps)) {
        best = { ...offsets, macroF1: score }
        bestSteps = steps
      }
    }
  }
  return best
}

export interface CrossValidation {
  /** Out-of-fold class scores, [row · 3 + class]. */
  readonly logits: Float64Array
  /** Out-of-fold evaluation without offsets. */
  readonly evaluation: Evaluation
  /** Macro-F1 of each fold without offsets. */
  readonly foldMacroF1: number[]
}

export function crossValidate(
  matrix: SparseRows,
  labels: ArrayLike<number>,
  dim: number,
  options: LogisticOptions,
  folds: Int32Array,
  k: number,
  /** Per-fold L2 factors computed from the fold's training rows only (e.g. NB weighting); default: options.l2Factor. */
  l2FactorFor?: (trainRows: Int32Array) => Float64Array,
): CrossValidation {
  // Rows in no fold (fold -1, after all others: adaptation texts) train every fold and are never evaluated.
  const evaluated = Array.from(folds).filter((fold) => fold >= 0).length
  if (folds.subarray(evaluated).some((fold) => fold >= 0)) throw new Error('rows in no fold must come last')
  const logits = new Float64Array(matrix.rows * CLASSES)
  const foldMacroF1: number[] = []
  for (let f = 0; f < k; f += 1) {
    const trainRows: number[] = []
    const testRows: number[] = []
    for (let r = 0; r < matrix.rows; r += 1) (folds[r] === f ? testRows : trainRows).push(r)
    const fitRows = Int32Array.from(trainRows)
    const foldOptions = l2FactorFor ? { ...options, l2Factor: l2FactorFor(fitRows) } : options
    const weights = trainLogistic(matrix, labels, fitRows, dim, foldOptions)
    const test = Int32Array.from(testRows)
    predictLogits(weights, matrix, test, logits)
    const predicted = new Uint8Array(matrix.rows)
    decide(logits, matrix.rows, { negative: 0, positive: 0 }, predicted)
    foldMacroF1.push(
      macroF1(
        testRows.map((r) => labels[r] ?? 0),
        testRows.map((r) => predicted[r] ?? 0),
      ),
    )
  }
  const predicted = new Uint8Array(evaluated)
  decide(logits, evaluated, { negative: 0, positive: 0 }, predicted)
  return {
    logits: logits.slice(0, evaluated * CLASSES),
    evaluation: evaluate(
      Array.from({ length: evaluated }, (_, r) => labels[r] ?? 0),
      predicted,
    ),
    foldMacroF1,
  }
}
