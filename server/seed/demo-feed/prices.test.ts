import { describe, expect, it } from 'vitest'
import { unitsPerUsd } from './market-levels'
import { BAR_MS, DAY_MS, dailyBar, liveBarsFrom, marketDays, priceAt, sharesOutstanding } from './prices'
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
    [1001, 'company', 160, 450], // Apple, USD
    [2001, 'company', 120, 350], // SAP, EUR
  ])('keep %s (%s) within the band a trader knows', (id, type, low, high) => {
    const [min, max] = range(title(id, type))
    expect(min).toBeGreaterThan(low)
    expect(max).toBeLessThan(high)
  })

  it('quote a share without a known level in its own currency: yen, not dollars written in yen', () => {
    const toyota = { ...title(3101, 'company'), currency: 'JPY' }
    const [min] = range(toyota)
    expect(min).toBeGreaterThan(500)
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

  it('count a market cap quoted in yen as many yen as the dollars it is worth', () => {
    const inYen = { ...company(3101, 0), currency: 'JPY' }
    expect(capAt(inYen, 2_900)).toBeCloseTo(3e12 * 155, -11)
  })

  it('are none for what is no company', () => {
    expect(sharesOutstanding(crypto(90001, 'Bitcoin'), 60_000)).toBeNull()
    expect(sharesOutstanding(company(1001, 0), 0)).toBeNull()
  })
})

describe('the demo clock of price movement', () => {
  const share: DemoTitle = { ...crypto(1001, 'Apple Inc.'), type: 'company', country: 'US' }
  const MONDAY = Date.UTC(2026, 10, 23)
  const HOUR = 3_600_000

  it('moves a share 90 % of a day in its session and a tenth overnight, a week 5.2 days', () => {
    const open = MONDAY + 13.5 * HOUR
    const close = MONDAY + 20 * HOUR
    expect(marketDays(share, close) - marketDays(share, open)).toBeCloseTo(0.9, 6)
    expect(marketDays(share, open + DAY_MS) - marketDays(share, close)).toBeCloseTo(0.1, 6)
    expect(marketDays(share, MONDAY + 7 * DAY_MS) - marketDays(share, MONDAY)).toBeCloseTo(5.2, 6)
  })

  it('never runs backwards or jumps, across days and weekends', () => {
    let previous = marketDays(share, MONDAY)
    for (let t = MONDAY + 600_000; t < MONDAY + 15 * DAY_MS; t += 600_000) {
      const now = marketDays(share, t)
      expect(now).toBeGreaterThanOrEqual(previous)
      expect(now - previous).toBeLessThan(0.03)
      previous = now
    }
  })

  it('is the wall clock for crypto, which trades around the clock', () => {
    expect(marketDays(crypto(90001, 'Bitcoin'), MONDAY + 5 * HOUR)).toBeCloseTo(
      (MONDAY + 5 * HOUR) / DAY_MS,
      9,
    )
  })

  it('opens a daily candle near the previous close: the gaps are smaller than the days', () => {
    const gaps: number[] = []
    const bodies: number[] = []
    let previousClose: number | null = null
    for (let day = MONDAY - 120 * DAY_MS; day < MONDAY; day += DAY_MS) {
      const bar = dailyBar(7, share, day, MONDAY, noJumps)
      if (!bar) continue
      if (previousClose !== null) gaps.push(Math.abs(bar.o - previousClose))
      bodies.push(Math.abs(bar.c - bar.o))
      previousClose = bar.c
    }
    const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)
    expect(sum(gaps)).toBeLessThan(sum(bodies) / 2)
  })
})

describe('units of a currency per US dollar', () => {
  it('come from the demo exchange rates, crosses included, and from the unpaired list', () => {
    expect(unitsPerUsd('JPY')).toBe(155)
    expect(unitsPerUsd('EUR')).toBeCloseTo(1 / 1.16, 6)
    expect(unitsPerUsd('SEK')).toBeCloseTo(10.95 / 1.16, 6)
    expect(unitsPerUsd('TWD')).toBe(31)
    expect(unitsPerUsd('USD')).toBe(1)
    expect(unitsPerUsd('XXX')).toBe(1)
    expect(unitsPerUsd(null)).toBe(1)
  })
})

describe('liveBarsFrom', () => {
  const bar = Date.UTC(2026, 10, 30, 15, 0)
  it('starts at the bar that closed since the bars were last stored, to give it its final values', () => {
    expect(liveBarsFrom(bar - 5_000, bar + 5_000)).toBe(bar - BAR_MS)
    expect(liveBarsFrom(0, bar + 5_000)).toBe(bar - BAR_MS)
  })

  it('starts at the forming bar once the closed one has been stored after it closed', () => {
    expect(liveBarsFrom(bar + 5_000, bar + 15_000)).toBe(bar)
    expect(liveBarsFrom(bar, bar + BAR_MS - 1)).toBe(bar)
  })
})
