import { describe, expect, it } from 'vitest'
import { buzzTodaySentence, todayWindow } from './buzz-today'

describe('the chat answer’s sentence on today’s buzz', () => {
  const name = 'NVIDIA Corporation (NVDA)'

  it('says first that an asset asked about as buzzing is not, when its talk is below normal', () => {
    expect(buzzTodaySentence(name, { buzz: 0.45, messages: 3 }, true)).toEqual({
      lead: 'NVIDIA Corporation (NVDA) is not buzzing today: its buzz is 45% of its normal level (3 messages so far).',
      after: '',
    })
    expect(buzzTodaySentence(name, undefined, true).lead).toBe(
      'NVIDIA Corporation (NVDA) is not buzzing today: no buzz level yet, as nobody has written about it today.',
    )
  })

  it('reads the level after the figures otherwise', () => {
    expect(buzzTodaySentence(name, { buzz: 5.06, messages: 28 }, true)).toEqual({
      lead: null,
      after: ' Buzz today: 506% of its normal level (28 messages so far).',
    })
    expect(buzzTodaySentence(name, { buzz: 1.2, messages: 1 }, false).after).toBe(
      ' Buzz today: 120% of its normal level, about as much talk as usual (1 message so far).',
    )
    expect(buzzTodaySentence(name, { buzz: 0.45, messages: 3 }, false).after).toBe(
      ' Buzz today: 45% of its normal level, quieter than usual (3 messages so far).',
    )
    expect(buzzTodaySentence(name, undefined, false)).toEqual({
      lead: null,
      after: ' No buzz level for today yet: no messages about it today.',
    })
  })

  it('reads the latest daily bucket since 05:00 UTC the day before (the daily buckets start at 05:00)', () => {
    for (const now of [Date.UTC(2026, 11, 1, 3, 59), Date.UTC(2026, 11, 1, 6, 0)]) {
      expect(todayWindow(now)).toMatchObject({ fromMs: Date.UTC(2026, 10, 30, 5), toMs: now + 1 })
    }
  })
})
