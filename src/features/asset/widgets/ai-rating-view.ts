import {
  formatBuzz,
  formatPrice,
  formatSigned,
  type PriceQuote,
  type RatingsAnswer,
  type RatingsHistoryDay,
  withTrueMinus,
} from '../../../core'

type Category = RatingsAnswer['categories'][number]['category']

/** The 8 categories in application §3's words and order. */
export const RATING_CATEGORY_LABEL: Readonly<Record<Category, string>> = {
  pe_ratio: 'Price/earnings ratio',
  sma_price: '200-day moving average',
  analysts: 'Analyst updates',
  dividend: 'Dividend',
  sector_price: 'Sector comparison',
  rsi_price: '25-day relative strength index',
  sentiment_buzz: 'Social buzz',
  ai_sentiment: 'AI sentiment signals',
}

export interface FactorCounts {
  positive: number
  neutral: number
  negative: number
  /** Categories without data (n/a). */
  missing: number
}

/** How many categories speak for, against and neither way; n/a ones are counted apart. */
export function factorCounts(categories: RatingsAnswer['categories']): FactorCounts {
  const counts: FactorCounts = { positive: 0, neutral: 0, negative: 0, missing: 0 }
  for (const category of categories) {
    if (category.rating === null) counts.missing += 1
    else counts[category.factor] += 1
  }
  return counts
}

/** Where an overall score in [-1, 1] sits on a 0–1 scale (Sell at the left, Buy at the right). */
export function scorePosition(score: number): number {
  return Math.min(1, Math.max(0, (score + 1) / 2))
}

/** A category's figure as the widget shows it (the unit depends on the category). */
export function categoryValue(category: RatingsAnswer['categories'][number], quote: PriceQuote): string {
  const { value } = category
  if (value === null) return 'n/a'
  switch (category.category) {
    case 'sma_price':
      return formatPrice(value, quote)
    case 'sector_price':
      return `${formatSigned(value, 2)} pts`
    case 'sentiment_buzz':
      return formatBuzz(value)
    case 'analysts':
      return formatSigned(value)
    case 'dividend':
      // The change of the dividends paid, not the yield (the dividends widget beside it shows that).
      return `${formatSigned(value, 1)}% y/y`
    default:
      return withTrueMinus(value.toFixed(2))
  }
}

export interface RatingTrend {
  /** Overall score per day with a rating (days without one are left out), oldest first. */
  points: { date: string; score: number }[]
  /** The first and the last rated day's overall rating, when they differ. */
  change: { from: string; to: string } | null
}

export function ratingTrend(history: readonly RatingsHistoryDay[]): RatingTrend {
  const rated = history.filter(
    (day): day is RatingsHistoryDay & { overall_score: number; overall: string } =>
      day.overall_score !== null && day.overall !== null,
  )
  const points = rated.map((day) => ({ date: day.date, score: day.overall_score }))
  const first = rated[0]
  const last = rated.at(-1)
  const change =
    first && last && first.overall !== last.overall ? { from: first.overall, to: last.overall } : null
  return { points, change }
}
