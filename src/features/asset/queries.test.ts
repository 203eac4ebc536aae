import { describe, expect, it } from 'vitest'
import { historyPartition } from './queries'

const HOUR = 3_600_000
const now = Date.UTC(2026, 10, 20, 12)

describe('asset queries', () => {
  it('uses 10-minute history up to 31 days, else daily', () => {
    expect(historyPartition({ start: now - 3 * 24 * HOUR, end: now })).toBe('realtime')
    expect(historyPartition({ start: now - 3 * 24 * HOUR - 1, end: now })).toBe('hourly')
    expect(historyPartition({ start: now - 30 * 24 * HOUR, end: now })).toBe('hourly')
    expect(historyPartition({ start: now - 32 * 24 * HOUR, end: now })).toBe('daily_5am')
  })
})
