import { describe, expect, it } from 'vitest'
import { COMPARISON_ROWS } from '../../core'
import { comparisonCell, planHighlights, planPrice } from './plan-display'

describe('plan display', () => {
  it('shows comparison cells with units and readable labels', () => {
    expect(comparisonCell({}, true)).toEqual({ text: '✓', label: 'Included', kind: 'yes' })
    expect(comparisonCell({}, false)).toEqual({ text: '—', label: 'Not included', kind: 'no' })
    expect(comparisonCell({ unit: 'months' }, 1).text).toBe('1 month')
    expect(comparisonCell({ unit: 'days' }, 30).text).toBe('30 days')
    expect(comparisonCell({ unit: 'usd_per_month' }, 49).text).toBe('$49.00 / month')
    expect(comparisonCell({}, 'E-mail').text).toBe('E-mail')
    for (const row of COMPARISON_ROWS) {
      for (const value of Object.values(row.values)) expect(comparisonCell(row, value).label).not.toBe('')
    }
  })

  it('prices a plan per month or per year with the yearly saving', () => {
    expect(planPrice('premium', 'MONTH')).toEqual({
      amount: '$49.00',
      per: 'per month',
      note: 'Billed monthly',
    })
    expect(planPrice('premium', 'YEAR')).toEqual({
      amount: '$490.00',
      per: 'per year',
      note: 'Save $98.00 against monthly',
    })
  })

  it('lists the highlights of the tier table', () => {
    expect(planHighlights('basic').points).toEqual([
      '1 month of history',
      'Time ranges up to 3 days',
      '1 licensed user',
    ])
    expect(planHighlights('platinum').points).toContain('1 morning briefing report')
  })
})
