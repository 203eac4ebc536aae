import type { TechnicalAnswer } from '../../../core'

/** RSI below 30 reads oversold, above 70 overbought (the rating's thresholds). */
export const RSI_OVERSOLD = 30
export const RSI_OVERBOUGHT = 70

export type RsiReading = 'oversold' | 'overbought' | 'neutral'

export function rsiReading(value: number): RsiReading {
  return value < RSI_OVERSOLD ? 'oversold' : value > RSI_OVERBOUGHT ? 'overbought' : 'neutral'
}

/** Where the close sits in its 52-week range, 0 (at the low) to 1 (at the high); null without one. */
export function rangePosition(answer: Pick<TechnicalAnswer, 'close' | 'range_52w'>): number | null {
  const range = answer.range_52w
  if (!range || answer.close === null) return null
  if (range.high <= range.low) return 0.5
  return Math.min(1, Math.max(0, (answer.close - range.low) / (range.high - range.low)))
}

export const PERIOD_LABEL = {
  '1d': '1 day',
  '1w': '1 week',
  '1m': '1 month',
  '3m': '3 months',
  '1y': '1 year',
} as const
