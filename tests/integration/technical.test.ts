import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { earnings } from '../../server/db/schema'
import { rsi, sma } from '../../server/market/ratings/rules'
import { PriceRatiosAnswerSchema, TechnicalAnswerSchema } from '../../src/core'
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
})
