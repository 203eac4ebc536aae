import { describe, expect, it } from 'vitest'
import { ReleaseCalendar, releasesOf } from './earnings'
import { marketLevel } from './market-levels'
import { DAY_MS, priceAt } from './prices'
import type { DemoTitle } from './titles'

const company = (id: number, name: string, rank: number): DemoTitle => ({
  id,
  name,
  shortName: name,
  type: 'company',
  symbol: null,
  country: 'US',
  sectorId: null,
  rank,
})
// Apple, Cisco, Bristol-Myers Squibb and Rivian: their known levels.
const COMPANIES = [
  company(1001, 'Apple', 0),
  company(1020, 'Cisco', 20),
  company(1099, 'BMS', 99),
  company(1100, 'Rivian', 100),
]
const NOW = Date.UTC(2026, 11, 1)
const TWO_YEARS = 760 * DAY_MS

describe('the demo price reaction to earnings', () => {
  it('fades over the months after a release: a third left after four months', () => {
    const apple = COMPANIES[0] as DemoTitle
    const [release] = releasesOf(1, apple, NOW - 400 * DAY_MS, NOW - 300 * DAY_MS)
    if (!release) throw new Error('no release in the window')
    // A calendar of this release alone.
    const calendar = new ReleaseCalendar(1, [apple], release.dayMs, release.dayMs + DAY_MS)
    const reaction = release.dayMs + 13 * 3_600_000
    expect(calendar.jumps(apple.id, reaction)).toBe(0)
    const jump = calendar.jumps(apple.id, reaction + 2 * 3_600_000)
    expect(Math.abs(jump)).toBeGreaterThanOrEqual(0.03 * 0.99)
    expect(Math.sign(jump)).toBe(release.beat ? 1 : -1)
    expect(calendar.jumps(apple.id, reaction + 120 * DAY_MS) / jump).toBeCloseTo(Math.exp(-1), 2)
    expect(Math.abs(calendar.jumps(apple.id, reaction + 730 * DAY_MS) / jump)).toBeLessThan(0.003)
  })

  it('prices a moment the same whatever day the calendar begins (a server started later)', () => {
    for (const title of COMPANIES) {
      const early = new ReleaseCalendar(1, [title], NOW - 120 * DAY_MS - TWO_YEARS, NOW + 30 * DAY_MS)
      const late = new ReleaseCalendar(1, [title], NOW - TWO_YEARS, NOW + 30 * DAY_MS)
      const a = priceAt(1, title, NOW, early.jumps)
      const b = priceAt(1, title, NOW, late.jumps)
      expect(Math.abs(a / b - 1)).toBeLessThan(0.001)
    }
  })

  it('keeps a share within a third of its known level over two years', () => {
    for (const title of COMPANIES) {
      const level = marketLevel(title)
      if (level === undefined) throw new Error(`${title.name} has no known level`)
      const calendar = new ReleaseCalendar(1, [title], NOW - 2 * TWO_YEARS, NOW + 30 * DAY_MS)
      for (let t = NOW - TWO_YEARS; t <= NOW; t += 7 * DAY_MS) {
        const ratio = priceAt(1, title, t, calendar.jumps) / level
        expect(ratio).toBeGreaterThan(0.66)
        expect(ratio).toBeLessThan(1.5)
      }
    }
  })
})
