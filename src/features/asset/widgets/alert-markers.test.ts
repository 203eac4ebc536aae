import { describe, expect, it } from 'vitest'
import { type AlertTrigger, alertMarkers, legendMarkerKinds } from './alert-markers'

const day = (d: number) => Date.UTC(2026, 10, d)
const range = { start: day(1), end: day(30) }

function trigger(
  fields: Partial<AlertTrigger> & Pick<AlertTrigger, 'trigger_id' | 'rule_type'>,
): AlertTrigger {
  return { series_id: null, time: day(10), data: {}, ...fields }
}

describe('chart alert markers', () => {
  it('marks ad-hoc releases, buzz price alerts (137572) and earnings buzz alerts (137620)', () => {
    const markers = alertMarkers(
      [
        trigger({
          trigger_id: 3,
          rule_type: 'price_buzz',
          series_id: 137572,
          time: day(12),
          data: { move: -0.1079, buzz: 2.5275 },
        }),
        trigger({ trigger_id: 2, rule_type: 'adhoc_buzz', time: day(11), data: { buzz: 4 } }),
        trigger({
          trigger_id: 1,
          rule_type: 'pre_earnings_buzz',
          series_id: 137620,
          time: day(10),
          data: { days_before: 3, release_date: '2026-11-13', buzz: 1.5 },
        }),
      ],
      [],
      range,
    )
    expect(markers.map((m) => [m.kind, m.time, m.label])).toEqual([
      ['earnings', day(10), 'Earnings buzz alert'],
      ['adhoc', day(11), 'Ad-hoc release'],
      ['price', day(12), 'Buzz price alert'],
    ])
    expect(markers[0]?.details).toEqual([
      'Pre-earnings buzz 3 days before the release of 2026-11-13',
      'Buzz 150%',
    ])
    expect(markers[2]?.details).toEqual(['Price move −10.79%', 'Buzz 253%'])
  })

  it('marks the user’s own alerts with their rule’s name and what fired it', () => {
    const markers = alertMarkers(
      [
        trigger({
          trigger_id: 9,
          rule_id: 4,
          rule_type: 'buzz_patterns',
          time: day(14),
          data: { name: 'Apple buzz above 300 %', b: 312, s: 10 },
        }),
      ],
      [],
      range,
    )
    expect(markers).toEqual([
      {
        key: 'trigger-9',
        kind: 'own',
        time: day(14),
        label: 'Apple buzz above 300 %',
        details: ['Your alert', 'Buzz 312%', 'Sentiment +10.0'],
      },
    ])
  })

  it('leaves out other rules and anything outside the range', () => {
    const markers = alertMarkers(
      [
        trigger({ trigger_id: 1, rule_type: 'moving_stock_buzz' }),
        trigger({ trigger_id: 2, rule_type: 'high_buzz' }),
        trigger({ trigger_id: 3, rule_type: 'adhoc_buzz', time: day(1) - 1 }),
      ],
      [{ release_date: '2026-12-07', prior: 6.58, consensus: 6.89, actual: null }],
      range,
    )
    expect(markers).toEqual([])
  })

  it('marks calendar earnings releases and joins the earnings buzz alert of that release', () => {
    const markers = alertMarkers(
      [
        trigger({
          trigger_id: 9,
          rule_type: 'earnings_buzz',
          series_id: 137620,
          time: day(21) + 5 * 3_600_000,
          data: { release_date: '2026-11-20', buzz: 2 },
        }),
      ],
      [{ release_date: '2026-11-20', prior: 1.2, consensus: 1.3, actual: 1.4 }],
      range,
    )
    expect(markers).toHaveLength(1)
    expect(markers[0]).toMatchObject({ kind: 'earnings', time: day(20), label: 'Earnings release' })
    expect(markers[0]?.details).toEqual([
      'Release date 2026-11-20',
      'Consensus 1.3',
      'Prior 1.2',
      'Actual 1.4',
      'Earnings buzz',
      'Buzz 200%',
    ])
  })
})

describe('legendMarkerKinds', () => {
  it('names only the kinds the chart shows, each once, in the legend order', () => {
    expect(legendMarkerKinds([{ kind: 'earnings' }, { kind: 'adhoc' }, { kind: 'adhoc' }])).toEqual([
      { kind: 'adhoc', label: 'Ad-hoc release' },
      { kind: 'earnings', label: 'Earnings release' },
    ])
    expect(legendMarkerKinds([])).toEqual([])
  })
})
