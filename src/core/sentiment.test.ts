import { describe, expect, it } from 'vitest'
import {
  SENTIMENT_NOTE_LEVELS,
  sentimentBarWidth,
  sentimentColor,
  sentimentIcon,
  sentimentNote,
  sentimentNoteText,
  sentimentScore,
  treeLabelIsWhite,
} from './sentiment'

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

describe('sentiment notes (application §4, data-interface §9)', () => {
  it('has eleven levels from entirely negative to entirely positive', () => {
    expect(SENTIMENT_NOTE_LEVELS).toHaveLength(11)
    expect(SENTIMENT_NOTE_LEVELS[0]).toBe('entirely negative')
    expect(SENTIMENT_NOTE_LEVELS[5]).toBe('neutral')
    expect(SENTIMENT_NOTE_LEVELS[10]).toBe('entirely positive')
  })

  it.each([
    [-1, 'entirely negative'],
    [-0.91, 'entirely negative'],
    [-0.9, 'very negative'],
    [-0.71, 'very negative'],
    [-0.6, 'negative'],
    [-0.4, 'rather negative'],
    [-0.2, 'slightly negative'],
    [-0.1, 'neutral'],
    [0, 'neutral'],
    [0.1, 'neutral'],
    [0.11, 'slightly positive'],
    [0.3, 'slightly positive'],
    [0.31, 'rather positive'],
    [0.5, 'rather positive'],
    [0.51, 'positive'],
    [0.7, 'positive'],
    [0.8, 'very positive'],
    [0.95, 'entirely positive'],
    [1, 'entirely positive'],
    [null, null],
    [Number.NaN, null],
  ] as const)('x = %s → %s', (x, level) => {
    expect(sentimentNote(x)).toBe(level)
  })

  it('gives every level a display text', () => {
    expect(SENTIMENT_NOTE_LEVELS.map(sentimentNoteText)).toEqual([
      'Entirely negative',
      'Very negative',
      'Negative',
      'Rather negative',
      'Slightly negative',
      'Neutral',
      'Slightly positive',
      'Rather positive',
      'Positive',
      'Very positive',
      'Entirely positive',
    ])
  })

  it('shows tree labels white when the score is below 0.4', () => {
    expect(treeLabelIsWhite(0.39)).toBe(true)
    expect(treeLabelIsWhite(-20)).toBe(true)
    expect(treeLabelIsWhite(0.4)).toBe(false)
    expect(treeLabelIsWhite(33.3)).toBe(false)
  })
})
