import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { earnings } from '../../server/db/schema'
import { EarningsCalendarAnswerSchema, ShortSalesDayAnswerSchema } from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { DAY, isoDay, type SeededMarket, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

/** The lists over all titles: GET /v6/titles/short_sales and GET /v6/titles/earnings. */
describe.each(DATABASE_TARGETS)('short-sale and earnings lists on $name', (target) => {
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
    const db = server.database.db
    await db.insert(earnings).values([
      {
        titleId: T.apple,
        releaseDate: isoDay(seed.nowMs + 3 * DAY),
        prior: 1.46,
        consensus: 1.52,
        actual: null,
      },
      {
        titleId: T.apple,
        releaseDate: isoDay(seed.nowMs - 80 * DAY),
        prior: 1.4,
        consensus: 1.39,
        actual: 1.46,
      },
      {
        titleId: T.siemens,
        releaseDate: isoDay(seed.nowMs - 2 * DAY),
        prior: 2.1,
        consensus: 2.3,
        actual: 2.5,
      },
      {
        titleId: T.microsoft,
        releaseDate: isoDay(seed.nowMs + 45 * DAY),
        prior: 3,
        consensus: 3.1,
        actual: null,
      },
    ])
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  describe('GET /v6/titles/short_sales', () => {
    it("answers every title's records of the latest day, in both shapes", async () => {
      const answer = await answerOf(await full.get('/v6/titles/short_sales'), ShortSalesDayAnswerSchema)
      expect(answer.map((entry) => entry.id)).toEqual([T.apple, T.siemens].sort((a, b) => a - b))
      const apple = answer.find((entry) => entry.id === T.apple)
      expect(apple?.finra).toEqual([
        {
          market: 'NYSE',
          date: isoDay(seed.nowMs - DAY),
          shortExemptVolume: 10,
          totalVolume: 5000,
          shortVolume: 1200,
        },
      ])
      expect(answer.find((entry) => entry.id === T.siemens)?.fca[0]).toMatchObject({
        company_short_selling: 'Test Capital LLP',
        shares_percent_short: 0.62,
      })
    })

    it('takes a day and the source flags, and answers an empty list for a day without records', async () => {
      const twoDaysAgo = await answerOf(
        await full.get(`/v6/titles/short_sales?finra=true&date=${isoDay(seed.nowMs - 2 * DAY)}`),
        ShortSalesDayAnswerSchema,
      )
      expect(twoDaysAgo).toEqual([
        {
          id: T.apple,
          fca: [],
          finra: [
            {
              market: 'NYSE',
              date: isoDay(seed.nowMs - 2 * DAY),
              shortExemptVolume: 5,
              totalVolume: 4000,
              shortVolume: 1100,
            },
          ],
        },
      ])
      const fcaOnly = await answerOf(
        await full.get('/v6/titles/short_sales?fca=1'),
        ShortSalesDayAnswerSchema,
      )
      expect(fcaOnly.map((entry) => entry.id)).toEqual([T.siemens])
      expect(fcaOnly[0]?.finra).toEqual([])
      const none = await answerOf(
        await full.get('/v6/titles/short_sales?date=2015-01-02'),
        ShortSalesDayAnswerSchema,
      )
      expect(none).toEqual([])
    })

    it('answers 32 for a malformed date or an unknown parameter, not a wrong ident', async () => {
      await expectError(await full.get('/v6/titles/short_sales?date=yesterday'), 400, 32)
      await expectError(await full.get('/v6/titles/short_sales?titles=1'), 400, 32)
    })
  })

  describe('GET /v6/titles/earnings', () => {
    it('answers the releases of the last week and the next month, soonest first, with current buzz', async () => {
      const answer = await answerOf(await full.get('/v6/titles/earnings'), EarningsCalendarAnswerSchema)
      expect(answer.map((entry) => [entry.id, entry.release_date])).toEqual([
        [T.siemens, isoDay(seed.nowMs - 2 * DAY)],
        [T.apple, isoDay(seed.nowMs + 3 * DAY)],
      ])
      const apple = answer[1]
      expect(apple).toMatchObject({ name: 'Apple', prior: 1.46, consensus: 1.52, actual: null })
      // The seeded daily buzz of Apple: 3 × average with sentiment 0.2.
      expect(apple?.buzz).toBe(3)
      expect(apple?.sentiment_score).toBeCloseTo(16.7, 1)
    })

    it('filters by country and period', async () => {
      const german = await answerOf(
        await full.get('/v6/titles/earnings?country=de'),
        EarningsCalendarAnswerSchema,
      )
      expect(german.map((entry) => entry.id)).toEqual([T.siemens])
      const later = await answerOf(
        await full.get(
          `/v6/titles/earnings?startDate=${seed.nowMs + 40 * DAY}&endDate=${seed.nowMs + 50 * DAY}`,
        ),
        EarningsCalendarAnswerSchema,
      )
      expect(later.map((entry) => entry.id)).toEqual([T.microsoft])
    })

    it('answers 32 for bad parameters and 35 for past releases beyond the tier history', async () => {
      await expectError(await full.get('/v6/titles/earnings?country=Germany'), 400, 32)
      await expectError(await full.get('/v6/titles/earnings?partition=weekly'), 400, 32)
      await expectError(
        await full.get(`/v6/titles/earnings?startDate=${seed.nowMs}&endDate=${seed.nowMs - DAY}`),
        400,
        32,
      )
      await expectError(
        await basic.get(`/v6/titles/earnings?startDate=${seed.nowMs - 90 * DAY}&endDate=${seed.nowMs}`),
        403,
        35,
      )
    })
  })
})
