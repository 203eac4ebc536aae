import { describe, expect, it } from 'vitest'
import { keyEventWindow } from './key-event-window'

const NOW = Date.UTC(2026, 2, 10, 5, 30)

describe('keyEventWindow', () => {
  it('is the last 24 hours for the daily partitions, also just after the day starts', () => {
    expect(keyEventWindow('daily_5am', NOW)).toEqual({ startMs: NOW - 86_400_000, endMs: NOW })
    expect(keyEventWindow('reddit_daily_5am', NOW)).toEqual({ startMs: NOW - 86_400_000, endMs: NOW })
  })
  it('is one bucket for the hourly and realtime partitions', () => {
    expect(keyEventWindow('hourly', NOW)).toEqual({ startMs: NOW - 3_600_000, endMs: NOW })
    expect(keyEventWindow('realtime', NOW)).toEqual({ startMs: NOW - 600_000, endMs: NOW })
  })
  it('is null for an unknown partition', () => {
    expect(keyEventWindow('weekly', NOW)).toBeNull()
  })
})
