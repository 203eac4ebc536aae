import { describe, expect, it } from 'vitest'
import { DAY_MS, HOUR_MS } from '../../../src/core'
import { BucketDelta } from './bucket'
import { openSlotQuery, splitCompleted } from './complete'

const T = Date.parse('2026-03-10T00:00:00Z')
const hour = (titleId: number, start: number) => new BucketDelta('hourly', titleId, start, start + HOUR_MS)
const keys = (deltas: readonly BucketDelta[]) => deltas.map((d) => `${d.titleId}@${(d.start - T) / HOUR_MS}`)

describe('splitCompleted: buckets a batch completes', () => {
  it('completes buckets that end before stream time less the lateness, and leaves the later ones', () => {
    const deltas = [hour(1, T), hour(1, T + HOUR_MS), hour(1, T + 2 * HOUR_MS)]
    const split = splitCompleted(deltas, T + 2 * HOUR_MS, new Map())
    expect(keys(split.complete)).toEqual(['1@0', '1@1'])
    expect(keys(split.rest)).toEqual(['1@2'])
  })

  it('leaves a bucket whose same slot 1–30 days earlier is open in the store or completed by the batch', () => {
    const deltas = [hour(1, T), hour(1, T + DAY_MS), hour(2, T + 5 * HOUR_MS), hour(3, T + 6 * HOUR_MS)]
    const open = new Map([['hourly|2', new Set([T + 5 * HOUR_MS - 30 * DAY_MS])]])
    const split = splitCompleted(deltas, T + 2 * DAY_MS, open)
    // Title 1's second day waits for its first; title 2 for the open bucket a month back; 3 is free.
    expect(keys(split.complete)).toEqual(['1@0', '3@6'])
    expect(keys(split.rest)).toEqual(['1@24', '2@5'])
  })

  it('ignores open buckets outside the 30-day window or in other slots', () => {
    const open = new Map([['hourly|1', new Set([T - 31 * DAY_MS, T - DAY_MS + HOUR_MS])]])
    expect(keys(splitCompleted([hour(1, T)], T + DAY_MS, open).complete)).toEqual(['1@0'])
  })

  it('asks for the open buckets of the candidates’ series over their baseline window', () => {
    expect(openSlotQuery([], T + DAY_MS)).toBeNull()
    expect(openSlotQuery([hour(1, T + 5 * HOUR_MS)], T + 5 * HOUR_MS)).toBeNull()
    const deltas = [hour(1, T), hour(2, T + HOUR_MS), hour(1, T + 3 * HOUR_MS), hour(3, T + 5 * HOUR_MS)]
    expect(openSlotQuery(deltas, T + 5 * HOUR_MS)).toEqual({
      series: [
        { partition: 'hourly', titleId: 1 },
        { partition: 'hourly', titleId: 2 },
      ],
      from: T - 30 * DAY_MS,
      to: T + 3 * HOUR_MS,
    })
  })
})
