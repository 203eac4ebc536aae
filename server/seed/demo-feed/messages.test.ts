import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../../pipeline/language'
import { ReleaseCalendar } from './earnings'
import { DemoMessageGenerator } from './messages'
import { DAY_MS, dailyBar, tenMinuteBars } from './prices'
import { DEMO_SOURCES } from './sources'
import type { DemoTitle } from './titles'

const TITLES: DemoTitle[] = [
  {
    id: 1001,
    name: 'Apple Inc.',
    shortName: 'Apple',
    type: 'company',
    symbol: 'AAPL',
    country: 'US',
    sectorId: '45202030',
    rank: 0,
  },
  {
    id: 2001,
    name: 'SAP SE',
    shortName: 'SAP',
    type: 'company',
    symbol: 'SAP',
    country: 'DE',
    sectorId: '45103010',
    rank: 1,
  },
  {
    id: 90001,
    name: 'Bitcoin',
    shortName: 'Bitcoin',
    type: 'crypto_currency',
    symbol: 'BTC',
    country: null,
    sectorId: null,
    rank: 2,
  },
]
const NOW = Date.UTC(2026, 0, 20, 12)

function generator(seed: number, ratePerHour = 120) {
  const calendar = new ReleaseCalendar(seed, TITLES, NOW - 100 * DAY_MS, NOW + 100 * DAY_MS)
  return { calendar, messages: new DemoMessageGenerator(seed, TITLES, ratePerHour, calendar) }
}

const demoTitle = (
  id: number,
  name: string,
  shortName: string,
  type: string,
  symbol: string,
  sectorId: string | null,
  rank: number,
): DemoTitle => ({
  id,
  name,
  shortName,
  type,
  symbol,
  country: type === 'company' || type === 'index' ? 'US' : null,
  sectorId,
  rank,
})

const byId = (a: { source_id: string }, b: { source_id: string }) => a.source_id.localeCompare(b.source_id)

describe('demo feed generator', () => {
  it('names peers of the same sector: a health care company beside health care, not a bank', () => {
    const companies = [
      demoTitle(1, 'Gilead Sciences, Inc.', 'Gilead', 'company', 'GILD', '35201010', 0),
      demoTitle(2, 'American Express Company', 'American Express', 'company', 'AXP', '40202010', 1),
      demoTitle(3, 'Amgen Inc.', 'Amgen', 'company', 'AMGN', '35201010', 2),
      demoTitle(4, 'Visa Inc.', 'Visa', 'company', 'V', '40201060', 3),
    ]
    const calendar = new ReleaseCalendar(4, companies, NOW - 100 * DAY_MS, NOW + 100 * DAY_MS)
    const messages = new DemoMessageGenerator(4, companies, 120, calendar).between(NOW - 10 * DAY_MS, NOW)
    const named = (a: string, b: string) =>
      messages.filter(
        (m) =>
          m.sub.includes(a) &&
          m.sub.includes(b) &&
          /same way|also in play|in focus too|lags|compare it/.test(m.sub),
      ).length
    expect(named('Gilead', 'Amgen') + named('GILD', 'AMGN')).toBeGreaterThan(0)
    expect(named('Gilead', 'American Express') + named('GILD', 'AXP')).toBe(0)
    expect(named('Amgen', 'Visa') + named('AMGN', '$V ')).toBe(0)
  })

  it('writes about indices, currencies and commodities as markets: no shares, results, dividends or management, and market-sized moves', () => {
    const markets = [
      demoTitle(1000001, 'S&P 500', 'S&P 500', 'index', 'SPX', null, 0),
      demoTitle(300001, 'EUR/USD', 'EUR/USD', 'forex', 'EURUSD', null, 1),
      demoTitle(310001, 'Gold', 'Gold', 'raw_material', 'GC', '15104030', 2),
    ]
    const calendar = new ReleaseCalendar(9, markets, NOW - 100 * DAY_MS, NOW + 100 * DAY_MS)
    const messages = new DemoMessageGenerator(9, markets, 120, calendar)
      .between(NOW - 10 * DAY_MS, NOW)
      .filter((m) => !(m.author ?? '').startsWith('demo_bot_'))
    expect(messages.length).toBeGreaterThan(500)
    const texts = messages.map((m) => `${m.sub} ${m.body}`)
    const companyWords =
      /\b(shares|stock|earnings|results|dividend|management|CEO|guidance|buyback|Aktie|action|acciones)\b/i
    expect(texts.filter((text) => companyWords.test(text))).toEqual([])
    expect(new Set(messages.map((m) => m.type))).toEqual(
      new Set(['news', 'tweets', 'forum_posts', 'blog', 'videos']),
    )
    const moves = texts.flatMap((text) =>
      [...text.matchAll(/(\d+[.,]\d) ?(%|Prozent)/g)].map((match) => Number(match[1]?.replace(',', '.'))),
    )
    expect(moves.length).toBeGreaterThan(20)
    expect(Math.max(...moves)).toBeLessThanOrEqual(2)
  })

  it("has news written by the desks that cover the title: Apple by tech or companies, SAP also by Europe's, Bitcoin by crypto", () => {
    const desksWriting = (title: DemoTitle) => {
      const calendar = new ReleaseCalendar(5, [title], NOW - 100 * DAY_MS, NOW + 100 * DAY_MS)
      const messages = new DemoMessageGenerator(5, [title], 120, calendar).between(NOW - 20 * DAY_MS, NOW)
      const desks = messages.flatMap((m) => /_([a-z]+)_desk$/.exec(m.author ?? '')?.slice(1, 2) ?? [])
      expect(desks.length).toBeGreaterThan(20)
      return new Set(desks)
    }
    const [apple, sap, bitcoin] = TITLES as [DemoTitle, DemoTitle, DemoTitle]
    expect(desksWriting(apple)).toEqual(new Set(['companies', 'tech']))
    expect(desksWriting(sap)).toEqual(new Set(['companies', 'tech', 'europe']))
    expect(desksWriting(bitcoin)).toEqual(new Set(['crypto']))
  })

  it("writes a crypto currency's messages in its own words, never a company's", () => {
    const messages = generator(3).messages.between(NOW - 10 * DAY_MS, NOW)
    const bitcoin = messages.filter(
      (m) => !m.author?.startsWith('demo_bot') && /Bitcoin|\$BTC/.test(`${m.sub} ${m.body}`),
    )
    expect(bitcoin.length).toBeGreaterThan(50)
    for (const m of bitcoin) {
      expect(`${m.sub} ${m.body}`).not.toMatch(
        /earnings|dividend|quarterly|guidance|management|sustainability|shares|Aktie|titre/i,
      )
      expect(['news', 'tweets', 'forum_posts', 'blog', 'videos']).toContain(m.type)
    }
  })

  it("writes a crypto currency's news in the language of the desk that publishes it, with its decimal comma", () => {
    const languageOf = new Map(DEMO_SOURCES.map((source) => [source.host, source.lang]))
    const news = generator(3)
      .messages.between(NOW - 30 * DAY_MS, NOW)
      .filter((m) => m.type === 'news' && /Bitcoin/.test(m.sub))
    const seen = new Set<string>()
    let commas = 0
    for (const m of news) {
      const lang = languageOf.get(m.source) ?? 'en'
      expect(detectLanguage(m.sub), m.sub).toBe(lang)
      seen.add(lang)
      if (lang === 'en') continue
      expect(m.sub).not.toMatch(/\d\.\d/)
      if (/\d,\d/.test(m.sub)) commas += 1
    }
    expect(seen).toEqual(new Set(['en', 'de', 'fr', 'es']))
    expect(commas).toBeGreaterThan(5)
  })

  it('keeps crypto talk going at night and on weekends, where companies’ talk falls away', () => {
    const from = Date.UTC(2026, 0, 5)
    const rhythmOf = (symbol: string) => {
      const title = TITLES.filter((t) => t.symbol === symbol)
      const calendar = new ReleaseCalendar(11, title, from - 10 * DAY_MS, from + 40 * DAY_MS)
      // Two messages an hour on average: about Bitcoin's share of the full feed.
      const mine = new DemoMessageGenerator(11, title, 2, calendar).between(from, from + 28 * DAY_MS)
      const count = (keep: (time: Date) => boolean) => mine.filter((m) => keep(new Date(m.time))).length
      const weekend = (t: Date) => t.getUTCDay() === 0 || t.getUTCDay() === 6
      const weekdays = count((t) => !weekend(t)) / 20
      return {
        // Messages per weekday hour at night (00–05 UTC) against the US session's (13–18 UTC).
        night:
          count((t) => !weekend(t) && t.getUTCHours() < 5) /
          count((t) => !weekend(t) && t.getUTCHours() >= 13 && t.getUTCHours() < 18),
        weekend: count(weekend) / 8 / weekdays,
        perDay: weekdays,
      }
    }
    const bitcoin = rhythmOf('BTC')
    const apple = rhythmOf('AAPL')
    // The bots post around the clock, so a company's night is not as quiet as its hourly rhythm.
    expect(bitcoin.night).toBeGreaterThan(0.6)
    expect(bitcoin.weekend).toBeGreaterThan(0.7)
    expect(apple.night).toBeLessThan(0.45)
    expect(apple.weekend).toBeLessThan(0.55)
    expect(bitcoin.perDay).toBeGreaterThan(20)
  })

  it('is deterministic from its seed, however the time is cut into windows', () => {
    const whole = generator(5).messages.between(NOW - 2 * DAY_MS, NOW)
    const again = generator(5).messages.between(NOW - 2 * DAY_MS, NOW)
    expect(again).toEqual(whole)
    const split = generator(5).messages
    const parts = [
      ...split.between(NOW - 2 * DAY_MS, NOW - DAY_MS - 12_345),
      ...split.between(NOW - DAY_MS - 12_345, NOW),
    ]
    expect(parts.sort(byId)).toEqual([...whole].sort(byId))
    expect(generator(6).messages.between(NOW - 2 * DAY_MS, NOW)).not.toEqual(whole)
  })

  it('writes clearly labelled demo messages of many types, sources, languages and authors', () => {
    const messages = generator(1).messages.between(NOW - 30 * DAY_MS, NOW)
    expect(messages.length).toBeGreaterThan(30 * 24 * 120 * 0.5)
    expect(
      messages.every((m) => m.demo && m.source.endsWith('.example') && m.author?.startsWith('demo_')),
    ).toBe(true)
    const types = new Set(messages.map((m) => m.type))
    for (const type of [
      'comments',
      'forum_posts',
      'tweets',
      'videos',
      'blog',
      'news',
      'analyst',
      'earnings',
      'dividends',
      'class_action',
      'adhoc',
      'dir_dealings',
    ]) {
      expect(types, type).toContain(type)
    }
    expect(new Set(messages.map((m) => m.source)).size).toBeGreaterThanOrEqual(8)
    const authors = messages.map((m) => m.author ?? '')
    expect(authors.some((a) => a.startsWith('demo_bot_'))).toBe(true)
    expect(authors.some((a) => a.startsWith('demo_influencer_'))).toBe(true)
    expect(messages.some((m) => m.author_verified)).toBe(true)
  })

  it("issues an ad hoc announcement only with a company's own key-event story: one that day, in its first hour, before most of the story's talk", () => {
    // A third of the usual rate: the same stories and announcements, fewer messages to generate twice.
    const { messages } = generator(3, 40)
    const all = messages.between(NOW - 90 * DAY_MS, NOW)
    const adhoc = all.filter((m) => m.type === 'adhoc')
    const days = (m: { time: Date }) => Math.floor(m.time.getTime() / DAY_MS)
    const byDay = new Map<number, typeof all>()
    for (const m of all) {
      const day = byDay.get(days(m))
      if (day) day.push(m)
      else byDay.set(days(m), [m])
    }
    // Key-event days come about once in 45 days per company: a handful in 90 days, never daily.
    expect(adhoc.length).toBeGreaterThan(0)
    expect(adhoc.length).toBeLessThanOrEqual(12)
    for (const announcement of adhoc) {
      expect(announcement.source).toBe('demo-filings.example')
      expect(announcement.sub).toMatch(/^Ad hoc announcement: (Apple|SAP)/)
      expect(announcement.time.getTime() % DAY_MS).toBeLessThan(60 * 60_000)
      const story = announcement.sub.replace(/^Ad hoc announcement: (Apple Inc\.|Apple|SAP SE|SAP) /, '')
      const talk = (byDay.get(days(announcement)) ?? []).filter((m) => m.sub.includes(story.slice(0, 20)))
      expect(talk.length, announcement.sub).toBeGreaterThan(0)
      expect(talk.filter((m) => m.time < announcement.time).length).toBeLessThan(talk.length / 2)
    }
    expect(new Set(adhoc.map((m) => `${days(m)} ${m.sub.includes('Apple') ? 'Apple' : 'SAP'}`)).size).toBe(
      adhoc.length,
    )
    // The same messages when the window is cut differently (backfill, then live), even in the hour
    // announcements come out.
    const cut = Math.floor((NOW - 45 * DAY_MS) / DAY_MS) * DAY_MS + 30 * 60_000
    const again = [...messages.between(NOW - 90 * DAY_MS, cut), ...messages.between(cut, NOW)].filter(
      (m) => m.type === 'adhoc',
    )
    expect(again.sort(byId)).toEqual([...adhoc].sort(byId))
  })

  it('bursts around earnings releases', () => {
    const { calendar, messages } = generator(1, 6)
    const all = messages.between(NOW - 95 * DAY_MS, NOW)
    const apple = all.filter(
      (m) => m.sub.includes('Apple') || m.sub.includes('$AAPL') || m.body.includes('Apple'),
    )
    const releases = calendar
      .rows(NOW)
      .filter((r) => r.titleId === 1001 && Date.parse(r.releaseDate) < NOW - DAY_MS)
    expect(releases.length).toBeGreaterThan(0)
    const day = Date.parse(releases[0]?.releaseDate ?? '')
    const onDay = apple.filter((m) => m.time.getTime() >= day && m.time.getTime() < day + DAY_MS).length
    const perDay = apple.length / 95
    expect(onDay).toBeGreaterThan(perDay * 2)
  })

  it("reports a release's result only once its figures are out (13:00 UTC of its day); before, news previews it", () => {
    const { calendar, messages } = generator(1, 6)
    const all = messages.between(NOW - 95 * DAY_MS, NOW)
    const result = /results (beat|miss) |tops expectations in |falls short of expectations in /
    const preview = /reports \S+ earnings today|Earnings preview: /
    const releases = calendar.rows(NOW).filter((r) => Date.parse(r.releaseDate) < NOW - DAY_MS)
    let before = 0
    let after = 0
    for (const release of releases) {
      const day = Date.parse(release.releaseDate)
      const named = TITLES.find((t) => t.id === release.titleId)
      // Earnings news names its company first (a peer may be named after it).
      const title = all.filter(
        (m) => named !== undefined && (m.sub.startsWith(named.shortName) || m.sub.startsWith(named.name)),
      )
      const morning = title.filter((m) => m.time.getTime() >= day && m.time.getTime() < day + 13 * 3_600_000)
      const afternoon = title.filter(
        (m) => m.time.getTime() >= day + 13 * 3_600_000 && m.time.getTime() < day + DAY_MS,
      )
      expect(morning.filter((m) => result.test(m.sub))).toEqual([])
      before += morning.filter((m) => preview.test(m.sub)).length
      after += afternoon.filter((m) => result.test(m.sub)).length
    }
    expect(before).toBeGreaterThan(0)
    expect(after).toBeGreaterThan(0)
  })

  it('publishes a release on its calendar at 13:00 UTC of its day, with the actual from then on', () => {
    const { calendar } = generator(1)
    const release = calendar.rows(NOW).find((r) => r.titleId === 1001 && Date.parse(r.releaseDate) > NOW)
    expect(release).toBeDefined()
    const day = Date.parse(release?.releaseDate ?? '')
    expect(release?.actual).toBeNull()
    expect(calendar.reportedBetween(day, day + 12 * 3_600_000).some((r) => r.titleId === 1001)).toBe(false)
    const reported = calendar.reportedBetween(day + 12 * 3_600_000, day + 13 * 3_600_000)
    expect(reported.filter((r) => r.titleId === 1001)).toEqual([{ ...release, actual: expect.any(Number) }])
    // Published once: the next window has it no more.
    expect(
      calendar.reportedBetween(day + 13 * 3_600_000, day + 20 * 3_600_000).some((r) => r.titleId === 1001),
    ).toBe(false)
  })

  it('draws OHLC bars with low ≤ open, close ≤ high, in trading sessions only', () => {
    const { calendar } = generator(1)
    const apple = TITLES[0]
    if (!apple) throw new Error('no title')
    const bars = tenMinuteBars(1, apple, NOW - 3 * DAY_MS, NOW, calendar.jumps)
    expect(bars.length).toBeGreaterThan(0)
    for (const bar of bars) {
      expect(bar.l).toBeLessThanOrEqual(Math.min(bar.o, bar.c))
      expect(bar.h).toBeGreaterThanOrEqual(Math.max(bar.o, bar.c))
      const hour = bar.t.getUTCHours() + bar.t.getUTCMinutes() / 60
      expect(hour).toBeGreaterThanOrEqual(13.5)
      expect(hour).toBeLessThan(20)
    }
    const saturday = Date.UTC(2026, 0, 17)
    expect(dailyBar(1, apple, saturday, NOW, calendar.jumps)).toBeNull()
    const bitcoin = TITLES[2]
    if (!bitcoin) throw new Error('no title')
    expect(dailyBar(1, bitcoin, saturday, NOW, calendar.jumps)).not.toBeNull()
  })
})
