import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dividends, earnings, titles } from '../../server/db/schema'
import { rsi, sma } from '../../server/market/ratings/rules'
import {
  DividendAnswerSchema,
  PriceRatiosAnswerSchema,
  RatingsAnswerSchema,
  RsiScreenAnswerSchema,
  SmaScreenAnswerSchema,
  TechnicalAnswerSchema,
} from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { appleClose, isoDay, type SeededMarket, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

/** GET /v6/titles/{ident}/sma: technical data from the stored daily bars. */
describe.each(DATABASE_TARGETS)('technical data on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let seed: SeededMarket
  let full: DataClient

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
    seed = await seedMarketData(server.database.db)
    ;({ full } = await dataUsers(server))
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('answers moving averages, RSI, the 52-week range and changes from 260 daily bars', async () => {
    const answer = await answerOf(await full.get(`/v6/titles/${T.apple}/sma`), TechnicalAnswerSchema)
    // The seeded closes, oldest first: 260 days up to today.
    const closes = Array.from({ length: 260 }, (_, i) => appleClose(259 - i))
    expect(answer).toMatchObject({ id: T.apple, date: isoDay(seed.nowMs), close: appleClose(0), days: 260 })
    for (const span of [20, 50, 200]) {
      const entry = answer.sma.find((item) => item.span === span)
      expect(entry?.value).toBeCloseTo(sma(closes, span) ?? Number.NaN, 3)
      expect(entry?.distance).toBeCloseTo(appleClose(0) / (sma(closes, span) ?? 1) - 1, 3)
    }
    expect(answer.rsi).toEqual([
      { span: 14, value: expect.closeTo(rsi(closes, 14) ?? Number.NaN, 1) },
      { span: 25, value: expect.closeTo(rsi(closes, 25) ?? Number.NaN, 1) },
    ])
    // High and low of the bars (close ± 2) over the days there are (fewer than 52 weeks).
    expect(answer.range_52w).toEqual({
      high: Math.max(...closes) + 2,
      low: Math.min(...closes) - 2,
      days: 260,
    })
    const change = (period: string) => answer.changes.find((item) => item.period === period)?.change
    expect(change('1d')).toBeCloseTo(appleClose(0) / appleClose(1) - 1, 4)
    expect(change('1w')).toBeCloseTo(appleClose(0) / appleClose(7) - 1, 4)
    expect(change('3m')).toBeCloseTo(appleClose(0) / appleClose(91) - 1, 4)
    // No bar a year old.
    expect(change('1y')).toBeNull()
  })

  it('answers n/a figures for a title without bars, 404 for an unknown one and 32 for bad parameters', async () => {
    const bitcoin = await answerOf(await full.get(`/v6/titles/${T.bitcoin}/sma`), TechnicalAnswerSchema)
    expect(bitcoin).toMatchObject({ date: null, close: null, days: 0, range_52w: null })
    expect(bitcoin.sma.every((entry) => entry.value === null)).toBe(true)
    await expectError(await full.get('/v6/titles/4242424/sma'), 404, 32)
    await expectError(await full.get(`/v6/titles/${T.apple}/sma?span=20`), 400, 32)
  })

  it('answers price ratios from the last close and the earnings reported by then', async () => {
    const day = (offset: number) => isoDay(seed.nowMs + offset * 86_400_000)
    // Eight past reports (newest first: 1.3, 1.2, 1.1, 1.0 | 1.0, 0.9, 0.9, 0.8) and one due.
    const actuals = [1.3, 1.2, 1.1, 1.0, 1.0, 0.9, 0.9, 0.8]
    await server.database.db.insert(earnings).values([
      ...actuals.map((actual, i) => ({
        titleId: T.apple,
        releaseDate: day(-10 - 91 * i),
        actual,
        consensus: actual - 0.05,
      })),
      { titleId: T.apple, releaseDate: day(20), consensus: 1.4 },
    ])
    const answer = await answerOf(
      await full.get(`/v6/titles/${T.apple}/price_ratios`),
      PriceRatiosAnswerSchema,
    )
    const close = appleClose(0)
    const growth = 4.6 / 3.6 - 1
    expect(answer).toMatchObject({
      id: T.apple,
      date: isoDay(seed.nowMs),
      close,
      next_report: { date: day(20) },
    })
    // No market cap in the listing: shares outstanding × the latest close, once it has shares.
    expect(answer.market_cap).toBeNull()
    await server.database.db
      .update(titles)
      .set({ sharesOutstanding: 2_000_000 })
      .where(eq(titles.id, T.apple))
    const withShares = await answerOf(
      await full.get(`/v6/titles/${T.apple}/price_ratios`),
      PriceRatiosAnswerSchema,
    )
    expect(withShares.market_cap).toBeCloseTo(2_000_000 * close, 2)
    // A listing's own market cap comes first.
    await server.database.db.update(titles).set({ marketCap: 123e9 }).where(eq(titles.id, T.apple))
    expect(
      (await answerOf(await full.get(`/v6/titles/${T.apple}/price_ratios`), PriceRatiosAnswerSchema))
        .market_cap,
    ).toBe(123e9)
    await server.database.db
      .update(titles)
      .set({ sharesOutstanding: null, marketCap: null })
      .where(eq(titles.id, T.apple))
    expect(answer.eps_ttm).toBeCloseTo(4.6, 4)
    expect(answer.pe).toBeCloseTo(close / 4.6, 2)
    expect(answer.earnings_yield).toBeCloseTo(4.6 / close, 4)
    expect(answer.eps_growth).toBeCloseTo(growth, 4)
    expect(answer.peg).toBeCloseTo(close / 4.6 / (growth * 100), 2)
    expect(answer.reports.map((report) => report.actual)).toEqual([1.3, 1.2, 1.1, 1.0])
    expect(answer.next_report?.consensus).toBeCloseTo(1.4, 6)

    // Without reports or bars every ratio is n/a; unknown titles 404, bad parameters 32.
    const bitcoin = await answerOf(
      await full.get(`/v6/titles/${T.bitcoin}/price_ratios`),
      PriceRatiosAnswerSchema,
    )
    expect(bitcoin).toMatchObject({
      close: null,
      eps_ttm: null,
      pe: null,
      peg: null,
      reports: [],
      next_report: null,
    })
    await expectError(await full.get('/v6/titles/4242424/price_ratios'), 404, 32)
    await expectError(await full.get(`/v6/titles/${T.apple}/price_ratios?x=1`), 400, 32)
  })

  it('screens every title for moving-average crosses and RSI extremes with the per-title figures', async () => {
    const closes = Array.from({ length: 260 }, (_, i) => appleClose(259 - i))
    // Apple, as the per-title technical data computes it: its close against the average on the
    // latest bar and on the bar before.
    const appleCross = (span: number) => {
      const now = sma(closes, span) ?? Number.NaN
      const before = sma(closes.slice(0, -1), span) ?? Number.NaN
      const [close, previous] = [closes.at(-1) ?? 0, closes.at(-2) ?? 0]
      if (close > now && previous <= before) return 'up'
      if (close < now && previous >= before) return 'down'
      return null
    }
    const spans = Array.from({ length: 39 }, (_, i) => i + 2)
    const crossing = spans.find((span) => appleCross(span) !== null)
    const quiet = spans.find((span) => appleCross(span) === null)
    expect(crossing).toBeDefined()
    expect(quiet).toBeDefined()
    const crossed = await answerOf(await full.get(`/v6/titles/sma/${crossing}`), SmaScreenAnswerSchema)
    const apple = crossed.titles.find((title) => title.id === T.apple)
    expect(apple).toMatchObject({
      date: isoDay(seed.nowMs),
      close: appleClose(0),
      cross: appleCross(crossing ?? 0),
    })
    expect(apple?.sma).toBeCloseTo(sma(closes, crossing ?? 0) ?? Number.NaN, 3)
    // Microsoft rises every day: above every average, never crossing.
    expect(crossed.titles.some((title) => title.id === T.microsoft)).toBe(false)
    expect(crossed.breadth.titles).toBeGreaterThanOrEqual(2)
    expect(crossed.breadth.above + crossed.breadth.below).toBeLessThanOrEqual(crossed.breadth.titles)
    const still = await answerOf(
      await full.get(`/v6/titles/sma/${quiet}?type=company`),
      SmaScreenAnswerSchema,
    )
    expect(still.titles.some((title) => title.id === T.apple)).toBe(false)
    // Only cryptocurrencies: neither.
    const crypto = await answerOf(
      await full.get(`/v6/titles/sma/${crossing}?type=crypto_currency`),
      SmaScreenAnswerSchema,
    )
    expect(crypto.titles.some((title) => title.id === T.apple || title.id === T.microsoft)).toBe(false)

    // RSI 14: Microsoft only gains (100, overbought); Apple as its technical data says.
    const appleRsi = rsi(closes, 14) ?? Number.NaN
    const overbought = await answerOf(await full.get('/v6/titles/rsi/14/70'), RsiScreenAnswerSchema)
    expect(overbought).toMatchObject({ span: 14, compare_value: 70, side: 'above' })
    expect(overbought.titles.find((title) => title.id === T.microsoft)?.rsi).toBe(100)
    const everything = await answerOf(
      await full.get('/v6/titles/rsi/14/0.0?limit=1000'),
      RsiScreenAnswerSchema,
    )
    expect(everything.side).toBe('below')
    // A compare value just beyond Apple's RSI on its side of 50 lists it with its figure.
    const bound = appleRsi < 50 ? Math.ceil(appleRsi) : Math.floor(appleRsi)
    const aroundApple = await answerOf(
      await full.get(`/v6/titles/rsi/14/${bound}?limit=1000`),
      RsiScreenAnswerSchema,
    )
    expect(aroundApple.side).toBe(appleRsi < 50 ? 'below' : 'above')
    expect(aroundApple.titles.find((title) => title.id === T.apple)?.rsi).toBeCloseTo(appleRsi, 1)
    const ranks = overbought.titles.map((title) => title.rsi)
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a))

    // Spans, compare values, types and limits out of range: 32.
    for (const path of [
      '/v6/titles/sma/1',
      '/v6/titles/sma/201',
      '/v6/titles/sma/x',
      '/v6/titles/sma/20?type=stock',
      '/v6/titles/sma/20?limit=0',
      '/v6/titles/rsi/14/101',
      '/v6/titles/rsi/14/-5',
      '/v6/titles/rsi/101/50',
      '/v6/titles/rsi/14/abc',
    ])
      await expectError(await full.get(path), 400, 32)
  })

  it('answers dividends: three years paid, the next announced, trailing sums, growth, yield and payout', async () => {
    const day = (offset: number) => isoDay(seed.nowMs + offset * 86_400_000)
    // Four payments of 0.25 in the last year, four of 0.20 in the year before, one older than
    // three years (not answered), one announced.
    const paidDays = [-20, -111, -202, -293, -384, -475, -566, -657]
    await server.database.db.insert(dividends).values([
      ...paidDays.map((offset, i) => ({
        titleId: T.apple,
        exDate: day(offset),
        payDate: day(offset + 14),
        amount: i < 4 ? 0.25 : 0.2,
        perYear: 4,
      })),
      { titleId: T.apple, exDate: day(-1200), payDate: null, amount: 0.1, perYear: 4 },
      { titleId: T.apple, exDate: day(15), payDate: day(29), amount: 0.27, perYear: 4 },
    ])
    const answer = await answerOf(await full.get(`/v6/titles/${T.apple}/dividend`), DividendAnswerSchema)
    const ratios = await answerOf(
      await full.get(`/v6/titles/${T.apple}/price_ratios`),
      PriceRatiosAnswerSchema,
    )
    expect(answer).toMatchObject({
      id: T.apple,
      per_year: 4,
      trailing_12m: 1,
      previous_12m: 0.8,
      close: appleClose(0),
      next: { ex_date: day(15), pay_date: day(29), amount: 0.27 },
    })
    expect(answer.growth).toBeCloseTo(0.25, 4)
    expect(answer.dividend_yield).toBeCloseTo(1 / appleClose(0), 4)
    expect(answer.payout_ratio).toBe(
      ratios.eps_ttm === null ? null : Math.round((1 / ratios.eps_ttm) * 10_000) / 10_000,
    )
    expect(answer.history.map((payment) => payment.ex_date)).toEqual(paidDays.map(day))
    // The AI rating's dividend category reads the same payments: 1.00 against 0.80 is +25 %.
    const ratings = await answerOf(await full.get(`/v6/titles/${T.apple}/ratings`), RatingsAnswerSchema)
    expect(ratings.categories.find((entry) => entry.category === 'dividend')).toMatchObject({
      rating: 'Buy',
      value: 25,
    })

    // A title without dividends answers n/a; unknown titles 404, bad parameters 32.
    const bitcoin = await answerOf(await full.get(`/v6/titles/${T.bitcoin}/dividend`), DividendAnswerSchema)
    expect(bitcoin).toMatchObject({
      per_year: null,
      trailing_12m: null,
      dividend_yield: null,
      next: null,
      history: [],
    })
    await expectError(await full.get('/v6/titles/4242424/dividend'), 404, 32)
    await expectError(await full.get(`/v6/titles/${T.apple}/dividend?x=1`), 400, 32)
  })
})
