/**
 * The AI rating's 8 categories (application §3 "AI rating"): each reads one number computed
 * from our data and maps it to Buy, Hold or Sell; the overall rating is their average.
 * Thresholds are the common textbook ones, stated next to each rule.
 */

export type Rating = 'Buy' | 'Hold' | 'Sell'
export type Factor = 'positive' | 'negative' | 'neutral'

export function factorOf(rating: Rating | null): Factor {
  return rating === 'Buy' ? 'positive' : rating === 'Sell' ? 'negative' : 'neutral'
}

/** Price/earnings: below 15 cheap (Buy), above 30 or negative earnings expensive (Sell). */
export function peRating(pe: number | null): Rating | null {
  if (pe === null || !Number.isFinite(pe)) return null
  if (pe <= 0 || pe > 30) return 'Sell'
  return pe < 15 ? 'Buy' : 'Hold'
}

/** Simple moving average of the last `span` closes (oldest first); null with fewer closes. */
export function sma(closes: readonly number[], span: number): number | null {
  if (closes.length < span || span <= 0) return null
  let sum = 0
  for (const close of closes.slice(-span)) sum += close
  return sum / span
}

/** Close more than 2 % above its 200-day average: Buy; more than 2 % below: Sell. */
export function smaRating(close: number | null, average: number | null): Rating | null {
  if (close === null || average === null || average <= 0) return null
  const ratio = close / average
  return ratio > 1.02 ? 'Buy' : ratio < 0.98 ? 'Sell' : 'Hold'
}

/**
 * Relative strength index over the last `span` changes (simple averages of gains and losses);
 * null with too few closes.
 */
export function rsi(closes: readonly number[], span: number): number | null {
  if (closes.length < span + 1) return null
  const recent = closes.slice(-(span + 1))
  let gains = 0
  let losses = 0
  for (let i = 1; i < recent.length; i += 1) {
    const change = (recent[i] ?? 0) - (recent[i - 1] ?? 0)
    if (change > 0) gains += change
    else losses -= change
  }
  return rsiFromMoves(gains, losses)
}

/** RSI from the summed gains and losses of its span: no move 50, only gains 100. */
export function rsiFromMoves(gains: number, losses: number): number {
  if (gains === 0 && losses === 0) return 50
  if (losses === 0) return 100
  return 100 - 100 / (1 + gains / losses)
}

/** RSI below 30 oversold (Buy), above 70 overbought (Sell). */
export function rsiRating(value: number | null): Rating | null {
  if (value === null) return null
  return value < 30 ? 'Buy' : value > 70 ? 'Sell' : 'Hold'
}

/** Analyst upgrades against downgrades in the last 90 days. */
export function analystRating(upgrades: number, downgrades: number): Rating | null {
  if (upgrades + downgrades === 0) return null
  return upgrades > downgrades ? 'Buy' : downgrades > upgrades ? 'Sell' : 'Hold'
}

/**
 * Dividends paid in the last 12 months against the 12 before: growth above 2 % is a Buy, a cut
 * of more than 2 % (or no payment after a year of them) a Sell; a title that pays none has no rating.
 */
export function dividendRating(trailing: number | null, previous: number | null): Rating | null {
  const growth = dividendGrowth(trailing, previous)
  if (growth === null) return trailing === null ? null : 'Hold'
  return growth > 0.02 ? 'Buy' : growth < -0.02 ? 'Sell' : 'Hold'
}

/** The change of the dividends paid in a year against the year before (−1 when they stopped). */
export function dividendGrowth(trailing: number | null, previous: number | null): number | null {
  return previous === null || previous <= 0 ? null : (trailing ?? 0) / previous - 1
}

/** 30-day return against the sector peers' average, in percentage points: ±2 decides. */
export function sectorRating(difference: number | null): Rating | null {
  if (difference === null || !Number.isFinite(difference)) return null
  return difference > 2 ? 'Buy' : difference < -2 ? 'Sell' : 'Hold'
}

/** High buzz (1.5 × average or more) with clear sentiment leans that way; otherwise Hold. */
export function socialBuzzRating(buzz: number | null, sentiment: number | null): Rating | null {
  if (buzz === null) return null
  if (buzz >= 1.5 && sentiment !== null && sentiment > 0.1) return 'Buy'
  if (buzz >= 1.5 && sentiment !== null && sentiment < -0.1) return 'Sell'
  return 'Hold'
}

/** Mean message sentiment of the last 7 days: above 0.15 Buy, below -0.15 Sell. */
export function aiSentimentRating(mean: number | null): Rating | null {
  if (mean === null) return null
  return mean > 0.15 ? 'Buy' : mean < -0.15 ? 'Sell' : 'Hold'
}

const SCORE: Record<Rating, number> = { Buy: 1, Hold: 0, Sell: -1 }

/** The average of the rated categories (Buy 1, Hold 0, Sell -1); null when none is rated. */
export function overallRating(ratings: readonly (Rating | null)[]): {
  rating: Rating | null
  score: number | null
} {
  const rated = ratings.filter((rating): rating is Rating => rating !== null)
  if (rated.length === 0) return { rating: null, score: null }
  const score = rated.reduce((sum, rating) => sum + SCORE[rating], 0) / rated.length
  const rounded = Math.round(score * 100) / 100
  return { rating: score > 1 / 3 ? 'Buy' : score < -1 / 3 ? 'Sell' : 'Hold', score: rounded }
}
