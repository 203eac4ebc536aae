import { describe, expect, it } from 'vitest'
import type { PulsePick } from '../../../core'
import { isoDayShort } from './iso-day'
import { pickReturn, picksSummaryText } from './picks-view'

const pick = (d5: number | null): PulsePick => ({
  id: 1,
  date: '2026-11-02',
  made_at: '2026-11-03T05:00:00.000Z',
  direction: 'long',
  stddev: 3,
  messages: 20,
  buzz: 2,
  sentiment: 0.3,
  entry: null,
  returns: { d1: null, d5, d20: null },
  latest: null,
})

describe('pulse picks view', () => {
  it('formats directed returns', () => {
    expect(pickReturn(0.0123)).toBe('+1.2%')
    expect(pickReturn(null)).toBe('—')
  })

  it('summarises the picks that are five days old', () => {
    expect(picksSummaryText([pick(0.02), pick(-0.01), pick(null)])).toBe(
      '3 picks · 5-day return +0.5% on average · 1 of 2 right',
    )
    expect(picksSummaryText([pick(null)])).toBe('1 pick · none is 5 trading days old yet')
  })

  it('drops the year of this year’s days', () => {
    const now = Date.UTC(2026, 10, 26)
    expect(isoDayShort('2026-11-09', now)).toBe('Nov 9')
    expect(isoDayShort('2025-09-07', now)).toBe('Sep 7, 2025')
  })
})
