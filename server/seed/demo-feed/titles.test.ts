import { describe, expect, it } from 'vitest'
import { withKnownRanks } from './titles'

describe('withKnownRanks', () => {
  it('moves Bitcoin and Ethereum among the most discussed companies and keeps the rest in order', () => {
    const companies = Array.from({ length: 40 }, (_, index) => ({ id: 1001 + index }))
    const rows = [...companies, { id: 90001 }, { id: 90002 }, { id: 90050 }]
    const ordered = withKnownRanks(rows).map((row) => row.id)
    expect(ordered.indexOf(90001)).toBe(2)
    expect(ordered.indexOf(90002)).toBe(8)
    expect(ordered.at(-1)).toBe(90050)
    expect(ordered.filter((id) => id < 90000)).toEqual(companies.map((row) => row.id))
    expect(ordered).toHaveLength(rows.length)
  })

  it('moves the S&P 500 and gold among them too: markets have no market capitalisation', () => {
    const companies = Array.from({ length: 40 }, (_, index) => ({ id: 1001 + index }))
    const rows = [...companies, { id: 1000001 }, { id: 310001 }, { id: 1000027 }]
    const ordered = withKnownRanks(rows).map((row) => row.id)
    expect(ordered.indexOf(1000001)).toBe(1)
    expect(ordered.indexOf(310001)).toBe(9)
    expect(ordered.at(-1)).toBe(1000027)
  })

  it('leaves a list without any of them as it is', () => {
    const rows = [{ id: 1 }, { id: 2 }]
    expect(withKnownRanks(rows)).toEqual(rows)
  })
})
