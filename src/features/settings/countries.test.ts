import { describe, expect, it } from 'vitest'
import { countryOptions } from './countries'

describe('country choices', () => {
  it('names ISO codes in English, sorted, without groupings', () => {
    const options = countryOptions()
    const byCode = new Map(options.map((option) => [option.value, option.label]))
    expect(byCode.get('DE')).toBe('Germany')
    expect(byCode.get('US')).toBe('United States')
    expect(byCode.has('EU')).toBe(false)
    expect(byCode.has('ZZ')).toBe(false)
    expect(options.length).toBeGreaterThan(200)
    const labels = options.map((option) => option.label)
    expect([...labels].sort((a, b) => a.localeCompare(b, 'en-US'))).toEqual(labels)
  })
})
