import { describe, expect, it } from 'vitest'
import {
  aiSentimentRating,
  analystRating,
  dividendRating,
  overallRating,
  peRating,
  rsi,
  rsiRating,
  sectorRating,
  sma,
  smaRating,
  socialBuzzRating,
} from './rules'

describe('AI rating rules', () => {
  it('rates P/E: cheap Buy, expensive or loss-making Sell, n/a without data', () => {
    expect(peRating(10)).toBe('Buy')
    expect(peRating(20)).toBe('Hold')
    expect(peRating(45)).toBe('Sell')
    expect(peRating(-3)).toBe('Sell')
    expect(peRating(null)).toBeNull()
  })

  it('computes the moving average and rates the close against it', () => {
    expect(sma([1, 2, 3, 4], 2)).toBe(3.5)
    expect(sma([1, 2], 3)).toBeNull()
    expect(smaRating(103, 100)).toBe('Buy')
    expect(smaRating(101, 100)).toBe('Hold')
    expect(smaRating(97, 100)).toBe('Sell')
  })

  it('computes RSI: only gains 100, only losses 0, equal moves 50', () => {
    expect(rsi([1, 2, 3, 4], 3)).toBe(100)
    expect(rsi([4, 3, 2, 1], 3)).toBe(0)
    expect(rsi([1, 2, 1, 2, 1], 4)).toBe(50)
    expect(rsi([1, 2], 3)).toBeNull()
    expect(rsiRating(25)).toBe('Buy')
    expect(rsiRating(50)).toBe('Hold')
    expect(rsiRating(75)).toBe('Sell')
  })

  it('rates analysts, dividends, sector comparison, buzz and sentiment', () => {
    expect(analystRating(2, 1)).toBe('Buy')
    expect(analystRating(0, 0)).toBeNull()
    expect(dividendRating(1, 0.8)).toBe('Buy')
    expect(dividendRating(0.7, 0.8)).toBe('Sell')
    expect(dividendRating(null, 0.8)).toBe('Sell')
    expect(dividendRating(0.81, 0.8)).toBe('Hold')
    // A first year of dividends has nothing to grow from; no dividends at all, nothing to rate.
    expect(dividendRating(0.5, null)).toBe('Hold')
    expect(dividendRating(null, null)).toBeNull()
    expect(sectorRating(2.5)).toBe('Buy')
    expect(sectorRating(-1)).toBe('Hold')
    expect(socialBuzzRating(2, 0.3)).toBe('Buy')
    expect(socialBuzzRating(2, -0.3)).toBe('Sell')
    expect(socialBuzzRating(0.8, 0.9)).toBe('Hold')
    expect(aiSentimentRating(0.2)).toBe('Buy')
    expect(aiSentimentRating(null)).toBeNull()
  })

  it('averages the rated categories into the overall rating', () => {
    expect(overallRating(['Buy', 'Buy', 'Hold', null])).toEqual({ rating: 'Buy', score: 0.67 })
    expect(overallRating(['Buy', 'Sell', 'Hold'])).toEqual({ rating: 'Hold', score: 0 })
    expect(overallRating([null, null])).toEqual({ rating: null, score: null })
  })
})
