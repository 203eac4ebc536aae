import { describe, expect, it } from 'vitest'
import { shortInfoView } from './short-info-view'

const volume = (date: string, market: string, shortVolume: number, totalVolume: number) =>
  ({
    kind: 'volume',
    date,
    market,
    shortVolume,
    shortExemptVolume: 1,
    totalVolume,
    share: shortVolume / totalVolume,
  }) as const
const position = (date: string, holder: string, percent: number) =>
  ({ kind: 'position', date, holder, isin: null, percent }) as const

describe('the short info view', () => {
  it('sums the markets of a day, newest day first', () => {
    const view = shortInfoView([
      volume('2026-11-20', 'NYSE TRF', 400, 1000),
      volume('2026-11-23', 'NYSE TRF', 300, 1000),
      volume('2026-11-23', 'Nasdaq TRF', 500, 1000),
    ])
    expect(view.days.map((day) => [day.date, day.shortVolume, day.totalVolume, day.share])).toEqual([
      ['2026-11-23', 800, 2000, 0.4],
      ['2026-11-20', 400, 1000, 0.4],
    ])
  })

  it("takes each holder's latest position and its change, largest first", () => {
    const view = shortInfoView([
      position('2026-11-20', 'B', 0.9),
      position('2026-11-23', 'A', 0.6),
      position('2026-11-23', 'B', 1.2),
      position('2026-11-10', 'B', 1.0),
    ])
    expect(view.holders).toEqual([
      { holder: 'B', percent: 1.2, date: '2026-11-23', change: expect.closeTo(0.2, 9) },
      { holder: 'A', percent: 0.6, date: '2026-11-23', change: null },
    ])
    expect(view.disclosedPercent).toBeCloseTo(1.8, 9)
    expect(shortInfoView([])).toEqual({ days: [], holders: [], disclosedPercent: 0 })
  })
})
