import { describe, expect, it } from 'vitest'
import { isFormingBar, quoteSummary } from './quote-summary'

const day = (d: number) => Date.UTC(2026, 10, d)

describe('quote summary', () => {
  const quotes = [
    { t: day(19), c: 100 },
    { t: day(18), c: 90 },
    { t: day(20), c: 110 },
  ]

  it('shows the last close and the change against the previous close', () => {
    const summary = quoteSummary(quotes)
    expect(summary).toMatchObject({ last: 110, previousClose: 100, time: day(20), live: false })
    expect(summary?.change).toBeCloseTo(0.1)
    expect(summary?.closes.map((q) => q.c)).toEqual([90, 100, 110])
  })

  it('takes a live tick of the same day as the last price', () => {
    const summary = quoteSummary(quotes, { value: 95, time: day(20) + 3_600_000 })
    expect(summary).toMatchObject({ last: 95, previousClose: 100, live: true, time: day(20) + 3_600_000 })
    expect(summary?.change).toBeCloseTo(-0.05)
    expect(summary?.closes).toHaveLength(3)
  })

  it('a tick of a new day compares with the last close', () => {
    const summary = quoteSummary(quotes, { value: 121, time: day(21) + 60_000 })
    expect(summary).toMatchObject({ last: 121, previousClose: 110, live: true })
    expect(summary?.change).toBeCloseTo(0.1)
    expect(summary?.closes.at(-1)).toEqual({ t: day(21), c: 121 })
  })

  it('ignores a tick older than the last quote; nothing without data', () => {
    expect(quoteSummary(quotes, { value: 1, time: day(19) })?.last).toBe(110)
    expect(quoteSummary([])).toBeNull()
    expect(quoteSummary([], { value: 5, time: day(3) })).toMatchObject({
      last: 5,
      change: null,
      previousClose: null,
    })
  })
})

describe('isFormingBar', () => {
  it("is today's daily bar only: a 24-hour market's price at 06:00 is not a close", () => {
    expect(isFormingBar(day(30), day(30) + 6 * 3_600_000)).toBe(true)
    expect(isFormingBar(day(27), day(30) + 6 * 3_600_000)).toBe(false)
    expect(isFormingBar(day(29), day(30))).toBe(false)
  })
})
