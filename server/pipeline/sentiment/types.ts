export type SentimentLabel = 'positive' | 'neutral' | 'negative'

/** A phrase of the scored text and its signed push on the score (+ pushes positive). */
export interface SentimentPhrase {
  phrase: string
  weight: number
}

export interface SentimentResult {
  label: SentimentLabel
  /** P(positive) − P(negative), in [-1, 1], 3 decimals. */
  score: number
  /** The phrases that drove the result, by |weight|, at most 5. */
  explanation: SentimentPhrase[]
  /** The version of the model that scored it (stored with the message). */
  model: string
}

export interface SentimentModel {
  readonly version: string
  readonly languages: readonly string[]
  /** Scores `text` as written in `lang` (one of `languages`; the model's first when absent). */
  score(text: string, lang?: string): SentimentResult
}

/** Class order used by the weights and the trainer. */
export const LABELS: readonly SentimentLabel[] = ['negative', 'neutral', 'positive']
export const NEGATIVE = 0
export const NEUTRAL = 1
export const POSITIVE = 2
