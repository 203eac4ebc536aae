import { describe, expect, it } from 'vitest'
import {
  changeTone,
  epsVerdict,
  executiveName,
  formatBuzz,
  formatCompact,
  formatCurrency,
  formatDecimal,
  formatMove,
  formatPercent,
  formatPrice,
  formatSentimentScore,
  formatSigned,
  formatSignedWhole,
  roundPrice,
} from './formats'

describe('number formats (data-interface §9, en-US only)', () => {
  it('tells reported earnings per share against the consensus, and nothing while one is unknown', () => {
    expect(epsVerdict(1.12, 1.05)).toBe('beat')
    expect(epsVerdict(0.9, 1.05)).toBe('miss')
    expect(epsVerdict(1.05, 1.05)).toBe('in line')
    expect(epsVerdict(null, 1.05)).toBeNull()
    expect(epsVerdict(1.12, undefined)).toBeNull()
  })

  it.each([
    [0.052, '+5.2%'],
    [-0.031, '−3.1%'],
    [0, '+0.0%'],
  ])('a price move %s → %s (true minus sign, one decimal)', (fraction, text) => {
    expect(formatMove(fraction)).toBe(text)
  })

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
    [-0.125, { signed: true }, '−12.50%'],
    [-0.125, {}, '−12.50%'],
    [0, { signed: true }, '0.00%'],
    [0.1234, { digits: 1 }, '12.3%'],
    [-0.5, { digits: 1, signed: true }, '−50.0%'],
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
    // Amounts of 1 and more: currency with 2 digits, as formatCurrency.
    [145.337, { currency: 'USD' }, '$145.34'],
    [95_123.4, { currency: 'USD', type: 'crypto_currency' }, '$95,123.40'],
    [1234.5, { currency: 'PTS', type: 'index' }, '1,234.50'],
    // Below 1: up to 4 significant digits, at least 2 fraction digits.
    [0.3, { currency: 'USD', type: 'crypto_currency' }, '$0.30'],
    [0.283_41, { currency: 'USD' }, '$0.2834'],
    [0.000_012_345, { currency: 'USD', type: 'crypto_currency' }, '$0.00001235'],
    [0.5, { currency: 'EUR' }, '€0.50'],
    [0, { currency: 'USD' }, '$0.00'],
    // Exchange rates: plain decimals in pips.
    [1.164_23, { currency: 'USD', type: 'forex' }, '1.1642'],
    [155.321, { currency: 'JPY', type: 'forex' }, '155.32'],
    [1460.5, { currency: 'KRW', type: 'forex' }, '1,460.50'],
  ])('price %s %o → %s', (value, quote, text) => {
    expect(formatPrice(value, quote)).toBe(text)
  })

  it.each([
    [145.337_12, 145.3371],
    [0.283_417_9, 0.283_418],
    [0.000_012_345_67, 0.000_012_345_7],
    [0, 0],
  ])('stores the price %s as %s', (price, stored) => {
    expect(roundPrice(price)).toBe(stored)
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

describe('formatSigned', () => {
  it('writes a plus, a true minus or no sign, with the decimals asked for', () => {
    expect(formatSigned(12.3)).toBe('+12.3')
    expect(formatSigned(-4)).toBe('−4')
    expect(formatSigned(0)).toBe('0')
    expect(formatSigned(1 / 3, 2)).toBe('+0.33')
    expect(formatSigned(-1.2, 2)).toBe('−1.20')
    expect(formatSigned(-0.001, 2)).toBe('0.00')
  })
})

describe('formatSentimentScore', () => {
  it('writes a raw sentiment as its score (data-interface §9) with a plus or a true minus', () => {
    expect(formatSentimentScore(0.5)).toBe('+33.3')
    expect(formatSentimentScore(-1)).toBe('−50.0')
    expect(formatSentimentScore(0)).toBe('0.0')
  })
})

describe('formatSignedWhole', () => {
  it('rounds to a whole number with a plus or a true minus, and no sign for zero', () => {
    expect(formatSignedWhole(250)).toBe('+250')
    expect(formatSignedWhole(-40.4)).toBe('−40')
    expect(formatSignedWhole(-0.3)).toBe('0')
    expect(formatSignedWhole(1234.6)).toBe('+1,235')
  })
})
