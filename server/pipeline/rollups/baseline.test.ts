import { describe, expect, it } from 'vitest'
import { DAY_MS, HOUR_MS } from '../../../src/core'
import { BASELINE_FLOOR, dayShareBy, SeriesHistory, SHARE_PRIOR_VOLUME } from './baseline'

const TEN_MINUTES = 600_000
const T = Date.parse('2026-03-31T10:10:00Z')

describe('buzz baseline: same slot over the previous 30 days', () => {
  it('averages the same time of day over 30 days, empty days counting 0', () => {
    const history = new SeriesHistory(TEN_MINUTES)
    // 40 days of history; the slot had 4 on even days and 2 on odd days; other slots 100.
    for (let d = 40; d >= 1; d -= 1) {
      history.record(T - d * DAY_MS, d % 2 === 0 ? 4 : 2)
      history.record(T - d * DAY_MS + TEN_MINUTES, 100)
    }
    // Days 1..30: 15 even (4) and 15 odd (2) → (60 + 30) / 30 = 3.
    expect(history.baseline(T)).toEqual({ average: 3, days: 30 })
    expect(history.buzz(T, 6)).toBe(2)
    expect(history.buzz(T, 3)).toBe(1)
  })

  it('counts only the days since the first bucket, and days without messages as 0', () => {
    const history = new SeriesHistory(TEN_MINUTES)
    history.record(T - 4 * DAY_MS, 8)
    history.record(T - 2 * DAY_MS, 4)
    // Days 1..4 count (day 4 is the first): (0 + 4 + 0 + 8) / 4 = 3.
    expect(history.baseline(T)).toEqual({ average: 3, days: 4 })
  })

  it('keeps the newer bucket of a slot when a bucket 31 days older is recorded after it', () => {
    const history = new SeriesHistory(TEN_MINUTES)
    history.record(T - DAY_MS, 6)
    // Same ring slot, 31 days earlier: its volume must not replace yesterday's.
    history.record(T - 32 * DAY_MS, 1)
    expect(history.volumeAt(T - DAY_MS)).toBe(6)
    expect(history.first).toBe(T - 32 * DAY_MS)
  })

  it('floors the average, and uses the floor without any earlier day', () => {
    const quiet = new SeriesHistory(TEN_MINUTES)
    quiet.record(T - DAY_MS, 0.1)
    expect(quiet.baseline(T).average).toBe(BASELINE_FLOOR)
    const fresh = new SeriesHistory(TEN_MINUTES)
    expect(fresh.baseline(T)).toEqual({ average: BASELINE_FLOOR, days: 0 })
    expect(fresh.buzz(T, 2)).toBe(2 / BASELINE_FLOOR)
  })

  it('forgets slots older than its 31-day ring', () => {
    const history = new SeriesHistory(TEN_MINUTES)
    history.record(T - 31 * DAY_MS, 9)
    history.record(T - DAY_MS, 3)
    expect(history.volumeAt(T - 31 * DAY_MS)).toBe(9)
    expect(history.volumeAt(T - DAY_MS)).toBe(3)
    // 31 days later the slot is reused: the old value is gone, not mistaken for the new day.
    history.record(T, 5)
    expect(history.volumeAt(T - 31 * DAY_MS)).toBe(0)
    expect(history.volumeAt(T)).toBe(5)
  })
})

describe('a day in progress: the part of a normal day behind it', () => {
  const DAY = Date.parse('2026-03-31T05:00:00Z')
  /** 30 earlier days with 10 weighted messages in each of the day's first 12 hours, none after. */
  function morningTitle(): SeriesHistory {
    const hourly = new SeriesHistory(HOUR_MS)
    for (let d = 1; d <= 30; d += 1)
      for (let h = 0; h < 12; h += 1) hourly.record(DAY - d * DAY_MS + h * HOUR_MS, 10)
    return hourly
  }

  it("follows the title's own hours, the hour in progress pro rata", () => {
    const hourly = morningTitle()
    const total = 30 * 120 + SHARE_PRIOR_VOLUME
    expect(dayShareBy(hourly, DAY, 6 * HOUR_MS, 30)).toBeCloseTo(
      (30 * 60 + SHARE_PRIOR_VOLUME * 0.25) / total,
      10,
    )
    expect(dayShareBy(hourly, DAY, 6.5 * HOUR_MS, 30)).toBeCloseTo(
      (30 * 65 + (SHARE_PRIOR_VOLUME * 6.5) / 24) / total,
      10,
    )
    // Past noon the title's day is all behind it.
    expect(dayShareBy(hourly, DAY, 18 * HOUR_MS, 30)).toBeCloseTo(
      (30 * 120 + SHARE_PRIOR_VOLUME * 0.75) / total,
      10,
    )
    expect(dayShareBy(hourly, DAY, DAY_MS, 30)).toBe(1)
  })

  it('sums the hours again once the history records a bucket', () => {
    const hourly = morningTitle()
    expect(dayShareBy(hourly, DAY, 6 * HOUR_MS, 30)).toBeCloseTo(0.4997, 4)
    // Yesterday evening, 300 more: the morning is a smaller part of the usual day.
    hourly.record(DAY - DAY_MS + 20 * HOUR_MS, 300)
    expect(dayShareBy(hourly, DAY, 6 * HOUR_MS, 30)).toBeCloseTo(
      (30 * 60 + SHARE_PRIOR_VOLUME * 0.25) / (30 * 120 + 300 + SHARE_PRIOR_VOLUME),
      10,
    )
  })

  it('spreads the day evenly without hourly history, and clamps the time to the day', () => {
    expect(dayShareBy(undefined, DAY, 6 * HOUR_MS, 30)).toBe(0.25)
    expect(dayShareBy(morningTitle(), DAY, 6 * HOUR_MS, 0)).toBe(0.25)
    expect(dayShareBy(new SeriesHistory(HOUR_MS), DAY, 12 * HOUR_MS, 30)).toBe(0.5)
    expect(dayShareBy(undefined, DAY, -HOUR_MS, 30)).toBe(0)
    expect(dayShareBy(undefined, DAY, 2 * DAY_MS, 30)).toBe(1)
  })

  it('scales the average by the share before the floor', () => {
    const daily = new SeriesHistory(DAY_MS)
    for (let d = 1; d <= 30; d += 1) daily.record(DAY - d * DAY_MS, 120)
    expect(daily.baseline(DAY, 0.25)).toEqual({ average: 30, days: 30 })
    expect(daily.baseline(DAY, 0.001)).toEqual({ average: BASELINE_FLOOR, days: 30 })
    expect(daily.daysBefore(DAY)).toBe(30)
  })
})
