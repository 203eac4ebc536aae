/**
 * When a term trends: its message count in the window against its own baseline rate (expected =
 * baseline count × window length ÷ baseline length × the talk's pace, `talkPace`). It needs twice
 * its usual share of the talk and a z-score of 3.
 */
const MIN_RISE = 2
const MIN_SCORE = 3
/** A word is left out when one listed phrase holds at least this share of its messages. */
const HELD_SHARE = 0.8

/** The pace of all talk is taken within these bounds (a store a few messages old is no measure). */
const PACE_BOUNDS = [0.25, 4] as const

/**
 * How busy the window is against the baseline: its messages over what the baseline's rate
 * predicts for its length; 1 when either is empty. A term's expected count is scaled by it, so a
 * trend is a rising share of the talk: on a Saturday with 40 % less talk a story that doubled
 * still trends (against its weekday count nothing did), and on a busy day ordinary words that
 * only keep their share do not.
 */
export function talkPace(
  windowTotal: number,
  baselineTotal: number,
  windowMs: number,
  baselineMs: number,
): number {
  if (!(windowTotal > 0 && baselineTotal > 0 && windowMs > 0 && baselineMs > 0)) return 1
  const pace = windowTotal / ((baselineTotal * windowMs) / baselineMs)
  return Math.min(PACE_BOUNDS[1], Math.max(PACE_BOUNDS[0], pace))
}

export interface TermRise {
  term: string
  count: number
  expected: number
  rise: number
  score: number
}

const round2 = (value: number) => Math.round(value * 100) / 100

export function termRise(term: string, count: number, expected: number): TermRise {
  return {
    term,
    count,
    expected: round2(expected),
    rise: round2(count / Math.max(expected, 1)),
    score: round2(scoreOf(count, expected)),
  }
}

const scoreOf = (count: number, expected: number) => (count - expected) / Math.sqrt(expected + 1)

const trends = (count: number, expected: number) =>
  count / Math.max(expected, 1) >= MIN_RISE && scoreOf(count, expected) >= MIN_SCORE

/** On the figures as listed (rounded to two places). */
export const isTrending = (topic: TermRise) => topic.rise >= MIN_RISE && topic.score >= MIN_SCORE

/**
 * Whether a word still trends beyond the trending phrase that holds most of it: its messages
 * outside that phrase against its usual count outside it. "date" rose 2.1× only because
 * "payment date confirmed" did (20 against 9.6, the phrase 10 against 2.9: the rest, 10 against
 * 6.7, is ordinary talk); "Caterpillar" rises with or without "Caterpillar raises guidance".
 */
export function trendsBeyondPhrases(word: TermRise, phrases: readonly TermRise[]): boolean {
  const holders = phrases.filter((phrase) => phrase.term.split(' ').includes(word.term))
  if (holders.length === 0) return true
  const largest = holders.reduce((a, b) => (b.count > a.count ? b : a))
  if (largest.count >= word.count * HELD_SHARE) return false
  return trends(word.count - largest.count, Math.max(0, word.expected - largest.expected))
}
