import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CHECK_SET } from './check-set'
import { extractFeatures } from './features'
import { decodeWeights, findSlot, negativeWeight, positiveWeight } from './model/codec'
import { SentimentWeightsSchema } from './model/schema'
import { SENTIMENT_WEIGHTS } from './model/weights.generated'
import { LinearSentimentModel, probabilities } from './scorer'

const weights = v.parse(SentimentWeightsSchema, SENTIMENT_WEIGHTS)

/** The model's class scores the long way: every feature, char n-grams one by one, looked up alone. */
function referenceScores(text: string): { negative: number; positive: number } {
  const table = decodeWeights(weights.weights)
  const features = extractFeatures(text, weights.features)
  let negative = weights.bias.negative
  let positive = weights.bias.positive
  for (let i = 0; i < features.length; i += 1) {
    const slot = findSlot(table, features.hash[i] ?? 0)
    if (slot < 0) continue
    negative += (features.value[i] ?? 0) * negativeWeight(table, slot)
    positive += (features.value[i] ?? 0) * positiveWeight(table, slot)
  }
  return { negative, positive }
}

describe('the scorer', () => {
  // It sums each word's char n-gram weights once and caches them: the result must be the model's all the same.
  it('scores as the model does with every char n-gram looked up alone', () => {
    const model = new LinearSentimentModel(weights)
    const texts = [
      ...CHECK_SET.map((sentence) => sentence.text),
      'Loooove this stock!!! $ACME to the moon 🚀',
      'Revenue rose 12% but margins narrowed; guidance cut.',
      '',
    ]
    // Twice: the second pass reads the cached sums.
    for (const pass of [1, 2]) {
      for (const text of texts) {
        const { negative, positive } = referenceScores(text)
        const p = probabilities(negative, positive)
        const result = model.score(text)
        expect(result.score, `${text} (pass ${pass})`).toBeCloseTo(p.positive - p.negative, 3)
      }
    }
  })
})
