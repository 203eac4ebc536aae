import { describe, expect, it } from 'vitest'
import { NO_PRICE_METRICS, priceMetricsOf } from './price-metrics'

const DAY = 86_400_000
const bar = (day: number, c: number, h = c, l = c) => ({ t: day * DAY, c, h, l })

describe('priceMetricsOf', () => {
  it('is empty without bars', () => {
    expect(priceMetricsOf([])).toEqual(NO_PRICE_METRICS)
  })
  it('computes changes against earlier closes and 52-week distances', () => {
    const bars = [bar(0, 50, 55, 40), bar(300, 80, 120, 70), bar(358, 90), bar(364, 95), bar(365, 100)]
    expect(priceMetricsOf(bars)).toEqual({
      chg: 5.26,
      week_chg: 11.11,
      month_chg: 25,
      year_chg: 100,
      dist_52_week_high: -16.67,
      dist_52_week_low: 42.86,
    })
  })
  it('leaves a change null when no close is old enough', () => {
    expect(priceMetricsOf([bar(10, 10), bar(11, 11)]).week_chg).toBeNull()
  })
})
