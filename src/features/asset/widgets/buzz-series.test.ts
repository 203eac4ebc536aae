import { describe, expect, it } from 'vitest'
import type { BuzzUpdate } from '../../../core'
import { buzzSentimentPoints } from '../../../ui/charts/buzz-points'
import { buzzSentimentSummary, mergeBuzzUpdate } from './buzz-series'

const TEN_MIN = 600_000
const base = Date.UTC(2026, 10, 20, 12, 0)

function update(fields: Partial<BuzzUpdate>): BuzzUpdate {
  return {
    id: 1001,
    buzz: 1.5,
    sentiment: 0.25,
    sentiment_score: 20,
    icon: 'grin',
    icon_color: '#000000',
    time: base + 3 * 60_000,
    partition: 'realtime',
    ...fields,
  }
}

const target = { titleId: 1001, partition: 'realtime' }

describe('buzz and sentiment series', () => {
  it('reads history points oldest first with buzz already ×100', () => {
    const points = buzzSentimentPoints([
      { t: base, Buzz: 250, Sentiment: 0.5 },
      { t: base - TEN_MIN, Buzz: 0, Sentiment: null },
    ])
    expect(points).toEqual([
      { t: base - TEN_MIN, buzz: 0, sentiment: null },
      { t: base, buzz: 250, sentiment: 0.5 },
    ])
  })

  it('replaces the bucket a live update falls in, showing buzz ×100', () => {
    const points = [
      { t: base - TEN_MIN, buzz: 100, sentiment: 0 },
      { t: base, buzz: 200, sentiment: 0.1 },
    ]
    const merged = mergeBuzzUpdate(points, update({}), target)
    expect(merged).toEqual([
      { t: base - TEN_MIN, buzz: 100, sentiment: 0 },
      { t: base, buzz: 150, sentiment: 0.25 },
    ])
    expect(points[1]?.buzz).toBe(200)
  })

  it('opens a new last bucket for an update after the last one', () => {
    const points = [{ t: base, buzz: 200, sentiment: 0.1 }]
    const merged = mergeBuzzUpdate(points, update({ time: base + TEN_MIN + 1, buzz: 3 }), target)
    expect(merged.map((p) => [p.t, p.buzz])).toEqual([
      [base, 200],
      [base + TEN_MIN, 300],
    ])
  })

  it('ignores other titles, other partitions and unknown older buckets', () => {
    const points = [{ t: base, buzz: 200, sentiment: 0.1 }]
    expect(mergeBuzzUpdate(points, update({ id: 1002 }), target)).toBe(points)
    expect(mergeBuzzUpdate(points, update({ partition: 'daily_5am' }), target)).toBe(points)
    expect(mergeBuzzUpdate(points, update({ time: base - 5 * TEN_MIN }), target)).toBe(points)
  })

  it('merges into an empty history and drops points that left the window', () => {
    expect(mergeBuzzUpdate([], update({}), target)).toEqual([{ t: base, buzz: 150, sentiment: 0.25 }])
    const points = [
      { t: base - 3 * TEN_MIN, buzz: 50, sentiment: null },
      { t: base - TEN_MIN, buzz: 80, sentiment: null },
    ]
    const merged = mergeBuzzUpdate(points, update({}), { ...target, windowStart: base - 2 * TEN_MIN })
    expect(merged.map((p) => p.t)).toEqual([base - TEN_MIN, base])
  })

  it('daily partitions bucket at 5 am UTC', () => {
    const day = { titleId: 1001, partition: 'daily_5am' }
    const merged = mergeBuzzUpdate(
      [],
      update({ partition: 'daily_5am', time: Date.UTC(2026, 10, 20, 4) }),
      day,
    )
    expect(merged[0]?.t).toBe(Date.UTC(2026, 10, 19, 5))
  })

  it('summarises the chart for screen readers', () => {
    expect(buzzSentimentSummary([], 0)).toBe('Buzz and sentiment of the last 30 days: no data.')
    const text = buzzSentimentSummary(
      [
        { t: base, buzz: 400, sentiment: 0.5 },
        { t: base + TEN_MIN, buzz: 150, sentiment: -0.1 },
      ],
      1,
    )
    expect(text).toBe(
      'Buzz and sentiment of the last 30 days, 2 data points, latest buzz 150%, peak buzz 400%, mean sentiment score +16.7 (−50 to +50), 1 alert marker.',
    )
  })
})
