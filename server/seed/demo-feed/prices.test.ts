import { describe, expect, it } from 'vitest'
import { DAY_MS, priceAt } from './prices'
import type { DemoTitle } from './titles'

const crypto = (id: number, name: string): DemoTitle => ({
  id,
  name,
  shortName: name,
  type: 'crypto_currency',
  symbol: null,
  country: null,
  sectorId: null,
  rank: 0,
})
const noJumps = () => 0
const START = Date.UTC(2026, 0, 1)
const days = Array.from({ length: 365 }, (_, day) => START + day * DAY_MS)

describe('demo prices of well-known crypto currencies', () => {
  it('keep Bitcoin at the order of magnitude a reader knows', () => {
    for (const t of days) {
      const price = priceAt(7, crypto(90001, 'Bitcoin'), t, noJumps)
      expect(price).toBeGreaterThan(20_000)
      expect(price).toBeLessThan(500_000)
    }
  })

  it('keep a stablecoin at its dollar', () => {
    for (const t of days) expect(priceAt(7, crypto(90003, 'Tether'), t, noJumps)).toBeCloseTo(1, 1)
  })
})
