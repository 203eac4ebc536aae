/** Sentiment display rules (data-interface §9). x is a raw sentiment in [-1, 1]. */

/** (1 - 1/(1+|x|)) * 100, signed by x, rounded to one decimal. */
export function sentimentScore(x: number): number {
  const magnitude = (1 - 1 / (1 + Math.abs(x))) * 100
  const rounded = Math.round(magnitude * 10) / 10
  return x < 0 ? -rounded : rounded
}

/** Width of a sentiment bar in percent: score/2 + 50, clamped to 1..95. */
export function sentimentBarWidth(score: number): number {
  return Math.min(95, Math.max(1, score / 2 + 50))
}

export type SentimentIcon = 'grin-stars' | 'grin' | 'meh' | 'frown-open' | 'frown'

export function sentimentIcon(x: number): SentimentIcon {
  if (x > 0.9) return 'grin-stars'
  if (x > 0.1) return 'grin'
  if (x > -0.1) return 'meh'
  if (x > -0.9) return 'frown-open'
  return 'frown'
}

const NEGATIVE: readonly [number, number, number] = [214, 40, 57]
const NEUTRAL: readonly [number, number, number] = [158, 158, 158]
const POSITIVE: readonly [number, number, number] = [46, 164, 79]

/** Colour interpolated from negative (-1) through neutral (0) to positive (1), as #rrggbb. */
export function sentimentColor(x: number): string {
  const t = Math.min(1, Math.max(-1, x))
  const to = t < 0 ? NEGATIVE : POSITIVE
  const f = Math.abs(t)
  const channel = (i: 0 | 1 | 2) => Math.round(NEUTRAL[i] + (to[i] - NEUTRAL[i]) * f)
  return `#${[channel(0), channel(1), channel(2)].map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/** Sentiment notes (application §4, data-interface §9): eleven levels, entirely negative to entirely positive. */
export const SENTIMENT_NOTE_LEVELS = [
  'entirely negative',
  'very negative',
  'negative',
  'rather negative',
  'slightly negative',
  'neutral',
  'slightly positive',
  'rather positive',
  'positive',
  'very positive',
  'entirely positive',
] as const
export type SentimentNoteLevel = (typeof SENTIMENT_NOTE_LEVELS)[number]

const NOTE_BOUNDS = [0.1, 0.3, 0.5, 0.7, 0.9] as const
const NEUTRAL_NOTE_INDEX = 5

/**
 * Symmetric bands: each of the bounds 0.1, 0.3, 0.5, 0.7 and 0.9 that |x| exceeds moves the note
 * one level away from neutral, so |x| ≤ 0.1 is neutral and |x| > 0.9 entirely positive or negative
 * (the icons' thresholds). null when the sentiment is unknown.
 */
export function sentimentNote(x: number | null): SentimentNoteLevel | null {
  if (x === null || !Number.isFinite(x)) return null
  const away = NOTE_BOUNDS.filter((bound) => Math.abs(x) > bound).length
  return SENTIMENT_NOTE_LEVELS[NEUTRAL_NOTE_INDEX + (x < 0 ? -away : away)] ?? 'neutral'
}

const SENTIMENT_NOTE_TEXTS: Readonly<Record<SentimentNoteLevel, string>> = {
  'entirely negative': 'Entirely negative',
  'very negative': 'Very negative',
  negative: 'Negative',
  'rather negative': 'Rather negative',
  'slightly negative': 'Slightly negative',
  neutral: 'Neutral',
  'slightly positive': 'Slightly positive',
  'rather positive': 'Rather positive',
  positive: 'Positive',
  'very positive': 'Very positive',
  'entirely positive': 'Entirely positive',
}

export function sentimentNoteText(level: SentimentNoteLevel): string {
  return SENTIMENT_NOTE_TEXTS[level]
}

/** Tree-map labels are white when the sentiment score is below 0.4 (data-interface §9). */
export function treeLabelIsWhite(score: number): boolean {
  return score < 0.4
}
