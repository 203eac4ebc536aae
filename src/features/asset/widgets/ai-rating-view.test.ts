import { describe, expect, it } from 'vitest'
import type { PriceQuote, RatingsAnswer, RatingsHistoryDay } from '../../../core'
import { categoryValue, factorCounts, ratingTrend, scorePosition } from './ai-rating-view'

type Entry = RatingsAnswer['categories'][number]
const USD: PriceQuote = { currency: 'USD' }
const entry = (category: Entry['category'], rating: Entry['rating'], value: number | null): Entry => ({
  category,
  rating,
  value,
  factor: rating === 'Buy' ? 'positive' : rating === 'Sell' ? 'negative' : 'neutral',
  explanation: '',
})

describe('AI rating view', () => {
  it('counts factors and keeps n/a categories apart', () => {
    expect(
      factorCounts([
        entry('pe_ratio', null, null),
        entry('sma_price', 'Buy', 180),
        entry('analysts', 'Sell', -2),
        entry('dividend', 'Hold', 0),
        entry('rsi_price', 'Buy', 25),
      ]),
    ).toEqual({ positive: 2, neutral: 1, negative: 1, missing: 1 })
  })

  it('places scores from Sell (-1, left) to Buy (1, right), clamped', () => {
    expect(scorePosition(-1)).toBe(0)
    expect(scorePosition(0)).toBe(0.5)
    expect(scorePosition(0.5)).toBe(0.75)
    expect(scorePosition(3)).toBe(1)
  })

  it('shows each category in its own unit', () => {
    expect(categoryValue(entry('sector_price', 'Buy', 2.5), USD)).toBe('+2.50 pts')
    expect(categoryValue(entry('sentiment_buzz', 'Hold', 1.42), USD)).toBe('142%')
    expect(categoryValue(entry('analysts', 'Buy', 1), USD)).toBe('+1')
    expect(categoryValue(entry('dividend', 'Buy', 5), USD)).toBe('+5.0% y/y')
    expect(categoryValue(entry('dividend', 'Hold', 0), USD)).toBe('0.0% y/y')
    expect(categoryValue(entry('rsi_price', 'Hold', 48.123), USD)).toBe('48.12')
    expect(categoryValue(entry('pe_ratio', null, null), USD)).toBe('n/a')
    // The 200-day average is a price: shown as the asset's prices are.
    expect(categoryValue(entry('sma_price', 'Hold', 6803.54), { currency: 'PTS', type: 'index' })).toBe(
      '6,803.54',
    )
    expect(categoryValue(entry('sma_price', 'Buy', 0.000_012_34), { currency: 'USD' })).toBe('$0.00001234')
    expect(categoryValue(entry('sma_price', 'Hold', 1.164_21), { currency: 'USD', type: 'forex' })).toBe(
      '1.1642',
    )
  })

  it('draws the trend from rated days and names a change of the overall rating', () => {
    const day = (
      date: string,
      overall: RatingsHistoryDay['overall'],
      score: number | null,
    ): RatingsHistoryDay => ({
      date,
      overall,
      overall_score: score,
      categories: [],
    })
    const trend = ratingTrend([
      day('2026-11-01', null, null),
      day('2026-11-02', 'Hold', 0.2),
      day('2026-11-03', 'Buy', 0.5),
    ])
    expect(trend.points).toEqual([
      { date: '2026-11-02', score: 0.2 },
      { date: '2026-11-03', score: 0.5 },
    ])
    expect(trend.change).toEqual({ from: 'Hold', to: 'Buy' })
    expect(ratingTrend([day('2026-11-02', 'Hold', 0.2)]).change).toBeNull()
  })
})
