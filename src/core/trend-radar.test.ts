import { describe, expect, it } from 'vitest'
import {
  ageText,
  changePercent,
  FEW_TOPICS,
  fewTopicsNote,
  formatCountChange,
  longerTrendWindow,
  riseText,
  trendRadarSearch,
} from './trend-radar'

describe('trend radar page rules', () => {
  it('reads query, window and region from the URL and drops what it does not know', () => {
    expect(trendRadarSearch({ query: ' tariffs ', window: '4h', region: 'EU' })).toEqual({
      query: 'tariffs',
      window: '4h',
      region: 'EU',
    })
    expect(trendRadarSearch({ window: '2h', region: 'MARS' })).toEqual({ window: '24h' })
    expect(trendRadarSearch(undefined)).toEqual({ window: '24h' })
  })

  it('tells ages, rises and changes in words a trader reads at a glance', () => {
    const now = Date.UTC(2026, 10, 25, 12)
    expect(ageText(now - 20_000, now)).toBe('just now')
    expect(ageText(now - 12 * 60_000, now)).toBe('12 min ago')
    expect(ageText(now - 3 * 3_600_000, now)).toBe('3 h ago')
    expect(ageText(now - 72 * 3_600_000, now)).toBe('3 d ago')
    expect(riseText(9, 0)).toBe('new')
    expect(riseText(21, 5)).toBe('4.2×')
    expect(riseText(120, 4)).toBe('30×')
    expect(changePercent(150, 100)).toBe(50)
    expect(changePercent(5, 0)).toBeNull()
  })

  it('writes a count change signed, with a true minus, or as new', () => {
    expect(formatCountChange(150, 100)).toBe('+50%')
    expect(formatCountChange(58, 98)).toBe('−41%')
    expect(formatCountChange(10, 10)).toBe('±0%')
    expect(formatCountChange(5, 0)).toBe('new')
    expect(formatCountChange(0, 0)).toBe('–')
  })
})

describe('the note under a short topic list', () => {
  it('says how few topics stand out and why, in the window’s words', () => {
    expect(fewTopicsNote(3, '24h')).toBe(
      'Only 3 topics stand out in the last 24 hours: a topic needs several messages and twice its usual share of the talk.',
    )
    expect(fewTopicsNote(1, '1h')).toMatch(/^Only 1 topic stands out in the last hour: /)
    // A long enough list needs no note; an empty one has its own state.
    expect(fewTopicsNote(FEW_TOPICS, '24h')).toBeNull()
    expect(fewTopicsNote(0, '24h')).toBeNull()
  })
})

describe('the longer window an empty radar offers', () => {
  it('is the next window up, and none after the longest', () => {
    expect(longerTrendWindow('1h')).toBe('4h')
    expect(longerTrendWindow('4h')).toBe('24h')
    expect(longerTrendWindow('24h')).toBe('7d')
    expect(longerTrendWindow('7d')).toBeNull()
  })
})
