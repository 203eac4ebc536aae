import { countries } from 'countries-list'
import { code as currencyByCode } from 'currency-codes'

/** Checks of identifiers in reference data: ISIN and CUSIP check digits, ISO country and currency. */

function digitsOf(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.charCodeAt(0)
    out += code >= 65 && code <= 90 ? String(code - 55) : char
  }
  return out
}

/** ISO 6166: two letters, nine alphanumerics, one check digit (Luhn over letters as 10–35). */
export function isValidIsin(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin)) return false
  const digits = digitsOf(isin.slice(0, 11))
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  const check = (10 - (sum % 10)) % 10
  if (check !== Number(isin[11])) return false
  // US and Canadian ISINs embed a CUSIP with its own check digit.
  return isin.startsWith('US') || isin.startsWith('CA') ? isValidCusip(isin.slice(2, 11)) : true
}

export function isValidCusip(cusip: string): boolean {
  if (!/^[A-Z0-9]{8}\d$/.test(cusip)) return false
  let sum = 0
  for (let i = 0; i < 8; i += 1) {
    const char = cusip.charAt(i)
    const code = char.charCodeAt(0)
    let value = code >= 65 ? code - 55 : Number(char)
    if (i % 2 === 1) value *= 2
    sum += Math.floor(value / 10) + (value % 10)
  }
  return (10 - (sum % 10)) % 10 === Number(cusip[8])
}

const countryCodes: ReadonlySet<string> = new Set(Object.keys(countries))

export function isCountryCode(code: string): boolean {
  return countryCodes.has(code)
}

export function isCurrencyCode(code: string): boolean {
  return currencyByCode(code) !== undefined
}
