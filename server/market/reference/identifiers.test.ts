import { describe, expect, it } from 'vitest'
import { isCountryCode, isCurrencyCode, isValidCusip, isValidIsin } from './identifiers'

describe('identifiers', () => {
  it('accepts ISINs with a correct check digit and rejects a changed one', () => {
    expect(isValidIsin('US0378331005')).toBe(true)
    expect(isValidIsin('DE0007164600')).toBe(true)
    expect(isValidIsin('US0378331006')).toBe(false)
    expect(isValidIsin('DE000716460')).toBe(false)
  })
  it('checks the CUSIP inside US ISINs', () => {
    expect(isValidCusip('037833100')).toBe(true)
    expect(isValidCusip('037833101')).toBe(false)
  })
  it('knows ISO country and currency codes', () => {
    expect(isCountryCode('DE')).toBe(true)
    expect(isCountryCode('XX')).toBe(false)
    expect(isCurrencyCode('EUR')).toBe(true)
    expect(isCurrencyCode('PTS')).toBe(false)
  })
})
