import { describe, expect, it } from 'vitest'
import { dividendsOf, quarterlyDividend } from './dividends'
import type { DemoTitle } from './titles'

const DAY = 86_400_000
const company = (id: number): DemoTitle => ({
  id,
  name: `Company ${id}`,
  shortName: `Company ${id}`,
  type: 'company',
  symbol: `C${id}`,
  country: 'US',
  sectorId: null,
  rank: id,
})

describe('demo dividends', () => {
  const from = Date.UTC(2023, 0, 1)
  const to = Date.UTC(2026, 0, 1)
  const all = Array.from({ length: 200 }, (_, i) => dividendsOf(7, company(i + 1), from, to))

  it('pays about half the companies quarterly, and no other kind of title', () => {
    const payers = all.filter((payments) => payments.length > 0)
    expect(payers.length).toBeGreaterThan(80)
    expect(payers.length).toBeLessThan(140)
    for (const payments of payers) {
      expect(payments.length).toBeGreaterThanOrEqual(11)
      expect(payments.length).toBeLessThanOrEqual(13)
      const gaps = payments
        .slice(1)
        .map((p, i) => (Date.parse(p.exDate) - Date.parse(payments[i]?.exDate ?? '')) / DAY)
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(85)
      expect(Math.max(...gaps)).toBeLessThanOrEqual(97)
    }
    expect(dividendsOf(7, { ...company(1), type: 'crypto_currency' }, from, to)).toEqual([])
  })

  it('tells the dividend a company declares in a year, as it pays it, and none for non-payers', () => {
    all.forEach((payments, i) => {
      const title = company(i + 1)
      const [last] = payments.slice(-1)
      if (!last) expect(quarterlyDividend(7, title, Date.UTC(2025, 6, 1))).toBeNull()
      else expect(quarterlyDividend(7, title, Date.parse(last.exDate))).toBe(last.amount)
    })
  })

  it('holds the dividend within a year and the same on every call', () => {
    for (const payments of all) {
      const byYear = new Map<string, Set<number>>()
      for (const p of payments)
        byYear.set(p.exDate.slice(0, 4), (byYear.get(p.exDate.slice(0, 4)) ?? new Set()).add(p.amount))
      for (const amounts of byYear.values()) expect(amounts.size).toBe(1)
    }
    expect(dividendsOf(7, company(3), from, to)).toEqual(dividendsOf(7, company(3), from, to))
  })
})
