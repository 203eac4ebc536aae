import { GROUP_BIAS, GROUP_PRIOR } from '../features'
import { NEUTRAL } from '../types'
import { CLASSES } from './logistic'
import type { SparseRows } from './matrix'

/**
 * NB weighting (Wang & Manning 2012, NBSVM) for the multinomial logistic model, as L2 factors:
 * scaling a feature by s is the same, under L2, as dividing its penalty by s², so the scorer and
 * the weights file stay as they are. r is the feature's largest one-vs-rest log-count ratio over
 * the classes (alpha smooths the counts); its factor is base × ((1 + beta) / (beta + r))². A word
 * or character n-gram that only ever appears with one label is shrunk less than one spread over
 * all three. Bias and lexicon priors keep their base factor. Counts come from `rows` alone, so
 * cross-validation computes them per fold, never from the rows it evaluates.
 */
export function nbL2Factor(
  matrix: SparseRows,
  labels: ArrayLike<number>,
  rows: Int32Array,
  groups: Uint8Array,
  base: Float64Array,
  alpha: number,
  beta: number,
): Float64Array {
  const dim = groups.length
  const counts = new Float64Array(dim * CLASSES)
  const totals = new Float64Array(CLASSES)
  for (const r of rows) {
    const c = labels[r] ?? NEUTRAL
    for (let k = matrix.indptr[r] ?? 0; k < (matrix.indptr[r + 1] ?? 0); k += 1) {
      const j = matrix.index[k] ?? 0
      const x = Math.abs(matrix.value[k] ?? 0)
      counts[j * CLASSES + c] = (counts[j * CLASSES + c] ?? 0) + x
      totals[c] = (totals[c] ?? 0) + x
    }
  }
  const all = (totals[0] ?? 0) + (totals[1] ?? 0) + (totals[2] ?? 0)
  const factor = Float64Array.from(base)
  for (let j = 0; j < dim; j += 1) {
    if (groups[j] === GROUP_BIAS || groups[j] === GROUP_PRIOR) continue
    let sum = 0
    for (let c = 0; c < CLASSES; c += 1) sum += counts[j * CLASSES + c] ?? 0
    let r = 0
    for (let c = 0; c < CLASSES; c += 1) {
      const inClass = ((counts[j * CLASSES + c] ?? 0) + alpha) / ((totals[c] ?? 0) + alpha * dim)
      const rest = (sum - (counts[j * CLASSES + c] ?? 0) + alpha) / (all - (totals[c] ?? 0) + alpha * dim)
      r = Math.max(r, Math.abs(Math.log(inClass / rest)))
    }
    factor[j] = ((base[j] ?? 1) * (1 + beta) ** 2) / (beta + r) ** 2
  }
  return factor
}
