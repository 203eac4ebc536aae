import * as v from 'valibot'
import { GermanLexiconModel } from './german/model'
import { SentimentWeightsSchema } from './model/schema'
import { SENTIMENT_WEIGHTS } from './model/weights.generated'
import { MultilingualSentimentModel } from './multilingual'
import { LinearSentimentModel } from './scorer'
import type { SentimentModel } from './types'

export type { SentimentLabel, SentimentModel, SentimentPhrase, SentimentResult } from './types'

let english: SentimentModel | null = null
let loaded: SentimentModel | null = null

/** The committed English financial model (trained by `npm run train:sentiment`), loaded once. */
export function loadEnglishSentimentModel(): SentimentModel {
  if (!english) english = new LinearSentimentModel(v.parse(SentimentWeightsSchema, SENTIMENT_WEIGHTS))
  return english
}

/**
 * The pipeline's sentiment: English by the trained model, German by the lexicon model; other
 * languages stay unscored. Loaded once.
 */
export function loadSentimentModel(): SentimentModel {
  if (!loaded)
    loaded = new MultilingualSentimentModel(
      new Map<string, SentimentModel>([
        ['en', loadEnglishSentimentModel()],
        ['de', new GermanLexiconModel()],
      ]),
    )
  return loaded
}
