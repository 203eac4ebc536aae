import { explain } from './explain'
import {
  type CharNgramSums,
  charNgramHashes,
  extractFeatures,
  type FeatureConfig,
  GROUP_CHAR_WORD,
} from './features'
import { decodeWeights, findSlot, type WeightTable } from './model/codec'
import type { SentimentWeights } from './model/schema'
import type { SentimentLabel, SentimentModel, SentimentResult } from './types'

const round3 = (x: number) => Math.round(x * 1000) / 1000
/** Words whose char n-gram sums are kept; the cache is emptied when full (a message stream's vocabulary churns). */
const MAX_CACHED_WORDS = 50_000

/** Class probabilities from scores relative to neutral. */
export function probabilities(
  negative: number,
  positive: number,
): { negative: number; neutral: number; positive: number } {
  const max = Math.max(negative, 0, positive)
  const en = Math.exp(negative - max)
  const eu = Math.exp(-max)
  const ep = Math.exp(positive - max)
  const sum = en + eu + ep
  return { negative: en / sum, neutral: eu / sum, positive: ep / sum }
}

/** A linear model over hashed features: scores, labels and explains texts. */
export class LinearSentimentModel implements SentimentModel {
  readonly version: string
  readonly languages: readonly string[]
  private readonly table: WeightTable
  private readonly config: FeatureConfig
  private readonly bias: { readonly negative: number; readonly positive: number }
  private contribution = new Float64Array(1024)
  private readonly wordSums = new Map<string, CharNgramSums>()

  constructor(weights: SentimentWeights) {
    this.version = weights.version
    this.languages = Object.freeze([...weights.languages])
    this.table = decodeWeights(weights.weights)
    this.config = weights.features
    this.bias = weights.bias
  }

  /** A word's char n-grams, their quantised weights summed (computed once per word, then cached). */
  private readonly charSums = (word: string): CharNgramSums => {
    const known = this.wordSums.get(word)
    if (known !== undefined) return known
    const [min, max] = this.config.charNgrams ?? [0, 0]
    const { hashes, count } = charNgramHashes(word, min, max)
    const { slots } = this.table
    let negative = 0
    let positive = 0
    for (let k = 0; k < count; k += 1) {
      const slot = findSlot(this.table, hashes[k] ?? 0)
      if (slot < 0) continue
      const packed = slots[slot * 2 + 1] ?? 0
      negative += packed >> 16
      positive += (packed << 16) >> 16
    }
    const sums = { count, negative, positive }
    if (this.wordSums.size >= MAX_CACHED_WORDS) this.wordSums.clear()
    this.wordSums.set(word, sums)
    return sums
  }

  score(text: string): SentimentResult {
    const features = extractFeatures(
      typeof text === 'string' ? text : String(text),
      this.config,
      this.charSums,
    )
    if (this.contribution.length < features.length) this.contribution = new Float64Array(features.length * 2)
    const contribution = this.contribution
    const { slots, shift, scale } = this.table
    const mask = (slots.length >> 1) - 1
    let negative = 0
    let positive = 0
    for (let i = 0; i < features.length; i += 1) {
      if (features.group[i] === GROUP_CHAR_WORD) {
        const x = features.value[i] ?? 0
        const wn = x * (features.sumNegative[i] ?? 0)
        const wp = x * (features.sumPositive[i] ?? 0)
        negative += wn
        positive += wp
        contribution[i] = (wp - wn) * scale
        continue
      }
      const hash = features.hash[i] ?? 0
      // findSlot, inlined for speed.
      const key = hash === 0 ? 1 : hash
      let slot = Math.imul(key, 0x9e3779b1) >>> shift
      let k = slots[slot * 2]
      while (k !== key && k !== 0) {
        slot = (slot + 1) & mask
        k = slots[slot * 2]
      }
      if (k === 0) {
        contribution[i] = 0
        continue
      }
      const packed = slots[slot * 2 + 1] ?? 0
      const x = features.value[i] ?? 0
      const wn = x * (packed >> 16)
      const wp = x * ((packed << 16) >> 16)
      negative += wn
      positive += wp
      contribution[i] = (wp - wn) * scale
    }
    negative = negative * scale + this.bias.negative
    positive = positive * scale + this.bias.positive
    const p = probabilities(negative, positive)
    const label: SentimentLabel =
      p.positive > p.neutral && p.positive >= p.negative
        ? 'positive'
        : p.negative > p.neutral && p.negative > p.positive
          ? 'negative'
          : 'neutral'
    let score = round3(p.positive - p.negative)
    // Keep the sign of a polar label even when rounding would give 0.
    if (label === 'positive' && score <= 0) score = 0.001
    if (label === 'negative' && score >= 0) score = -0.001
    return { label, score, explanation: explain(features, contribution, label), model: this.version }
  }

  /** The weight slot of a feature hash (tests and diagnostics). */
  hasWeight(hash: number): boolean {
    return findSlot(this.table, hash) >= 0
  }
}
