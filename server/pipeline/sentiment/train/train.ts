import { createHash } from 'node:crypto'
import { DEFAULT_FEATURES, type FeatureConfig, GROUP_BIAS, GROUP_PRIOR } from '../features'
import { LEXICON_DIGEST } from '../lexicon'
import { encodeWeights, type WeightEntry } from '../model/codec'
import type { SentimentWeights } from '../model/schema'
import { NEGATIVE, NEUTRAL, POSITIVE } from '../types'
import { crossValidate, decide, stratifiedFolds, tuneOffsets } from './cross-validate'
import type { LabelledText } from './dataset'
import { extractionDigest } from './extraction-digest'
import { CLASSES, type LogisticOptions, trainLogistic } from './logistic'
import { buildMatrix } from './matrix'
import { evaluate } from './metrics'
import { nbL2Factor } from './nb-weighting'

export interface TrainSettings {
  readonly features: FeatureConfig
  /** L2 strengths tried by cross-validation; the best by tuned macro-F1 is used. */
  readonly l2Grid: readonly number[]
  /** Multiplier of L2 on lexicon prior features (below 1: the model leans on the lexicon more). */
  readonly priorL2Factor: number
  readonly classWeightPower: number
  /** A hashed feature must occur in at least this many training texts. */
  readonly minRows: number
  readonly folds: number
  readonly seed: number
  readonly maxIterations: number
  /** Weights smaller than this (relative to neutral) are dropped from the committed file. */
  readonly prune: number
  /**
   * NB weighting (Wang & Manning's NBSVM, as an L2 factor): a feature whose class log-count ratio
   * is r gets l2 × ((1 + beta) / (beta + r))², so informative n-grams are shrunk less. null: off.
   */
  readonly nb: { readonly alpha: number; readonly beta: number } | null
}

export const DEFAULT_SETTINGS: TrainSettings = {
  features: DEFAULT_FEATURES,
  l2Grid: [3e-5, 1e-4, 3e-4],
  priorL2Factor: 1,
  classWeightPower: 0.5,
  minRows: 2,
  folds: 5,
  seed: 20_240_601,
  maxIterations: 300,
  prune: 0.002,
  nb: { alpha: 0.05, beta: 0.25 },
}

export type Log = (line: string) => void

/** Trains the model on labelled texts: grid search by stratified k-fold CV, offsets tuned on out-of-fold scores. */
export function trainSentimentModel(
  examples: readonly LabelledText[],
  settings: TrainSettings,
  datasetName: string,
  log: Log,
  /** Always trained on, never evaluated (train/adaptation.ts). */
  adaptation: readonly LabelledText[] = [],
): SentimentWeights {
  const started = performance.now()
  const rows = [...examples, ...adaptation]
  const { matrix, space } = buildMatrix(
    rows.map((e) => e.text),
    settings.features,
    settings.minRows,
  )
  const labels = Uint8Array.from(rows, (e) => e.label)
  const dim = space.hashes.length
  log(
    `features: ${dim} hashed features over ${examples.length} texts and ${adaptation.length} adaptation texts`,
  )
  const l2Factor = Float64Array.from(space.groups, (g) =>
    g === GROUP_BIAS ? 0 : g === GROUP_PRIOR ? settings.priorL2Factor : 1,
  )
  const optionsFor = (l2: number): LogisticOptions => ({
    l2,
    l2Factor,
    classWeightPower: settings.classWeightPower,
    maxIterations: settings.maxIterations,
    tolerance: 1e-7,
  })
  const folds = new Int32Array(rows.length).fill(-1)
  folds.set(stratifiedFolds(labels.subarray(0, examples.length), settings.folds, settings.seed))
  const grid: { l2: number; macroF1: number; accuracy: number }[] = []
  let best: {
    l2: number
    cv: ReturnType<typeof crossValidate>
    tuned: ReturnType<typeof tuneOffsets>
  } | null = null
  const nb = settings.nb
  const nbFactor = nb
    ? (fitRows: Int32Array) => nbL2Factor(matrix, labels, fitRows, space.groups, l2Factor, nb.alpha, nb.beta)
    : undefined
  for (const l2 of settings.l2Grid) {
    const cv = crossValidate(matrix, labels, dim, optionsFor(l2), folds, settings.folds, nbFactor)
    const tuned = tuneOffsets(cv.logits, labels.subarray(0, examples.length))
    grid.push({ l2, macroF1: round4(tuned.macroF1), accuracy: cv.evaluation.accuracy })
    log(
      `cv l2=${l2}: accuracy ${cv.evaluation.accuracy}, macro-F1 ${cv.evaluation.macroF1} ` +
        `(tuned offsets ${tuned.negative.toFixed(2)}/${tuned.positive.toFixed(2)}: ${tuned.macroF1.toFixed(4)})`,
    )
    if (!best || tuned.macroF1 > best.tuned.macroF1) best = { l2, cv, tuned }
  }
  if (!best) throw new Error('l2Grid is empty')
  const offsets = { negative: best.tuned.negative, positive: best.tuned.positive }
  const tunedPredictions = new Uint8Array(examples.length)
  decide(best.cv.logits, examples.length, offsets, tunedPredictions)
  const tunedEvaluation = evaluate(labels.subarray(0, examples.length), tunedPredictions)

  const allRows = Int32Array.from({ length: rows.length }, (_, i) => i)
  const finalOptions = nbFactor
    ? { ...optionsFor(best.l2), l2Factor: nbFactor(allRows) }
    : optionsFor(best.l2)
  const weights = trainLogistic(matrix, labels, allRows, dim, finalOptions)

  const entries: WeightEntry[] = []
  let bias = { negative: 0, positive: 0 }
  for (let j = 0; j < dim; j += 1) {
    const neutral = weights[j * CLASSES + NEUTRAL] ?? 0
    const negative = (weights[j * CLASSES + NEGATIVE] ?? 0) - neutral
    const positive = (weights[j * CLASSES + POSITIVE] ?? 0) - neutral
    if (space.groups[j] === GROUP_BIAS) {
      bias = { negative: negative + offsets.negative, positive: positive + offsets.positive }
      continue
    }
    if (Math.max(Math.abs(negative), Math.abs(positive)) < settings.prune) continue
    entries.push({ hash: space.hashes[j] ?? 0, negative, positive })
  }
  const encoded = encodeWeights(entries)
  const extraction = extractionDigest(settings.features, settings.seed)
  const digest = createHash('sha256')
    .update(encoded.data)
    .update(JSON.stringify(bias))
    .update(LEXICON_DIGEST)
    .update(extraction)
    .digest('hex')
    .slice(0, 10)
  log(`weights: ${encoded.count} features kept, ${encoded.data.length} base64 characters`)
  log(`trained in ${Math.round((performance.now() - started) / 1000)} s`)
  return {
    version: `fin-sentiment-linear-1+${digest}`,
    languages: ['en'],
    features: settings.features,
    bias: { negative: round6(bias.negative), positive: round6(bias.positive) },
    weights: encoded,
    training: {
      dataset: datasetName,
      examples: examples.length,
      adaptationExamples: adaptation.length,
      lexicon: LEXICON_DIGEST,
      extraction,
      hyperparameters: {
        l2: best.l2,
        priorL2Factor: settings.priorL2Factor,
        classWeightPower: settings.classWeightPower,
        minRows: settings.minRows,
        maxIterations: settings.maxIterations,
        prune: settings.prune,
        nb: settings.nb,
        seed: settings.seed,
      },
      offsets,
      crossValidation: {
        folds: settings.folds,
        raw: { accuracy: best.cv.evaluation.accuracy, macroF1: best.cv.evaluation.macroF1 },
        tuned: { accuracy: tunedEvaluation.accuracy, macroF1: tunedEvaluation.macroF1 },
        foldMacroF1: best.cv.foldMacroF1.map(round4),
      },
      grid,
    },
  }
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000
const round6 = (x: number) => Math.round(x * 1_000_000) / 1_000_000
