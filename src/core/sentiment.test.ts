import { describe, expect, it } from 'vitest'
import { sentimentBarWidth, sentimentColor, sentimentIcon, sentimentScore } from './sentiment'

describe('sentiment score (data-interface §9)', () => {
  it('is (1 - 1/(1+|x|)) * 100 signed by x, one decimal', () => {
    expect(sentimentScore(0)).toBe(0)
    expect(sentimentScore(1)).toBe(50)
    expect(sentimentScore(-1)).toBe(-50)
    expect(sentimentScore(0.5)).toBe(33.3)
    expect(sentimentScore(-0.25)).toBe(-20)
    expect(sentimentScore(3)).toBe(75)
  })

  it('bar width is score/2 + 50 clamped to 1..95', () => {
    expect(sentimentBarWidth(0)).toBe(50)
    expect(sentimentBarWidth(50)).toBe(75)
    expect(sentimentBarWidth(100)).toBe(95)
    expect(sentimentBarWidth(-100)).toBe(1)
    expect(sentimentBarWidth(-98)).toBe(1)
  })

  it('icon thresholds: >0.9 grin-stars, >0.1 grin, >-0.1 meh, >-0.9 frown-open, else frown', () => {
    expect(sentimentIcon(0.95)).toBe('grin-stars')
    expect(sentimentIcon(0.9)).toBe('grin')
    expect(sentimentIcon(0.11)).toBe('grin')
    expect(sentimentIcon(0.1)).toBe('meh')
    expect(sentimentIcon(-0.09)).toBe('meh')
    expect(sentimentIcon(-0.1)).toBe('frown-open')
    expect(sentimentIcon(-0.89)).toBe('frown-open')
    expect(sentimentIcon(-0.9)).toBe('frown')
  })

  it('colour runs from negative through neutral to positive', () => {
    expect(sentimentColor(-1)).toBe('#d62839')
    expect(sentimentColor(0)).toBe('#9e9e9e')
    expect(sentimentColor(1)).toBe('#2ea44f')
    expect(sentimentColor(5)).toBe(sentimentColor(1))
    expect(sentimentColor(0.5)).not.toBe(sentimentColor(-0.5))
  })
})
