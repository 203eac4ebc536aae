import { describe, expect, it } from 'vitest'
import { chartHistory, historyPartition } from './queries'

const HOUR = 3_600_000
const now = Date.UTC(2026, 10, 20, 12)

describe('asset queries', () => {
  it('uses 10-minute history up to 31 days, else daily', () => {
    expect(historyPartition({ start: now - 3 * 24 * HOUR, end: now })).toBe('realtime')
    expect(historyPartition({ start: now - 3 * 24 * HOUR - 1, end: now })).toBe('hourly')
    expect(historyPartition({ start: now - 30 * 24 * HOUR, end: now })).toBe('hourly')
    expect(historyPartition({ start: now - 32 * 24 * HOUR, end: now })).toBe('daily_5am')
  })

  it("splits the chart's buckets from the day before them, which only its trend lines read", () => {
    const range = { start: now - 30 * 24 * HOUR + 5 * 60_000, end: now }
    const point = (t: number) => ({ t, buzz: 100, sentiment: 0 })
    const hours = Array.from({ length: 31 * 24 }, (_, i) => point(now - 31 * 24 * HOUR + i * HOUR))
    const history = chartHistory(hours, range, 'hourly', range.start - 24 * HOUR)
    // The hour in progress at the range's start is the chart's first bucket.
    expect(history.points[0]?.t).toBe(now - 30 * 24 * HOUR)
    expect(history.lead.points.at(-1)?.t).toBe(now - 30 * 24 * HOUR - HOUR)
    expect(history.lead.points.length + history.points.length).toBe(hours.length)
    expect(history).toMatchObject({ start: range.start, end: now, lead: { from: range.start - 24 * HOUR } })
  })
})
