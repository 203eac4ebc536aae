import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buzzBuckets,
  executives,
  messages,
  messageTitles,
  trendCounts,
  trendTerms,
} from '../../server/db/schema'
import {
  EntitiesListAnswerSchema,
  TitleEntitiesAnswerSchema,
  TitleEntitiesHistoryAnswerSchema,
  TitlesAnswerSchema,
  TitleTopicsAnswerSchema,
  TopFlopAnswerSchema,
} from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { DAY, dailyBucketStart, HOUR, LIST_ID, SRC, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

describe.each(DATABASE_TARGETS)(
  'topics, co-mentioned entities, GET /entities and top/flop on $name',
  (target) => {
    let database: TestDatabase
    let server: TestServer
    let full: DataClient
    let basic: DataClient
    let premium: DataClient
    let nowMs = 0
    let ceoId = 0

    /** A message about Apple alone, with its title row. */
    async function insertAppleMessage(message: {
      key: string
      type: 'news' | 'tweets'
      time: Date
      sub: string
      sentiment?: number
      authorCategory?: 'bots' | 'regulars'
    }): Promise<void> {
      const db = server.database.db
      const sentiment = message.sentiment ?? null
      const [row] = await db
        .insert(messages)
        .values({
          source: SRC.wire,
          sourceId: `${message.key}-${nowMs}`,
          type: message.type,
          author: message.key,
          authorCategory: message.authorCategory ?? 'regulars',
          authorImpact: message.authorCategory === 'bots' ? 1 : 2,
          messageTime: message.time,
          sub: message.sub,
          body: '',
          lang: 'en',
          sentiment,
          sentimentLabel: sentiment === null ? null : sentiment < 0 ? 'negative' : 'positive',
          primaryTitleId: T.apple,
          contentHash: `${message.key}-${nowMs}`,
        })
        .returning({ id: messages.id })
      if (!row) throw new Error('insert returned nothing')
      await db
        .insert(messageTitles)
        .values({ messageId: row.id, titleId: T.apple, messageTime: message.time, primary: true, sentiment })
    }

    beforeAll(async () => {
      database = await target.create()
      server = await startTestServer(database.url)
      nowMs = (await seedMarketData(server.database.db)).nowMs
      ;({ full, basic, premium } = await dataUsers(server))
      const db = server.database.db
      const [ceo] = await db
        .insert(executives)
        .values({ titleId: T.microsoft, firstName: 'Satya', lastName: 'Nadella', role: 'CEO' })
        .returning({ id: executives.id })
      ceoId = ceo?.id ?? 0
      // Two days ago: Apple and Microsoft in one message that names Microsoft's chief executive.
      const time = new Date(nowMs - 2 * DAY - HOUR)
      const [row] = await db
        .insert(messages)
        .values({
          source: SRC.wire,
          sourceId: `ceo-${nowMs}`,
          type: 'news',
          author: 'desk',
          messageTime: time,
          sub: 'Satya Nadella says Apple partnership widens',
          body: 'Microsoft and Apple extend their cloud agreement.',
          lang: 'en',
          sentiment: 0.3,
          sentimentLabel: 'positive',
          primaryTitleId: T.apple,
          contentHash: `ceo-${nowMs}`,
        })
        .returning({ id: messages.id })
      if (!row) throw new Error('insert returned nothing')
      await db.insert(messageTitles).values([
        { messageId: row.id, titleId: T.apple, messageTime: time, primary: true, sentiment: 0.3 },
        { messageId: row.id, titleId: T.microsoft, messageTime: time, primary: false, sentiment: 0.3 },
      ])
    })
    afterAll(async () => {
      await server?.close()
      await database?.drop()
    })

    it('GET /titles/{ident}/entities counts linked titles and named people, most mentioned first', async () => {
      const answer = await answerOf(
        await full.get(`/v6/titles/${T.apple}/entities`),
        TitleEntitiesAnswerSchema,
      )
      expect(answer.title_id).toBe(T.apple)
      // Microsoft: m2 (5 hours ago) and the message above; its CEO: the message above only.
      expect(answer.entities.map((entity) => [entity.entity_id, entity.kind, entity.count])).toEqual([
        [String(T.microsoft), 'title', 2],
        [`p${ceoId}`, 'person', 1],
      ])
      expect(answer.entities[1]?.name).toBe('Nadella, Satya')
      const one = await answerOf(
        await full.get(`/v6/titles/${T.apple}/entities?limit=1`),
        TitleEntitiesAnswerSchema,
      )
      expect(one.entities).toHaveLength(1)
      // The last day only: just m2.
      const lastDay = await answerOf(
        await full.get(`/v6/titles/${T.apple}/entities?startDate=${nowMs - DAY}`),
        TitleEntitiesAnswerSchema,
      )
      expect(lastDay.entities.map((entity) => [entity.entity_id, entity.count])).toEqual([
        [String(T.microsoft), 1],
      ])
    })

    it('GET /titles/{ident}/entities/history splits the counts by UTC day', async () => {
      const start = nowMs - 3 * DAY
      const answer = await answerOf(
        await full.get(`/v6/titles/${T.apple}/entities/history?startDate=${start}&endDate=${nowMs}`),
        TitleEntitiesHistoryAnswerSchema,
      )
      expect(answer.days[0]).toBe(new Date(start).toISOString().slice(0, 10))
      expect(answer.days.at(-1)).toBe(new Date(nowMs).toISOString().slice(0, 10))
      const microsoft = answer.entities.find((entity) => entity.entity_id === String(T.microsoft))
      expect(microsoft?.daily).toHaveLength(answer.days.length)
      expect(microsoft?.daily.reduce((sum, n) => sum + n, 0)).toBe(2)
      const dayOfCeo = answer.days.indexOf(new Date(nowMs - 2 * DAY - HOUR).toISOString().slice(0, 10))
      expect(answer.entities.find((entity) => entity.kind === 'person')?.daily[dayOfCeo]).toBe(1)
    })

    it('GET /titles/{ident}/topics answers the words and phrases of the title’s messages but its own name', async () => {
      const answer = await answerOf(await full.get(`/v6/titles/${T.apple}/topics`), TitleTopicsAnswerSchema)
      const topics = answer.topics.map((topic) => topic.topic)
      expect(topics).toContain('earnings')
      // Its own name is in every message about it: no topic.
      expect(topics).not.toContain('apple')
      expect(answer.topics.every((topic) => topic.count >= 2)).toBe(true)
    })

    it('GET /titles/{ident}/topics ranks what the title’s messages say more often than the market’s', async () => {
      const db = server.database.db
      const time = new Date(nowMs - 3 * HOUR)
      const headlines = [
        'Apple supplier audit expands to Asia',
        'Supplier audit finds strong demand for Apple',
        'Apple steady as supplier audit widens on strong demand',
      ]
      for (const [n, sub] of headlines.entries())
        await insertAppleMessage({ key: `audit-${n}`, type: 'news', time, sub, sentiment: -0.2 })
      // The market's hourly counts (the trend radar's): 'strong demand' in every other message,
      // 'supplier audit' in Apple's three alone.
      const hour = new Date(Math.floor((nowMs - 3 * HOUR) / HOUR) * HOUR)
      await db.insert(trendCounts).values({ hour, kind: 'source', key: SRC.wire, count: 10_000 })
      await db
        .insert(trendTerms)
        .values([
          ...['strong', 'demand', 'strong demand'].map((term) => ({ hour, term, count: 5_000 })),
          ...['supplier', 'audit', 'supplier audit'].map((term) => ({ hour, term, count: 3 })),
        ])
      const answer = await answerOf(await full.get(`/v6/titles/${T.apple}/topics`), TitleTopicsAnswerSchema)
      const topics = answer.topics.map((topic) => topic.topic)
      // The phrase stands for its words, which the same three messages use.
      expect(answer.topics.filter((topic) => topic.topic.includes('audit'))).toEqual([
        { topic: 'supplier audit', count: 3 },
      ])
      expect(topics).not.toContain('strong demand')
      expect(topics).not.toContain('strong')
      expect(topics).not.toContain('apple')
    })

    it('GET /titles/{ident}/topics leaves out the messages of authors judged bots', async () => {
      const time = new Date(nowMs - 2 * HOUR)
      for (const [n, authorCategory] of (['bots', 'bots', 'bots', 'regulars'] as const).entries())
        await insertAppleMessage({
          key: `signals-${n}`,
          type: 'tweets',
          time,
          sub: 'Apple huge move incoming, join our signals group',
          authorCategory,
        })
      const answer = await answerOf(await full.get(`/v6/titles/${T.apple}/topics`), TitleTopicsAnswerSchema)
      // Left: one regular's message, under the two a topic needs (with the bots: 'huge move', 4).
      expect(answer.topics.filter((topic) => /huge|move|incoming|signals|group/.test(topic.topic))).toEqual(
        [],
      )
    })

    it('answers malformed input and unknown titles with catalogue codes', async () => {
      await expectError(await full.get('/v6/titles/abc/entities'), 400, 32)
      await expectError(await full.get(`/v6/titles/${T.apple},${T.microsoft}/entities`), 400, 32)
      await expectError(await full.get(`/v6/titles/${T.apple}/entities?limit=51`), 400, 32)
      await expectError(await full.get(`/v6/titles/${T.apple}/entities?bogus=1`), 400, 32)
      await expectError(await full.get(`/v6/titles/${T.apple}/entities/history?format=xml`), 400, 21)
      await expectError(await full.get('/v6/titles/987654321/topics'), 404, 32)
      await expectError(await full.get(`/v6/titles/${T.apple}/topics?startDate=soon`), 400, 32)
      // A basic plan reaches back 3 months at most (application §6).
      await expectError(
        await basic.get(`/v6/titles/${T.apple}/entities?startDate=${nowMs - 400 * DAY}`),
        403,
        35,
      )
    })

    it('GET /entities pages through titles, people, sectors and lists', async () => {
      const first = await answerOf(await full.get('/v6/entities?limit=5'), EntitiesListAnswerSchema)
      expect(first.entities).toHaveLength(5)
      expect(first.entities.every((entity) => entity.kind === 'title')).toBe(true)
      const people = await answerOf(
        await full.get('/v6/entities?entity_type=person&limit=1000'),
        EntitiesListAnswerSchema,
      )
      expect(people.entities.map((entity) => entity.entity_id)).toContain(`p${ceoId}`)
      expect(people.total).toBe(people.entities.length)
      const last = await answerOf(
        await full.get(`/v6/entities?limit=10&offset=${first.total - 3}`),
        EntitiesListAnswerSchema,
      )
      expect(last.entities).toHaveLength(3)
      expect(last.entities.every((entity) => entity.entity_id.startsWith('l'))).toBe(true)
      await expectError(await full.get('/v6/entities?entity_type=planet'), 400, 32)
      await expectError(await full.get('/v6/entities?limit=1001'), 400, 32)
    })

    it('GET /lists/{lid}/top_flop ranks the list’s members by a field, for plans with the list view', async () => {
      const buzz = await answerOf(
        await full.get(`/v6/lists/${LIST_ID}/top_flop?limit=1`),
        TopFlopAnswerSchema,
      )
      expect(buzz.field).toBe('buzz')
      expect(buzz.top).toHaveLength(1)
      expect(buzz.flop).toHaveLength(1)
      expect(buzz.top[0]?.id).not.toBe(buzz.flop[0]?.id)
      expect(buzz.top[0]?.buzz ?? 0).toBeGreaterThanOrEqual(buzz.flop[0]?.buzz ?? 0)
      const both = await answerOf(
        await full.get(`/v6/lists/${LIST_ID}/top_flop?field=sentiment&limit=5`),
        TopFlopAnswerSchema,
      )
      // Two members: each side keeps a member once.
      expect(new Set([...both.top, ...both.flop].map((title) => title.id)).size).toBe(
        both.top.length + both.flop.length,
      )
      const sentiments = both.top.map((title) => title.sentiment ?? 0)
      expect(sentiments).toEqual([...sentiments].sort((a, b) => b - a))
      await expectError(await full.get(`/v6/lists/${LIST_ID}/top_flop?field=name`), 400, 32)
      await expectError(await full.get('/v6/lists/x/top_flop'), 400, 32)
      await expectError(await full.get('/v6/lists/999999/top_flop'), 404, 32)
      await expectError(await basic.get(`/v6/lists/${LIST_ID}/top_flop`), 403, 35)
      expect((await premium.get(`/v6/lists/${LIST_ID}/top_flop`)).status).toBe(200)
    })

    it('GET /titles answers the latest bucket’s messages and its change from the bucket before', async () => {
      const row = async () => {
        const answer = await answerOf(
          await full.get(`/v6/titles?list=${LIST_ID}&sort_by=-messages`),
          TitlesAnswerSchema,
        )
        const apple = answer.titles.find((title) => title.id === T.apple)
        return [apple?.buzz, apple?.messages, apple?.buzz_chg, apple?.sentiment_chg]
      }
      // Seeded in one statement: 200 % then 300 %, sentiment 0.1 then 0.2, 14 messages.
      const [buzz, messages, buzzChange, sentimentChange] = await row()
      expect([buzz, messages, buzzChange]).toEqual([300, 14, 100])
      expect(sentimentChange).toBe(0.1)
      const db = server.database.db
      const next = dailyBucketStart(nowMs, -1)
      await db.insert(buzzBuckets).values({
        partition: 'daily_5am',
        titleId: T.apple,
        bucketStart: new Date(next),
        bucketEnd: new Date(next + DAY),
        messages: 3,
        buzz: 2.5,
        sentimentMean: null,
      })
      expect(await row()).toEqual([250, 3, -50, null])
      // The open bucket grows: still compared with the bucket before it.
      await db
        .update(buzzBuckets)
        .set({ buzz: 2.6, messages: 4, sentimentMean: 0.3 })
        .where(and(eq(buzzBuckets.titleId, T.apple), eq(buzzBuckets.bucketStart, new Date(next))))
      expect(await row()).toEqual([260, 4, -40, 0.1])
      // A day without messages in between: the bucket before had buzz 0.
      const gap = dailyBucketStart(nowMs, -3)
      await db.insert(buzzBuckets).values({
        partition: 'daily_5am',
        titleId: T.apple,
        bucketStart: new Date(gap),
        bucketEnd: new Date(gap + DAY),
        messages: 1,
        buzz: 0.5,
        sentimentMean: 0.1,
      })
      expect(await row()).toEqual([50, 1, 50, null])
      const sorted = await answerOf(
        await full.get('/v6/titles?sort_by=-messages&limit=3'),
        TitlesAnswerSchema,
      )
      const counts = sorted.titles.map((title) => title.messages ?? 0)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
    })
  },
)
