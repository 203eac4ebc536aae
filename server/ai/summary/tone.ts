import { DEFAULT_EXTRACTIVE_OPTIONS, extractiveSummary, type SummaryDocument } from './extractive'

/** A news item's sentiment within this of zero reads neutral (the sentiment icons' and notes' band). */
const NEUTRAL_BAND = 0.1
/** A side with at least this share of the scored items is what the news mostly is. */
const MOSTLY = 0.6
/** Fewer scored items than this say nothing about the news as a whole. */
const MIN_ITEMS = 3

export type NewsLean = 'positive' | 'negative' | 'neutral' | 'mixed'

export interface NewsTone {
  lean: NewsLean
  /** The summary's opening sentence. */
  sentence: string
}

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`
const sideOf = (x: number) => (x > NEUTRAL_BAND ? 'positive' : x < -NEUTRAL_BAND ? 'negative' : 'neutral')

/**
 * How the summary's news leans, from the stored sentiments of the news it is made from: an extract
 * of headlines that contradict each other ("investors pile in", "investors sell") reads as noise
 * until the reader knows which way most of the news went. null with fewer than three scored items.
 */
export function newsTone(sentiments: readonly (number | null)[]): NewsTone | null {
  const scored = sentiments.filter((x): x is number => x !== null && Number.isFinite(x))
  if (scored.length < MIN_ITEMS) return null
  const positive = scored.filter((x) => sideOf(x) === 'positive').length
  const negative = scored.filter((x) => sideOf(x) === 'negative').length
  const neutral = scored.length - positive - negative
  const total = scored.length
  if (positive / total >= MOSTLY)
    return {
      lean: 'positive',
      sentence: `Mostly positive news: ${positive} of ${items(total)} read positive, ${negative} negative.`,
    }
  if (negative / total >= MOSTLY)
    return {
      lean: 'negative',
      sentence: `Mostly negative news: ${negative} of ${items(total)} read negative, ${positive} positive.`,
    }
  if (neutral / total >= MOSTLY)
    return {
      lean: 'neutral',
      sentence: `Mostly neutral news: ${neutral} of ${items(total)} take no side, ${positive} read positive, ${negative} negative.`,
    }
  return {
    lean: 'mixed',
    sentence: `Mixed news: ${positive} positive, ${negative} negative and ${neutral} neutral of ${items(total)}.`,
  }
}

/**
 * The extract as the tone reads: when the news mostly leans one way, the extract's first sentences
 * come from that side's items and one from the rest, so the sentences under "Mostly negative news"
 * are not two positive headlines and a negative one. Otherwise the plain extract.
 */
export function extractFollowingTone(
  documents: readonly (SummaryDocument & { sentiment: number | null })[],
  lean: NewsLean | null,
): string | null {
  if (lean !== 'positive' && lean !== 'negative') return extractiveSummary(documents)
  const side = documents.filter((d) => d.sentiment !== null && sideOf(d.sentiment) === lean)
  const rest = documents.filter((d) => !side.includes(d))
  const { maxSentences } = DEFAULT_EXTRACTIVE_OPTIONS
  const first = extractiveSummary(side, { ...DEFAULT_EXTRACTIVE_OPTIONS, maxSentences: maxSentences - 1 })
  const second = extractiveSummary(rest, { ...DEFAULT_EXTRACTIVE_OPTIONS, maxSentences: 1 })
  const parts = [first, second].filter((part): part is string => part !== null)
  return parts.length === 0 ? null : parts.join(' ')
}
