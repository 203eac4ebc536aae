import { describe, expect, it } from 'vitest'
import { BUZZ_PRICE_ALERT_SERIES, EARNINGS_BUZZ_ALERT_SERIES, evaluateStandardRules } from './standard'
import { closedRow } from './test-support'

const none = { previousBuzz: [], releaseDates: [], dailyQuotes: [] }
const kinds = (records: { kind: string }[]) => records.map((r) => r.kind)

describe('standard rules', () => {
  it('fires high buzz on a daily bucket at 3× with 3 authors, at the bucket end', () => {
    const [alert] = evaluateStandardRules(closedRow('daily_5am', '2026-03-02T05:00:00Z', 3.2), none)
    expect(alert).toMatchObject({ kind: 'high_buzz', titleId: 7, seriesId: null, ruleId: null })
    expect(new Date(alert?.triggeredAt ?? 0).toISOString()).toBe('2026-03-03T05:00:00.000Z')
    expect(evaluateStandardRules(closedRow('daily_5am', '2026-03-02T05:00:00Z', 2.9), none)).toEqual([])
    expect(
      evaluateStandardRules(closedRow('daily_5am', '2026-03-02T05:00:00Z', 5, { uniqueAuthors: 2 }), none),
    ).toEqual([])
  })

  it('never fires on an open bucket, nor with fewer than 5 earlier days to compare with', () => {
    const row = { ...closedRow('daily_5am', '2026-03-02T05:00:00Z', 9), closed: false }
    expect(evaluateStandardRules(row, none)).toEqual([])
    const young = { ...closedRow('daily_5am', '2026-03-02T05:00:00Z', 9), baselineDays: 4 }
    expect(evaluateStandardRules(young, none)).toEqual([])
    expect(kinds(evaluateStandardRules({ ...young, baselineDays: 5 }, none))).toEqual(['high_buzz'])
  })

  it('fires moving stock buzz on 3 rising hours ending at 2× or more', () => {
    const row = closedRow('hourly', '2026-03-02T12:00:00Z', 2.4)
    expect(kinds(evaluateStandardRules(row, { ...none, previousBuzz: [0.5, 1.1, 1.9] }))).toEqual([
      'moving_stock_buzz',
    ])
    expect(evaluateStandardRules(row, { ...none, previousBuzz: [1.1, 2.5] })).toEqual([])
    expect(evaluateStandardRules(row, { ...none, previousBuzz: [1.9] })).toEqual([])
  })

  it('fires adhoc buzz on a 10-minute bucket with an ad-hoc release at 1.5×', () => {
    expect(
      kinds(evaluateStandardRules(closedRow('realtime', '2026-03-02T12:00:00Z', 1.5, { adhoc: 1 }), none)),
    ).toEqual(['adhoc_buzz'])
    expect(
      evaluateStandardRules(closedRow('realtime', '2026-03-02T12:00:00Z', 4, { adhoc: 0 }), none),
    ).toEqual([])
  })

  it('fires pre-earnings buzz in the 7 days before a release and earnings buzz on the day (series 137620)', () => {
    const before = evaluateStandardRules(closedRow('daily_5am', '2026-03-02T05:00:00Z', 1.6), {
      ...none,
      releaseDates: ['2026-03-09', '2026-03-10'],
    })
    expect(before).toEqual([
      expect.objectContaining({
        kind: 'pre_earnings_buzz',
        seriesId: EARNINGS_BUZZ_ALERT_SERIES,
        data: expect.objectContaining({ release_date: '2026-03-09', days_before: 7 }),
      }),
    ])
    const on = evaluateStandardRules(closedRow('daily_5am', '2026-03-09T05:00:00Z', 2), {
      ...none,
      releaseDates: ['2026-03-09'],
    })
    expect(kinds(on)).toEqual(['earnings_buzz'])
    expect(on[0]?.seriesId).toBe(137_620)
  })

  it('fires price/buzz on a 3 % close move on a 2× day (series 137572)', () => {
    const quotes = [
      { t: Date.parse('2026-02-27T00:00:00Z'), c: 100 },
      { t: Date.parse('2026-03-02T00:00:00Z'), c: 96.5 },
    ]
    const fired = evaluateStandardRules(closedRow('daily_5am', '2026-03-02T05:00:00Z', 2.1), {
      ...none,
      dailyQuotes: quotes,
    })
    expect(fired).toEqual([
      expect.objectContaining({
        kind: 'price_buzz',
        seriesId: BUZZ_PRICE_ALERT_SERIES,
        data: expect.objectContaining({ close: 96.5, previous_close: 100, move: -0.035 }),
      }),
    ])
    const small = [quotes[0], { t: Date.parse('2026-03-02T00:00:00Z'), c: 98 }].flatMap((q) => (q ? [q] : []))
    expect(
      evaluateStandardRules(closedRow('daily_5am', '2026-03-02T05:00:00Z', 2.1), {
        ...none,
        dailyQuotes: small,
      }),
    ).toEqual([])
  })
})
