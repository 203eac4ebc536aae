import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../../../src/core'
import { LATENESS_MS, RollupEngine } from './engine'
import { rollupMessage } from './test-support'

const T0 = Date.parse('2026-03-02T10:00:00Z')
const NOW = T0 + 40 * DAY_MS
const min = (m: number) => T0 + m * 60_000

describe('the rollup engine', () => {
  it('puts a message in its realtime, hourly and daily buckets of every title', () => {
    const engine = new RollupEngine()
    const { touched } = engine.ingest([rollupMessage({ at: min(17), titleIds: [1, 2, 2] })], NOW)
    expect(
      touched.map((b) => `${b.partition}:${b.titleId}:${new Date(b.start).toISOString()}`).sort(),
    ).toEqual([
      'daily_5am:1:2026-03-02T05:00:00.000Z',
      'daily_5am:2:2026-03-02T05:00:00.000Z',
      'hourly:1:2026-03-02T10:00:00.000Z',
      'hourly:2:2026-03-02T10:00:00.000Z',
      'realtime:1:2026-03-02T10:10:00.000Z',
      'realtime:2:2026-03-02T10:10:00.000Z',
    ])
  })

  it('closes a bucket once stream time passes its end plus the lateness allowance', () => {
    const engine = new RollupEngine()
    engine.ingest([rollupMessage({ at: min(1) })], NOW)
    // 10:14:59 is within 10:10 + 5 min lateness: the 10:00 bucket stays open.
    engine.ingest([rollupMessage({ at: min(14) + 59_000 })], NOW)
    expect(engine.closeDue()).toEqual([])
    engine.ingest([rollupMessage({ at: min(15) })], NOW)
    const closed = engine.closeDue()
    expect(
      closed.map((r) => [r.partition, new Date(r.start).toISOString(), r.figures.messages, r.closed]),
    ).toEqual([['realtime', '2026-03-02T10:00:00.000Z', 1, true]])
    expect(LATENESS_MS).toBe(300_000)
  })

  it('does not count late messages in a closed bucket', () => {
    const engine = new RollupEngine()
    engine.ingest([rollupMessage({ at: min(1) }), rollupMessage({ at: min(30) })], NOW)
    const [first] = engine.closeDue()
    expect(first?.figures.messages).toBe(1)
    const { late, touched } = engine.ingest([rollupMessage({ at: min(2) })], NOW)
    // Late for the closed 10:00 realtime bucket only; hourly and daily are still open.
    expect(late).toBe(1)
    expect(touched.map((b) => b.partition).sort()).toEqual(['daily_5am', 'hourly'])
    expect(engine.closeDue()).toEqual([])
  })

  it('never moves stream time past the clock', () => {
    const engine = new RollupEngine()
    engine.ingest([rollupMessage({ at: NOW + DAY_MS })], NOW)
    expect(engine.watermark).toBe(NOW)
  })

  it('computes buzz against the same slot of the previous days', () => {
    const engine = new RollupEngine()
    // Day 0 and day 1: 2 authors at 10:00; day 2: 6 authors → 6 / mean(2, 2) = 3.
    for (let d = 0; d < 3; d += 1) {
      const authors = d < 2 ? 2 : 6
      engine.ingest(
        Array.from({ length: authors }, (_, i) => rollupMessage({ at: min(d * 1440 + 1), author: `u${i}` })),
        NOW,
      )
      if (d < 2) {
        engine.advance(min(d * 1440 + 60))
        engine.closeDue()
      }
    }
    engine.advance(NOW)
    const realtime = engine.closeDue().find((r) => r.partition === 'realtime' && r.titleId === 1)
    expect(realtime?.figures.weightedVolume).toBe(6)
    expect(realtime?.buzz).toBe(3)
  })

  it('keeps one author posting 500 times from making buzz explode', () => {
    const engine = new RollupEngine()
    const day = (d: number, extra: number) => [
      ...Array.from({ length: 10 }, (_, i) => rollupMessage({ at: min(d * 1440 + 1), author: `u${i}` })),
      ...Array.from({ length: extra }, () => rollupMessage({ at: min(d * 1440 + 2), author: 'spammer' })),
    ]
    for (let d = 0; d < 30; d += 1) {
      engine.ingest(day(d, 0), NOW)
      engine.advance(min(d * 1440 + 60))
      engine.closeDue()
    }
    engine.ingest(day(30, 500), NOW)
    engine.advance(NOW)
    const row = engine.closeDue().find((r) => r.partition === 'realtime')
    expect(row?.figures.messages).toBe(510)
    // 10 + (1 + ln 500) = 17.21 against an average of 10 → 1.72, where raw counts would say 51.
    expect(row?.buzz).toBeCloseTo(1.7215, 4)
    expect(row?.buzz).toBeLessThan(2)
  })
})
