import { describe, expect, it } from 'vitest'
import { earningsView } from './earnings-view'

const NOW = Date.parse('2026-11-24T15:00:00Z')

describe('the earnings view', () => {
  it('finds the next release and classifies past ones against the consensus', () => {
    const view = earningsView(
      [
        { release_date: '2026-12-07', prior: 1.46, consensus: 1.52, actual: null },
        { release_date: '2027-03-01', prior: null, consensus: null, actual: null },
        { release_date: '2026-08-01', prior: 1.4, consensus: 1.39, actual: 1.46 },
        { release_date: '2026-05-01', prior: 1.3, consensus: 1.4, actual: 1.2 },
        { release_date: '2026-02-01', prior: 1.2, consensus: 1.3, actual: 1.305 },
        { release_date: '2025-11-01', prior: 1.1, consensus: null, actual: 1.2 },
      ],
      NOW,
    )
    expect(view.next).toMatchObject({ release_date: '2026-12-07', daysAway: 13, consensus: 1.52 })
    expect(view.past.map((release) => [release.release_date, release.outcome])).toEqual([
      ['2026-08-01', 'beat'],
      ['2026-05-01', 'miss'],
      ['2026-02-01', 'in-line'],
      ['2025-11-01', null],
    ])
    expect(view.past[0]?.surprise).toBeCloseTo(0.0504, 4)
  })

  it('counts a release today as next, and has none without data', () => {
    expect(
      earningsView([{ release_date: '2026-11-24', prior: null, consensus: 1, actual: null }], NOW).next
        ?.daysAway,
    ).toBe(0)
    expect(earningsView([], NOW)).toEqual({ next: null, past: [] })
  })
})
