import { describe, expect, it } from 'vitest'
import {
  changeTone,
  executiveName,
  formatBuzz,
  formatCompact,
  formatCurrency,
  formatDecimal,
  formatPercent,
} from './formats'

describe('number formats (data-interface §9, en-US only)', () => {
  it.each([
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [-15_300, '-15.3K'],
    [1_250_000, '1.3M'],
    [2_000_000_000, '2B'],
    [0.45, '0.5'],
  ])('compact %s → %s (0 to 1 fraction digits)', (value, text) => {
    expect(formatCompact(value)).toBe(text)
  })

  it.each([
    [1234.5678, undefined, '1,234.568'],
    [2, undefined, '2'],
    [0.1, 'upTo3', '0.1'],
    [2, 1, '2.0'],
    [1.005, 2, '1.01'],
    [3.14659, 2, '3.15'],
    [0.12345, 3, '0.123'],
    [1_000_000, 3, '1,000,000.000'],
  ] as const)('decimal %s with %s digits → %s', (value, digits, text) => {
    expect(formatDecimal(value, digits)).toBe(text)
  })

  it.each([
    [0.125, {}, '12.50%'],
    [0.125, { signed: true }, '+12.50%'],
    [-0.125, { signed: true }, '-12.50%'],
    [0, { signed: true }, '0.00%'],
    [0.1234, { digits: 1 }, '12.3%'],
    [-0.5, { digits: 1, signed: true }, '-50.0%'],
    [1.5, {}, '150.00%'],
  ] as const)('percent %s %o → %s', (fraction, options, text) => {
    expect(formatPercent(fraction, options)).toBe(text)
  })

  it.each([
    [1234.5, 'USD', '$1,234.50'],
    [1234.5, 'EUR', '€1,234.50'],
    [1234.5, 'eur', '€1,234.50'],
    [-3, 'GBP', '-£3.00'],
    [5, 'CHF', 'CHF\u00a05.00'],
    [1234.5, 'JPY', '¥1,234.50'],
    // Fallbacks to USD: missing, not three letters, unknown code.
    [1234.5, null, '$1,234.50'],
    [1234.5, undefined, '$1,234.50'],
    [1234.5, '', '$1,234.50'],
    [1234.5, 'EURO', '$1,234.50'],
    [1234.5, 'E1', '$1,234.50'],
    [1234.5, 'XYZ', '$1,234.50'],
    // Indices: points as a plain decimal.
    [1234.5, 'PTS', '1,234.50'],
    [18_004.123, 'pts', '18,004.12'],
  ])('currency %s %s → %s', (value, currency, text) => {
    expect(formatCurrency(value, currency)).toBe(text)
  })

  it.each([
    [1.5, '150%'],
    [1, '100%'],
    [0, '0%'],
    [12.345, '1,235%'],
  ])('buzz %s is shown times 100: %s', (buzz, text) => {
    expect(formatBuzz(buzz)).toBe(text)
  })

  it('gives the same text on repeated calls (cached formatters keep their options)', () => {
    expect(formatDecimal(1.23456, 1)).toBe('1.2')
    expect(formatDecimal(1.23456, 2)).toBe('1.23')
    expect(formatDecimal(1.23456, 1)).toBe('1.2')
  })
})

describe('changeTone', () => {
  it('is up above zero, down below, flat at zero and without a value', () => {
    expect([0.4, -0.01, 0, null, Number.NaN].map(changeTone)).toEqual(['up', 'down', 'flat', 'flat', 'flat'])
  })
})

describe('executiveName', () => {
  it('shows last, first middle (application §3 Executives)', () => {
    expect(executiveName({ firstName: 'Mark', middleName: 'Elliot', lastName: 'Zuckerberg' })).toBe(
      'Zuckerberg, Mark Elliot',
    )
    expect(executiveName({ firstName: 'Tim', middleName: null, lastName: 'Cook' })).toBe('Cook, Tim')
    expect(executiveName({ firstName: '', middleName: null, lastName: 'Cook' })).toBe('Cook')
  })
})
