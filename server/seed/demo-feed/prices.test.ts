import { describe, expect, it } from 'vitest'
import { DAY_MS, priceAt, sharesOutstanding } from './prices'
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

describe('demo prices of the best-known markets', () => {
  const title = (id: number, type: string): DemoTitle => ({ ...crypto(id, `Title ${id}`), type })
  const range = (t: DemoTitle) => {
    const prices = days.map((day) => priceAt(7, t, day, noJumps))
    return [Math.min(...prices), Math.max(...prices)]
  }

  it.each([
    [1000001, 'index', 5_000, 9_000], // S&P 500
    [1000007, 'index', 18_000, 30_000], // DAX
    [300001, 'forex', 1.05, 1.3], // EUR/USD
    [300002, 'forex', 140, 170], // USD/JPY
    [310001, 'raw_material', 3_000, 5_500], // Gold
    [310006, 'raw_material', 40, 85], // Crude Oil WTI
  ])('keep %s (%s) within the band a trader knows', (id, type, low, high) => {
    const [min, max] = range(title(id, type))
    expect(min).toBeGreaterThan(low)
    expect(max).toBeLessThan(high)
  })

  it('keep a meme coin priced far below a cent instead of rounding it to nothing', () => {
    const [min, max] = range(crypto(90012, 'Shiba Inu'))
    expect(min).toBeGreaterThan(0.000_001)
    expect(max).toBeLessThan(0.000_1)
  })
})

describe('demo shares outstanding', () => {
  const company = (id: number, rank: number): DemoTitle => ({
    id,
    name: `Company ${id}`,
    shortName: `Company ${id}`,
    type: 'company',
    symbol: null,
    country: 'US',
    sectorId: '45202030',
    rank,
  })
  const capAt = (title: DemoTitle, price: number) => (sharesOutstanding(title, price) ?? 0) * price

  it('give the most talked-about company a market cap of trillions where they are counted, less down the ranks', () => {
    expect(capAt(company(1001, 0), 145.34)).toBeCloseTo(3e12, -9)
    const caps = [0, 9, 99, 299].map((rank) => capAt(company(2000 + rank, rank), 20 + rank))
    expect(caps[1]).toBeGreaterThan(4e11)
    expect(caps[1]).toBeLessThan(6e11)
    expect(caps[3]).toBeGreaterThan(3e10)
    for (let i = 1; i < caps.length; i += 1) expect(caps[i]).toBeLessThan(caps[i - 1] ?? 0)
  })

  it('are none for what is no company', () => {
    expect(sharesOutstanding(crypto(90001, 'Bitcoin'), 60_000)).toBeNull()
    expect(sharesOutstanding(company(1001, 0), 0)).toBeNull()
  })
})
