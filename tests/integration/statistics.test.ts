import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { triggers } from '../../server/db/schema'
import { emptyFilter, onTitleRowsOnly } from '../../server/market/messages/filters'
import { messageStatistics } from '../../server/market/stats/message-stats'
import {
  MessageStatisticsAnswerSchema,
  StandardTriggersAnswerSchema,
  TitleKeyEventsAnswerSchema,
  TopBuzzTitlesAnswerSchema,
} from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { DAY, HOUR, isoDay, type SeededMarket, SRC, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

describe.each(DATABASE_TARGETS)(
  'message statistics, key events, top buzz and standard triggers on $name',
  (target) => {
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
      await server.database.db.insert(triggers).values([
        {
          kind: 'high_buzz',
          titleId: T.apple,
          triggeredAt: new Date(seed.nowMs - HOUR),
          seriesId: 137572,
          data: { buzz: 3.25 },
        },
        {
          kind: 'pre_earnings_buzz',
          titleId: T.apple,
          triggeredAt: new Date(seed.nowMs - 2 * DAY),
          seriesId: 137620,
          data: {},
        },
        {
          kind: 'high_buzz',
          titleId: T.apple,
          triggeredAt: new Date(seed.nowMs - 40 * DAY),
          seriesId: 137572,
          data: {},
        },
        {
          kind: 'high_buzz',
          titleId: T.microsoft,
          triggeredAt: new Date(seed.nowMs - HOUR),
          seriesId: 137572,
          data: {},
        },
      ])
    })
    afterAll(async () => {
      await server?.close()
      await database?.drop()
    })

    describe('GET /v6/titles/{idents}/message_statistics', () => {
      it('answers top lists, author analytics and counts of the last 3 days', async () => {
        const stats = await answerOf(
          await full.get(`/v6/titles/${T.apple}/message_statistics`),
          MessageStatisticsAnswerSchema,
        )
        expect(stats.counts).toEqual({ authors: 3, sources: 2, messages: 5, pos: 3, neg: 1, neu: 1 })
        expect(stats.author_analytics).toEqual({ bots: 33.3, influencers: 33.3, regulars: 0, verified: 33.3 })
        expect(stats.top10.types).toEqual([
          { type: 'news', count: 3 },
          { type: 'tweets', count: 2 },
        ])
      })
      it("reads one title's statistics from its message_titles rows exactly as from the messages", async () => {
        const filter = { ...emptyFilter(seed.nowMs - 30 * DAY, seed.nowMs), titleIds: [T.apple] }
        expect(onTitleRowsOnly(filter)).toBe(true)
        const fromRows = await messageStatistics(server.database.db, filter, 10)
        // minScore 0 holds for every message but needs the message row: the general path.
        const general = { ...filter, minScore: 0 }
        expect(onTitleRowsOnly(general)).toBe(false)
        expect(fromRows.counts.messages).toBeGreaterThan(0)
        expect(fromRows).toEqual(await messageStatistics(server.database.db, general, 10))
      })

      it('applies the title-message filters', async () => {
        const news = await answerOf(
          await full.get(`/v6/titles/${T.apple}/message_statistics?type=news`),
          MessageStatisticsAnswerSchema,
        )
        expect(news.counts).toEqual({ authors: 1, sources: 1, messages: 3, pos: 2, neg: 1, neu: 0 })
        const text = await answerOf(
          await full.get(`/v6/titles/${T.apple}/message_statistics?full_text=iphone&limit=1`),
          MessageStatisticsAnswerSchema,
        )
        expect(text.counts.messages).toBe(2)
        expect(text.top10.key_events).toEqual([{ key_event_id: 21, count: 2 }])
        const siemens = await answerOf(
          await full.get(
            `/v6/titles/${T.siemens}/message_statistics?source=${SRC.forum},${SRC.filings}&lang=de`,
          ),
          MessageStatisticsAnswerSchema,
        )
        expect(siemens.counts).toMatchObject({ messages: 2, neg: 1, authors: 1 })
      })
      it('refuses filters the plan lacks and validates its parameters', async () => {
        await expectError(
          await basic.get(`/v6/titles/${T.apple}/message_statistics?source=${SRC.wire}`),
          403,
          35,
        )
        await expectError(await full.get(`/v6/titles/${T.apple}/message_statistics?score=9`), 400, 32)
        await expectError(await full.get(`/v6/titles/${T.apple}/message_statistics?sort=1`), 400, 32)
        await expectError(await full.get('/v6/titles/1,,2/message_statistics'), 400, 32)
      })
    })

    describe('GET /v6/titles/{idents}/key_events_v2', () => {
      it('counts messages per key event with score 4 or more', async () => {
        const [apple] = await answerOf(
          await full.get(`/v6/titles/${T.apple}/key_events_v2`),
          TitleKeyEventsAnswerSchema,
        )
        expect(apple?.key_events.map((entry) => [entry.key_event_id, entry.total])).toEqual([
          [21, 2],
          [1, 1],
          [4, 1],
          [8, 1],
          [22, 1],
          [23, 1],
          [36, 1],
        ])
        expect(apple?.key_events[0]).toMatchObject({
          name: 'Analyst upgrade',
          sentiment: expect.closeTo(0.7, 3),
        })
        const siemens = await answerOf(
          await full.get(
            `/v6/titles/${T.siemens}/key_events_v2?startDate=${seed.nowMs - 3 * DAY}&endDate=${seed.nowMs}&partition=daily_5am`,
          ),
          TitleKeyEventsAnswerSchema,
        )
        expect(siemens[0]?.key_events).toMatchObject([{ key_event_id: 13, total: 1, sentiment: null }])
      })
      it('validates its parameters', async () => {
        await expectError(await full.get(`/v6/titles/${T.apple}/key_events_v2?partition=x-y`), 400, 32)
        await expectError(await full.get('/v6/titles/123456789/key_events_v2'), 404, 32)
      })
    })

    describe('GET /v6/top_buzz_titles', () => {
      it('ranks titles by the buzz of their latest bucket', async () => {
        const top = await answerOf(
          await full.get('/v6/top_buzz_titles?region=US&type=company&limit=100'),
          TopBuzzTitlesAnswerSchema,
        )
        const ours = top.filter((title) => title.id === T.apple || title.id === T.microsoft)
        expect(ours).toEqual([
          {
            id: T.microsoft,
            name: 'Microsoft',
            type: 'company',
            country: 'US',
            buzz: 4.5,
            sentiment: 0.2,
            messages: 14,
          },
          {
            id: T.apple,
            name: 'Apple',
            type: 'company',
            country: 'US',
            buzz: 3,
            sentiment: 0.2,
            messages: 14,
          },
        ])
        const germany = await answerOf(
          await full.get('/v6/top_buzz_titles?region=de'),
          TopBuzzTitlesAnswerSchema,
        )
        expect(germany.some((title) => title.id === T.apple)).toBe(false)
        const earlier = await answerOf(
          await full.get(`/v6/top_buzz_titles?date=${isoDay(seed.nowMs - 20 * DAY)}`),
          TopBuzzTitlesAnswerSchema,
        )
        expect(earlier.some((title) => title.id === T.apple)).toBe(false)
        const body = await expectError(await full.get('/v6/top_buzz_titles?date=2020-01-02'), 403, 35)
        expect(body.en).toBe('You are requesting data older than your subscription allows')
      })
      it('validates its parameters', async () => {
        await expectError(await full.get('/v6/top_buzz_titles?limit=0'), 400, 32)
        await expectError(await full.get('/v6/top_buzz_titles?type=stock'), 400, 32)
        await expectError(await full.get('/v6/top_buzz_titles?date=2024-13-45'), 400, 32)
        await expectError(await full.get('/v6/top_buzz_titles?partition=minutely'), 400, 32)
      })
    })

    describe('GET /v6/standard_triggers/{id}', () => {
      it("lists the title's standard alerts of the range, newest first", async () => {
        const all = await answerOf(
          await full.get(`/v6/standard_triggers/${T.apple}`),
          StandardTriggersAnswerSchema,
        )
        expect(all.map((trigger) => [trigger.rule_type, trigger.series_id])).toEqual([
          ['high_buzz', 137572],
          ['pre_earnings_buzz', 137620],
        ])
        expect(all[0]).toMatchObject({ title_id: T.apple, time: seed.nowMs - HOUR, data: { buzz: 3.25 } })
        const limited = await answerOf(
          await full.get(`/v6/standard_triggers/${T.apple}?limit=1`),
          StandardTriggersAnswerSchema,
        )
        expect(limited).toHaveLength(1)
        const typed = await answerOf(
          await full.get(`/v6/standard_triggers/${T.apple}?rule_types=pre_earnings_buzz`),
          StandardTriggersAnswerSchema,
        )
        expect(typed.map((trigger) => trigger.rule_type)).toEqual(['pre_earnings_buzz'])
      })
      it('validates its parameters and the history', async () => {
        await expectError(await full.get(`/v6/standard_triggers/${T.apple}?limit=-5`), 400, 32)
        await expectError(await full.get(`/v6/standard_triggers/${T.apple}?rule_types=DROP TABLE`), 400, 32)
        await expectError(
          await basic.get(`/v6/standard_triggers/${T.apple}?startDate=${seed.nowMs - 90 * DAY}`),
          403,
          35,
        )
      })
    })
  },
)
