import { LABELS, NEGATIVE, NEUTRAL, POSITIVE } from '../types'

export interface ClassScores {
  precision: number
  recall: number
  f1: number
  support: number
}

export interface Evaluation {
  accuracy: number
  macroF1: number
  perClass: Record<string, ClassScores>
  /** confusion[actual][predicted], classes in LABELS order (negative, neutral, positive). */
  confusion: number[][]
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000

export function evaluate(actual: ArrayLike<number>, predicted: ArrayLike<number>): Evaluation {
  const k = LABELS.length
  const confusion = Array.from({ length: k }, () => new Array<number>(k).fill(0))
  let correct = 0
  for (let i = 0; i < actual.length; i += 1) {
    const a = actual[i] ?? 0
    const p = predicted[i] ?? 0
    const row = confusion[a]
    if (row) row[p] = (row[p] ?? 0) + 1
    if (a === p) correct += 1
  }
  const perClass: Record<string, ClassScores> = {}
  let f1Sum = 0
  for (let c = 0; c < k; c += 1) {
    const tp = confusion[c]?.[c] ?? 0
    let predictedC = 0
    let actualC = 0
    for (let o = 0; o < k; o += 1) {
      predictedC += confusion[o]?.[c] ?? 0
      actualC += confusion[c]?.[o] ?? 0
    }
    const precision = predictedC === 0 ? 0 : tp / predictedC
    const recall = actualC === 0 ? 0 : tp / actualC
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)
    f1Sum += f1
    perClass[LABELS[c] ?? String(c)] = {
      precision: round4(precision),
      recall: round4(recall),
      f1: round4(f1),
      support: actualC,
    }
  }
  return {
    accuracy: round4(actual.length === 0 ? 0 : correct / actual.length),
    macroF1: round4(f1Sum / k),
    perClass,
    confusion,
  }
}

/** Macro-F1 only, without rounding or allocation-heavy bookkeeping (for threshold searches). */
export function macroF1(actual: ArrayLike<number>, predicted: ArrayLike<number>): number {
  const tp = [0, 0, 0]
  const pred = [0, 0, 0]
  const act = [0, 0, 0]
  for (let i = 0; i < actual.length; i += 1) {
    const a = actual[i] ?? 0
    const p = predicted[i] ?? 0
    act[a] = (act[a] ?? 0) + 1
    pred[p] = (pred[p] ?? 0) + 1
    if (a === p) tp[a] = (tp[a] ?? 0) + 1
  }
  let sum = 0
  for (let c = 0; c < 3; c += 1) {
    const t = tp[c] ?? 0
    const denominator = (pred[c] ?? 0) + (act[c] ?? 0)
    sum += denominator === 0 ? 0 : (2 * t) / denominator
  }
  return sum / 3
}

/** How a continuous score in −1…1 reads the labels (issue 17's sign and correlation targets). */
export interface ScoreAgreement {
  /** Polar texts (labelled positive or negative) whose score has the label's sign. */
  polarBySign: number
  polarTexts: number
  /** Pearson's r between the score and the label as −1 (negative), 0 (neutral), +1 (positive). */
  pearson: number
}

const direction = (label: number) => (label === NEGATIVE ? -1 : label === POSITIVE ? 1 : 0)

export function scoreAgreement(actual: ArrayLike<number>, scores: ArrayLike<number>): ScoreAgreement {
  let polar = 0
  let bySign = 0
  let n = 0
  let sumX = 0
  let sumY = 0
  let sumXX = 0
  let sumYY = 0
  let sumXY = 0
  for (let i = 0; i < actual.length; i += 1) {
    const y = direction(actual[i] ?? NEUTRAL)
    const x = scores[i] ?? 0
    if (y !== 0) {
      polar += 1
      if (Math.sign(x) === y) bySign += 1
    }
    n += 1
    sumX += x
    sumY += y
    sumXX += x * x
    sumYY += y * y
    sumXY += x * y
  }
  const covariance = sumXY - (sumX * sumY) / (n || 1)
  const spread = Math.sqrt((sumXX - (sumX * sumX) / (n || 1)) * (sumYY - (sumY * sumY) / (n || 1)))
  return {
    polarBySign: round4(polar === 0 ? 0 : bySign / polar),
    polarTexts: polar,
    pearson: round4(spread === 0 ? 0 : covariance / spread),
  }
}
