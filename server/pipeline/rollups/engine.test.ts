import { describe, expect, it } from 'vitest'
import { DAY_MS, HOUR_MS } from '../../../src/core'
import { closedRow } from '../triggers/test-support'
import { SeriesHistory } from './baseline'
import { closingWaves, IN_PROGRESS_MIN_SHARE, LATENESS_MS, RollupEngine } from './engine'
import { rollupMessage } from './test-support'

const T0 = Date.parse('2026-03-02T10:00:00Z')
const NOW = T0 + 40 * DAY_MS
const min = (m: number) => T0 + m * 60_000

describe('the rollup engine', () => {
  it('puts a message in its realtime, hourly and daily buckets of every title', () => {
    const engine = new RollupEngine()
    const { deltas } = engine.deltasOf([rollupMessage({ at: min(17), titleIds: [1, 2, 2] })])
    expect(
      deltas.map((b) => `${b.partition}:${b.titleId}:${new Date(b.start).toISOString()}`).sort(),
    ).toEqual([
      'daily_5am:1:2026-03-02T05:00:00.000Z',
      'daily_5am:2:2026-03-02T05:00:00.000Z',
      'hourly:1:2026-03-02T10:00:00.000Z',
      'hourly:2:2026-03-02T10:00:00.000Z',
      'realtime:1:2026-03-02T10:10:00.000Z',
      'realtime:2:2026-03-02T10:10:00.000Z',
    ])
    // A title named twice in one message counts once.
    expect(deltas.every((delta) => delta.messages === 1)).toBe(true)
  })

  it('gives a bucket that stream time has closed nothing: the message is late there', () => {
    const engine = new RollupEngine()
    engine.observe([rollupMessage({ at: min(14) + 59_000 })], NOW)
    // 10:14:59 is within 10:10 + 5 min lateness: the 10:00 bucket still takes messages.
    expect(engine.deltasOf([rollupMessage({ at: min(2) })]).late).toBe(0)
    engine.observe([rollupMessage({ at: min(15) })], NOW)
    const { late, deltas } = engine.deltasOf([rollupMessage({ at: min(2) })])
    // Late for the closed 10:00 realtime bucket only; hourly and daily are still open.
    expect(late).toBe(1)
    expect(deltas.map((b) => b.partition).sort()).toEqual(['daily_5am', 'hourly'])
    expect(engine.closeBefore).toBe(min(15) - LATENESS_MS)
    expect(LATENESS_MS).toBe(300_000)
  })

  it('never moves stream time past the clock, nor backwards', () => {
    const engine = new RollupEngine()
    engine.observe([rollupMessage({ at: NOW + DAY_MS })], NOW)
    expect(engine.watermark).toBe(NOW)
    engine.observe([rollupMessage({ at: min(1) })], NOW)
    engine.advance(min(2))
    expect(engine.watermark).toBe(NOW)
  })

  it('lists the open buckets stream time passed, forgets closed ones, and records closed volumes in the history', () => {
    const engine = new RollupEngine()
    const bucket = { partition: 'realtime', titleId: 1, start: min(0), end: min(10) }
    engine.setHistory('realtime|1', new SeriesHistory(600_000), 0)
    engine.remember([bucket, { ...bucket, start: min(10), end: min(20) }])
    expect(engine.openCount).toBe(2)
    engine.closed([
      { ...closedRow('realtime', new Date(min(0)).toISOString(), 1, { weightedVolume: 4 }), titleId: 1 },
    ])
    expect(engine.openCount).toBe(1)
    expect(engine.historyOf('realtime', 1)?.volumeAt(min(0))).toBe(4)
    // The next day's same slot is measured against it: (4 over 1 day).
    expect(engine.baselineOf('realtime', 1, min(0) + DAY_MS)).toEqual({ average: 4, days: 1 })
    expect(engine.due()).toEqual([])
    engine.advance(min(25))
    expect(engine.due()).toEqual([{ ...bucket, start: min(10), end: min(20) }])
    engine.forget(engine.due())
    expect(engine.openCount).toBe(0)
  })

  it('asks for a history again once it is older than the refresh age', () => {
    const engine = new RollupEngine()
    expect(engine.needsHistory('realtime|1', 0)).toBe(true)
    engine.setHistory('realtime|1', new SeriesHistory(600_000), 1000)
    expect(engine.needsHistory('realtime|1', 999)).toBe(false)
    expect(engine.needsHistory('realtime|1', 1001)).toBe(true)
  })
})

describe('a day in progress', () => {
  const DAY = Date.parse('2026-03-31T05:00:00Z')
  function engineWithHistory(): RollupEngine {
    const engine = new RollupEngine()
    const daily = new SeriesHistory(DAY_MS)
    const hourly = new SeriesHistory(HOUR_MS)
    for (let d = 1; d <= 30; d += 1) {
      daily.record(DAY - d * DAY_MS, 240)
      // Every hour alike: 10 weighted messages.
      for (let h = 0; h < 24; h += 1) hourly.record(DAY - d * DAY_MS + h * HOUR_MS, 10)
    }
    engine.setHistory('daily_5am|1', daily, 0)
    engine.setHistory('reddit_daily_5am|1', daily, 0)
    engine.setHistory('hourly|1', hourly, 0)
    return engine
  }

  it('is measured against the part of a normal day behind it at stream time, a closed day against a whole one', () => {
    const engine = engineWithHistory()
    // A quarter of the day: a normal day had 60 by then.
    expect(engine.baselineOf('daily_5am', 1, DAY, DAY + 6 * HOUR_MS)).toEqual({ average: 60, days: 30 })
    expect(engine.baselineOf('reddit_daily_5am', 1, DAY, DAY + 12 * HOUR_MS)).toEqual({
      average: 120,
      days: 30,
    })
    expect(engine.baselineOf('daily_5am', 1, DAY, DAY + DAY_MS)).toEqual({ average: 240, days: 30 })
    // Without a time, stream time: here past the day.
    engine.advance(DAY + 2 * DAY_MS)
    expect(engine.baselineOf('daily_5am', 1, DAY)).toEqual({ average: 240, days: 30 })
  })

  it('measures an hour in progress against its elapsed part, at least a sixth; a 10-minute bucket whole', () => {
    const engine = engineWithHistory()
    expect(engine.baselineOf('hourly', 1, DAY, DAY + 30 * 60_000)).toEqual({ average: 5, days: 30 })
    expect(engine.baselineOf('hourly', 1, DAY, DAY + 60_000)).toEqual({
      average: 10 * IN_PROGRESS_MIN_SHARE,
      days: 30,
    })
    expect(engine.baselineOf('hourly', 1, DAY, DAY + HOUR_MS)).toEqual({ average: 10, days: 30 })
    const realtime = new SeriesHistory(600_000)
    for (let d = 1; d <= 30; d += 1) realtime.record(DAY - d * DAY_MS, 3)
    engine.setHistory('realtime|1', realtime, 0)
    expect(engine.baselineOf('realtime', 1, DAY, DAY + 60_000)).toEqual({ average: 3, days: 30 })
  })

  it('lists the open hours and days to measure again', () => {
    const engine = new RollupEngine()
    const day = { partition: 'daily_5am', titleId: 1, start: DAY, end: DAY + DAY_MS }
    const hour = { partition: 'hourly', titleId: 1, start: DAY, end: DAY + HOUR_MS }
    engine.remember([day, hour, { partition: 'realtime', titleId: 1, start: DAY, end: DAY + 600_000 }])
    expect(engine.openInProgress()).toEqual([day, hour])
  })
})

describe('closing waves', () => {
  const ref = (titleId: number, start: number, partition = 'realtime') => ({
    partition,
    titleId,
    start,
    end: start + 600_000,
  })
  it('closes a bucket after the same slot of an earlier day of its series, everything else at once', () => {
    const yesterday = ref(1, min(0))
    const today = ref(1, min(0) + DAY_MS)
    const laterToday = ref(1, min(10) + DAY_MS)
    const otherTitle = ref(2, min(0))
    const otherTitleToday = ref(2, min(0) + DAY_MS)
    const waves = closingWaves([today, laterToday, otherTitleToday, yesterday, otherTitle])
    expect(waves).toEqual([
      [yesterday, otherTitle, laterToday],
      [today, otherTitleToday],
    ])
    // More than 30 days apart: outside the baseline, so no order is needed.
    expect(closingWaves([ref(1, min(0)), ref(1, min(0) + 31 * DAY_MS)])).toHaveLength(1)
    expect(closingWaves([])).toEqual([])
  })
})
