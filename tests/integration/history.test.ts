import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DatasetHistoryAnswerSchema,
  IntradayAnswerSchema,
  QuotesAnswerSchema,
  TitleHistoryAnswerSchema,
  TitleSnapshotAnswerSchema,
} from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError, trialClient } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import {
  APPLE_REALTIME,
  appleClose,
  DAY,
  dailyBucketStart,
  realtimeBucketStart,
  type SeededMarket,
  seedMarketData,
  T,
} from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

describe.each(DATABASE_TARGETS)('title history, snapshots, quotes and datasets on $name', (target) => {
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

  const range = (days: number) => `startDate=${seed.nowMs - days * DAY}&endDate=${seed.nowMs}`

  describe('GET /v6/titles/{idents}', () => {
    it('answers current buzz and sentiment from the latest realtime bucket', async () => {
      const answer = await answerOf(
        await full.get(`/v6/titles/${T.apple},${T.bitcoin}`),
        TitleSnapshotAnswerSchema,
      )
      expect(answer).toEqual([
        {
          id: T.bitcoin,
          name: 'Bitcoin',
          type: 'crypto_currency',
          partition: 'realtime',
          buzz: null,
          sentiment: null,
          sentiment_score: null,
          messages: 0,
          time: null,
        },
        {
          id: T.apple,
          name: 'Apple',
          type: 'company',
          partition: 'realtime',
          buzz: 3.25,
          sentiment: 0.5,
          sentiment_score: 33.3,
          messages: 13,
          time: realtimeBucketStart(seed.nowMs, 1),
        },
      ])
    })
    it('reads another partition', async () => {
      const [apple] = await answerOf(
        await full.get(`/v6/titles/${T.apple}?partition=daily_5am`),
        TitleSnapshotAnswerSchema,
      )
      expect(apple).toMatchObject({
        buzz: 3,
        sentiment: 0.2,
        time: dailyBucketStart(seed.nowMs, 0),
        messages: 14,
      })
    })
    it('answers 404 for unknown titles and 32 for malformed idents or partitions', async () => {
      await expectError(await full.get('/v6/titles/99999999'), 404, 32)
      await expectError(await full.get('/v6/titles/AAPL'), 400, 32)
      await expectError(await full.get(`/v6/titles/${T.apple}?partition=weekly`), 400, 32)
      await expectError(await full.get(`/v6/titles/${T.apple}?format=csv`), 400, 21)
    })
  })

  describe('GET /v6/titles/{idents}/history', () => {
    it('answers realtime buckets for ranges up to 31 days, Buzz ×100', async () => {
      const [apple] = await answerOf(
        await full.get(`/v6/titles/${T.apple}/history?${range(1)}`),
        TitleHistoryAnswerSchema,
      )
      expect(apple?.partition).toBe('realtime')
      expect(apple?.history).toEqual(
        APPLE_REALTIME.map((bucket) => ({
          t: realtimeBucketStart(seed.nowMs, bucket.agoBuckets),
          Buzz: bucket.buzz * 100,
          Sentiment: bucket.sentiment,
        })),
      )
    })
    it('answers daily buckets for longer ranges, for several titles', async () => {
      const answer = await answerOf(
        await full.get(`/v6/titles/${T.apple},${T.microsoft}/history?${range(40)}&fields=buzz,messages`),
        TitleHistoryAnswerSchema,
      )
      expect(answer.map((entry) => entry.partition)).toEqual(['daily_5am', 'daily_5am'])
      expect(answer[0]?.history.map((point) => point.Buzz)).toEqual([110, 120, 90, 200, 300])
      expect(answer[1]?.history.map((point) => point.Buzz)).toEqual([50, 60, 70, 80, 450])
      expect(answer[0]?.history.map((point) => point.messages)).toEqual([10, 11, 12, 13, 14])
      expect(answer[0]?.history[0]).not.toHaveProperty('Sentiment')
    })
    it('answers the asked fields and partition', async () => {
      const [apple] = await answerOf(
        await full.get(
          `/v6/titles/${T.apple}/history?${range(3)}&partition=daily_5am&fields=sentiment_score`,
        ),
        TitleHistoryAnswerSchema,
      )
      expect(apple?.history.at(-1)).toEqual({ t: dailyBucketStart(seed.nowMs, 0), sentiment_score: 16.7 })
    })
    it('validates its parameters', async () => {
      await expectError(await full.get(`/v6/titles/${T.apple}/history?fields=volume`), 400, 32)
      await expectError(await full.get(`/v6/titles/${T.apple}/history?startDate=soon`), 400, 32)
      await expectError(
        await full.get(`/v6/titles/${T.apple}/history?startDate=${seed.nowMs}&endDate=${seed.nowMs - DAY}`),
        400,
        32,
      )
      await expectError(await full.get(`/v6/titles/${T.apple}/history?limit=3`), 400, 32)
      await expectError(await full.get('/v6/titles/%20/history'), 400, 8)
    })
    it('refuses a basic user 90 days of history', async () => {
      const body = await expectError(await basic.get(`/v6/titles/${T.apple}/history?${range(90)}`), 403, 35)
      expect(body.en).toBe('You are requesting data older than your subscription allows')
      await answerOf(await basic.get(`/v6/titles/${T.apple}/history?${range(3)}`), TitleHistoryAnswerSchema)
    })
  })

  describe('quotes and intraday', () => {
    it('answers daily quotes t, o, h, l, c, v', async () => {
      const quotes = await answerOf(
        await full.get(`/v6/titles/${T.apple}/quotes?${range(5)}`),
        QuotesAnswerSchema,
      )
      expect(quotes.map((quote) => quote.c)).toEqual([4, 3, 2, 1, 0].map(appleClose))
      expect(quotes[0]).toEqual({
        t: Math.floor(seed.nowMs / DAY) * DAY - 4 * DAY,
        o: appleClose(4) - 1,
        h: appleClose(4) + 2,
        l: appleClose(4) - 2,
        c: appleClose(4),
        v: 1_000_004,
      })
    })
    it('answers intraday buzz and, with data_options=ohlcv, 10-minute quotes', async () => {
      const plain = await answerOf(await full.get(`/v6/titles/${T.apple}/intraday`), IntradayAnswerSchema)
      expect(plain.history).toHaveLength(APPLE_REALTIME.length)
      expect(plain.quotes).toBeUndefined()
      const ohlcv = await answerOf(
        await full.get(`/v6/titles/${T.apple}/intraday?data_options=ohlcv&${range(1)}`),
        IntradayAnswerSchema,
      )
      expect(ohlcv.quotes?.map((quote) => quote.v)).toEqual([1000, 2000, 3000, 4000, 5000, 6000])
      await expectError(await full.get(`/v6/titles/${T.apple}/intraday?data_options=rsi`), 400, 32)
      await expectError(await full.get(`/v6/titles/${T.apple},${T.microsoft}/intraday`), 400, 32)
    })
  })

  describe('POST /v6/datasets/history', () => {
    it('answers Buzz/Sentiment ×100 per title and bucket', async () => {
      const answer = await answerOf(
        await full.post(`/v6/datasets/history?${range(40)}`, {
          dataset: 'Buzz/Sentiment',
          filter: { id: [T.apple] },
        }),
        DatasetHistoryAnswerSchema,
      )
      expect(answer.rows.map((row) => [row.Buzz, row.Sentiment])).toEqual([
        [110, -20],
        [120, -10],
        [90, 0],
        [200, 10],
        [300, 20],
      ])
    })
    it('answers the same rows as CSV for plans with download, 37 for a trial', async () => {
      const body = { dataset: 'Buzz/Sentiment', filter: { id: [T.apple] } }
      const response = await full.post(`/v6/datasets/history?format=csv&${range(40)}`, body)
      expect(response.status, await response.clone().text()).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
      const lines = (await response.text()).trimEnd().split('\r\n')
      expect(lines[0]).toBe('title_id,slot_start,buzz_percent,sentiment')
      expect(lines.slice(1).map((line) => line.split(',').slice(2))).toEqual([
        ['110', '-20'],
        ['120', '-10'],
        ['90', '0'],
        ['200', '10'],
        ['300', '20'],
      ])
      await expectError(
        await (await trialClient(server)).post(`/v6/datasets/history?format=csv&${range(40)}`, body),
        403,
        37,
      )
    })
    it('answers Daily Quotes, at most 10 rows in a preview', async () => {
      const answer = await answerOf(
        await full.post(`/v6/datasets/history?preview=true&${range(60)}`, {
          dataset: 'Daily Quotes',
          filter: { id: T.apple },
        }),
        DatasetHistoryAnswerSchema,
      )
      expect(answer.preview).toBe(true)
      expect(answer.rows).toHaveLength(10)
      expect(answer.rows[0]).toMatchObject({ id: T.apple, c: appleClose(59) })
    })
    it('validates the body', async () => {
      await expectError(await full.postRaw('/v6/datasets/history', '', null), 400, 8)
      await expectError(await full.post('/v6/datasets/history', { dataset: 'Buzz/Sentiment' }), 400, 8)
      await expectError(
        await full.post('/v6/datasets/history', { dataset: 'Tweets', filter: { id: 1 } }),
        400,
        32,
      )
      await expectError(
        await full.post('/v6/datasets/history?preview=maybe', { dataset: 'Daily Quotes', filter: { id: 1 } }),
        400,
        32,
      )
    })
  })
})
