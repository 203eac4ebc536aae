import * as v from 'valibot'
import { SentimentWeightsSchema } from './model/schema'
import { SENTIMENT_WEIGHTS } from './model/weights.generated'
import { LinearSentimentModel } from './scorer'
import type { SentimentModel } from './types'

export type { SentimentLabel, SentimentModel, SentimentPhrase, SentimentResult } from './types'

let loaded: SentimentModel | null = null

/** The committed financial sentiment model (trained by `npm run train:sentiment`), loaded once. */
export function loadSentimentModel(): SentimentModel {
  if (!loaded) loaded = new LinearSentimentModel(v.parse(SentimentWeightsSchema, SENTIMENT_WEIGHTS))
  return loaded
}
