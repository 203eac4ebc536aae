import type { SelectOption } from '../../ui/forms'

/** Region codes Intl knows that are not countries (groupings, unknown, exceptional reservations). */
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'UN',
  'ZZ',
  'QO',
  'XA',
  'XB',
  'AC',
  'CP',
  'DG',
  'EA',
  'IC',
  'TA',
  'CQ',
])

let cached: SelectOption[] | null = null

/**
 * Countries for the profile's country field: the ISO 3166-1 alpha-2 codes the browser's Intl
 * data names, sorted by their English name. No list is shipped: Intl has the names already.
 */
export function countryOptions(): SelectOption[] {
  if (cached) return cached
  const names = new Intl.DisplayNames(['en-US'], { type: 'region', fallback: 'none' })
  const options: SelectOption[] = []
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second)
      if (NOT_COUNTRIES.has(code)) continue
      let name: string | undefined
      try {
        name = names.of(code)
      } catch {
        name = undefined
      }
      if (name && name !== code) options.push({ value: code, label: name })
    }
  }
  options.sort((a, b) => a.label.localeCompare(b.label, 'en-US'))
  cached = options
  return options
}
