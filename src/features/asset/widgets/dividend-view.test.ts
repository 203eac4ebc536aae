import { describe, expect, it } from 'vitest'
import type { DividendAnswer } from '../../../core'
import { dividendColumns, dividendFigures } from './dividend-view'

const answer = (overrides: Partial<DividendAnswer> = {}): DividendAnswer => ({
  id: 1,
  currency: 'USD',
  per_year: 4,
  trailing_12m: 1,
  previous_12m: 0.8,
  growth: 0.25,
  close: 50,
  dividend_yield: 0.02,
  payout_ratio: 0.4,
  next: null,
  history: [
    { ex_date: '2026-08-03', pay_date: '2026-08-17', amount: 0.2 },
    { ex_date: '2026-05-04', pay_date: null, amount: 0.25 },
  ],
  ...overrides,
})

describe('dividend view', () => {
  it('reads the figures with their reasons', () => {
    expect(dividendFigures(answer()).map((figure) => [figure.label, figure.value, figure.note])).toEqual([
      ['Dividend yield', '2.00%', undefined],
      ['Last 12 months', '$1.00', 'quarterly'],
      ['Growth (year on year)', '+25.0%', undefined],
      ['Payout ratio', '40.0%', 'of trailing earnings'],
    ])
    const none = dividendFigures(
      answer({ growth: null, payout_ratio: null, dividend_yield: null, close: null }),
    )
    expect(none.map((figure) => figure.note)).toEqual([
      'no close',
      'quarterly',
      'no dividend in the 12 months before',
      'needs four earnings reports with a profit',
    ])
  })

  it('draws the payments oldest first and marks a cut', () => {
    const columns = dividendColumns(answer())
    expect(columns.map((column) => [column.key, column.value, column.highlight])).toEqual([
      ['2026-05-04', 0.25, false],
      ['2026-08-03', 0.2, true],
    ])
    expect(columns[1]?.detail).toEqual([
      'Ex-date Aug 3, 2026',
      '$0.20 per share',
      'Paid Aug 17, 2026',
      '−20.0% against the one before',
    ])
  })
})
