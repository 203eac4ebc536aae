import { describe, expect, it } from 'vitest'
import { withCryptoRanks } from './titles'

describe('withCryptoRanks', () => {
  it('moves Bitcoin and Ethereum among the most discussed companies and keeps the rest in order', () => {
    const companies = Array.from({ length: 40 }, (_, index) => ({ id: 1001 + index }))
    const rows = [...companies, { id: 90001 }, { id: 90002 }, { id: 90050 }]
    const ordered = withCryptoRanks(rows).map((row) => row.id)
    expect(ordered.indexOf(90001)).toBe(2)
    expect(ordered.indexOf(90002)).toBe(8)
    expect(ordered.at(-1)).toBe(90050)
    expect(ordered.filter((id) => id < 90000)).toEqual(companies.map((row) => row.id))
    expect(ordered).toHaveLength(rows.length)
  })

  it('leaves a list without those crypto currencies as it is', () => {
    const rows = [{ id: 1 }, { id: 2 }]
    expect(withCryptoRanks(rows)).toEqual(rows)
  })
})
