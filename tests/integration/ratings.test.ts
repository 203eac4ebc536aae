import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rsi, rsiRating } from '../../server/market/ratings/rules'
import { RatingsAnswerSchema, RatingsHistoryAnswerSchema, ShortSalesAnswerSchema } from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { appleClose, DAY, HOUR, isoDay, type SeededMarket, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

describe.each(DATABASE_TARGETS)('ratings and short sales on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let seed: SeededMarket
  let full: DataClient
  let basic: DataClient

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
    seed = await seedMarketData(server.database.db)
    ;({ full, basic } = await dataUsers(server))
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  describe('GET /v6/titles/{ident}/ratings', () => {
    it('rates the 8 categories from quotes, key events, buckets and sentiment', async () => {
      const answer = await answerOf(await full.get(`/v6/titles/${T.apple}/ratings`), RatingsAnswerSchema)
      const byCategory = Object.fromEntries(answer.categories.map((entry) => [entry.category, entry]))
      expect(answer.categories).toHaveLength(8)
      // No earnings per share stored: n/a.
      expect(byCategory.pe_ratio).toMatchObject({ rating: null, value: null, factor: 'neutral' })
      // Close 200 against a 200-day average near 180: more than 2 % above.
      expect(byCategory.sma_price?.rating).toBe('Buy')
      // Upgrades (m1, m10: 2 and 3 hours ago) on one or two days against one downgrade day (m2).
      const upgradeDays = new Set([isoDay(seed.nowMs - 2 * HOUR), isoDay(seed.nowMs - 3 * HOUR)]).size
      expect(byCategory.analysts).toMatchObject(
        upgradeDays === 2
          ? { rating: 'Buy', value: 1, factor: 'positive' }
          : { rating: 'Hold', value: 0, factor: 'neutral' },
      )
      expect(byCategory.dividend?.rating).toBeNull()
      // 30-day return 1.93 % against the peer (Microsoft) 0.35 %: within ±2 points.
      expect(byCategory.sector_price).toMatchObject({ rating: 'Hold', value: expect.closeTo(1.57, 1) })
      const closes = Array.from({ length: 260 }, (_, i) => appleClose(259 - i))
      expect(byCategory.rsi_price?.rating).toBe(rsiRating(rsi(closes, 25)))
      // Latest daily buzz 3 × average with sentiment 0.2.
      expect(byCategory.sentiment_buzz).toMatchObject({ rating: 'Buy', value: 3 })
      // Mean of 0.6, -0.4, 0, 0.2, 0.8 over 7 days = 0.24.
      expect(byCategory.ai_sentiment).toMatchObject({ rating: 'Buy', value: 0.24 })
      const rated = answer.categories.map((entry) => entry.rating).filter((rating) => rating !== null)
      const score =
        rated.reduce((sum, rating) => sum + (rating === 'Buy' ? 1 : rating === 'Sell' ? -1 : 0), 0) /
        rated.length
      expect(answer.overall_score).toBe(Math.round(score * 100) / 100)
      expect(answer.overall).toBe(score > 1 / 3 ? 'Buy' : score < -1 / 3 ? 'Sell' : 'Hold')
      expect(answer.date).toBe(isoDay(Date.now()))
    })
    it('answers n/a categories for a title without data', async () => {
      const answer = await answerOf(await full.get(`/v6/titles/${T.bitcoin}/ratings`), RatingsAnswerSchema)
      const rated = answer.categories.filter((entry) => entry.rating !== null).map((entry) => entry.category)
      // Only the 7-day sentiment (m7, 50 hours ago) exists for Bitcoin.
      expect(rated).toEqual(['ai_sentiment'])
      // An n/a rating shows no figure either (no analyst update is not a balance of 0).
      for (const entry of answer.categories.filter((entry) => entry.rating === null))
        expect(entry.value).toBeNull()
      expect(answer.overall).toBe('Buy')
    })
    it('answers 404 for unknown titles and 32 for several idents', async () => {
      await expectError(await full.get('/v6/titles/4242424/ratings'), 404, 32)
      await expectError(await full.get(`/v6/titles/${T.apple},${T.bitcoin}/ratings`), 400, 32)
    })
  })

  describe('GET /v6/titles/{ident}/ratings/history', () => {
    it('rates every day of the last 30, today as the current rating', async () => {
      const [history, today] = await Promise.all([
        answerOf(await full.get(`/v6/titles/${T.apple}/ratings/history`), RatingsHistoryAnswerSchema),
        answerOf(await full.get(`/v6/titles/${T.apple}/ratings`), RatingsAnswerSchema),
      ])
      expect(history.id).toBe(T.apple)
      expect(history.history.map((day) => day.date)).toEqual(
        Array.from({ length: 30 }, (_, i) => isoDay(Date.now() - (29 - i) * DAY)),
      )
      expect(history.history.at(-1)).toEqual({
        date: today.date,
        overall: today.overall,
        overall_score: today.overall_score,
        categories: today.categories.map(({ category, rating }) => ({ category, rating })),
      })
    })
    it('is point in time: a day before the first daily bucket has no buzz rating', async () => {
      const day = Date.now() - 10 * DAY
      const history = await answerOf(
        await full.get(`/v6/titles/${T.apple}/ratings/history?startDate=${day}&endDate=${day}`),
        RatingsHistoryAnswerSchema,
      )
      expect(history.history).toHaveLength(1)
      const [only] = history.history
      const rating = (category: string) =>
        only?.categories.find((entry) => entry.category === category)?.rating
      expect(only?.date).toBe(isoDay(day))
      expect(rating('sentiment_buzz')).toBeNull()
      // The 200-day average reads the closes up to that day only: still rated (260 days of quotes).
      expect(rating('sma_price')).not.toBeNull()
      // Asked again (from the cache of past days), the same answer.
      const again = await answerOf(
        await full.get(`/v6/titles/${T.apple}/ratings/history?startDate=${day}&endDate=${day}`),
        RatingsHistoryAnswerSchema,
      )
      expect(again).toEqual(history)
    })
    it('refuses ranges over 92 days, history beyond the tier, bad dates and unknown titles', async () => {
      const now = Date.now()
      const tooLong = await expectError(
        await full.get(`/v6/titles/${T.apple}/ratings/history?startDate=${now - 120 * DAY}&endDate=${now}`),
        400,
        32,
      )
      expect(tooLong.en).toContain('at most 92 days')
      await expectError(
        await basic.get(`/v6/titles/${T.apple}/ratings/history?startDate=${now - 90 * DAY}&endDate=${now}`),
        403,
        35,
      )
      await expectError(await full.get(`/v6/titles/${T.apple}/ratings/history?startDate=soon`), 400, 32)
      await expectError(await full.get(`/v6/titles/${T.apple}/ratings/history?days=3`), 400, 32)
      await expectError(await full.get('/v6/titles/4242424/ratings/history'), 404, 32)
    })
  })

  describe('GET /v6/titles/{ident}/short_sales', () => {
    it('answers finra records in shape (a) and fca records in shape (b)', async () => {
      const apple = await answerOf(
        await full.get(`/v6/titles/${T.apple}/short_sales`),
        ShortSalesAnswerSchema,
      )
      expect(apple).toEqual({
        id: T.apple,
        fca: [],
        finra: [
          {
            market: 'NYSE',
            date: isoDay(seed.nowMs - DAY),
            shortExemptVolume: 10,
            totalVolume: 5000,
            shortVolume: 1200,
          },
          {
            market: 'NYSE',
            date: isoDay(seed.nowMs - 2 * DAY),
            shortExemptVolume: 5,
            totalVolume: 4000,
            shortVolume: 1100,
          },
        ],
      })
      const siemens = await answerOf(
        await full.get(`/v6/titles/${T.siemens}/short_sales?fca=true`),
        ShortSalesAnswerSchema,
      )
      expect(siemens).toEqual({
        id: T.siemens,
        finra: [],
        fca: [
          {
            date_short: isoDay(seed.nowMs - DAY),
            isin: 'DE0007236101',
            shares_percent_short: 0.62,
            short_exempt_volume: null,
            short_volume: null,
            total_volume: null,
            company_short_selling: 'Test Capital LLP',
          },
        ],
      })
    })
    it('honours the source flags and limit, and answers empty lists without data', async () => {
      const limited = await answerOf(
        await full.get(`/v6/titles/${T.apple}/short_sales?finra=1&limit=1`),
        ShortSalesAnswerSchema,
      )
      expect(limited.finra).toHaveLength(1)
      const fcaOnly = await answerOf(
        await full.get(`/v6/titles/${T.apple}/short_sales?fca=true&finra=false`),
        ShortSalesAnswerSchema,
      )
      expect(fcaOnly.finra).toEqual([])
      const none = await answerOf(
        await full.get(`/v6/titles/${T.microsoft}/short_sales`),
        ShortSalesAnswerSchema,
      )
      expect(none).toEqual({ id: T.microsoft, finra: [], fca: [] })
    })
    it('validates its parameters', async () => {
      await expectError(await full.get(`/v6/titles/${T.apple}/short_sales?limit=0`), 400, 32)
      await expectError(await full.get(`/v6/titles/${T.apple}/short_sales?fca=yes`), 400, 32)
      await expectError(await full.get('/v6/titles/-1/short_sales'), 400, 32)
    })
  })
})
