import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  IMPORTANT_MESSAGE_MIN_IMPACT,
  MessageSearchAnswerSchema,
  TitleMessagesAnswerSchema,
} from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { DAY, LIST_ID, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

describe.each(DATABASE_TARGETS)('title messages on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let full: DataClient
  let basic: DataClient
  let nowMs = 0

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
    nowMs = (await seedMarketData(server.database.db)).nowMs
    ;({ full, basic } = await dataUsers(server))
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('GET /titles/{idents}/messages pages through the title’s messages, newest first, with the filters', async () => {
    const all = await answerOf(await full.get(`/v6/titles/${T.apple}/messages`), TitleMessagesAnswerSchema)
    expect(all.messages.length).toBeGreaterThan(2)
    const times = all.messages.map((m) => m.time)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.messages.every((m) => m.titles.some((t) => t.title_id === T.apple))).toBe(true)

    const first = await answerOf(
      await full.get(`/v6/titles/${T.apple}/messages?limit=2`),
      TitleMessagesAnswerSchema,
    )
    const next = await answerOf(
      await full.get(`/v6/titles/${T.apple}/messages?limit=2&offset=2`),
      TitleMessagesAnswerSchema,
    )
    expect([...first.messages, ...next.messages].map((m) => m.id)).toEqual(
      all.messages.slice(0, 4).map((m) => m.id),
    )

    const news = await answerOf(
      await full.get(`/v6/titles/${T.apple}/messages?type=news`),
      TitleMessagesAnswerSchema,
    )
    expect(news.messages.length).toBeGreaterThan(0)
    expect(news.messages.every((m) => m.type === 'news')).toBe(true)
    const older = await answerOf(
      await full.get(
        `/v6/titles/${T.apple}/messages?startDate=${nowMs - 40 * DAY}&endDate=${nowMs - 35 * DAY}`,
      ),
      TitleMessagesAnswerSchema,
    )
    expect(older.messages.every((m) => m.time <= nowMs - 35 * DAY)).toBe(true)
  })

  it('answers malformed input, unknown titles and filters outside the plan with catalogue codes', async () => {
    await expectError(await full.get('/v6/titles/abc/messages'), 400, 32)
    await expectError(await full.get(`/v6/titles/${T.apple}/messages?limit=0`), 400, 32)
    await expectError(await full.get(`/v6/titles/${T.apple}/messages?bogus=1`), 400, 32)
    await expectError(await full.get('/v6/titles/987654321/messages'), 404, 32)
    // A basic plan has no message type filter (application §6).
    await expectError(await basic.get(`/v6/titles/${T.apple}/messages?type=news`), 403, 35)
    expect((await basic.get(`/v6/titles/${T.apple}/messages`)).status).toBe(200)
  })

  it('GET /titles/{ident}/messages/important keeps messages by authors of impact 4 or 5', async () => {
    const all = await answerOf(await full.get(`/v6/titles/${T.apple}/messages`), TitleMessagesAnswerSchema)
    const important = await answerOf(
      await full.get(`/v6/titles/${T.apple}/messages/important`),
      TitleMessagesAnswerSchema,
    )
    const expected = all.messages.filter((m) => (m.author?.impact ?? 0) >= IMPORTANT_MESSAGE_MIN_IMPACT)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(all.messages.length)
    expect(important.messages.map((m) => m.id)).toEqual(expected.map((m) => m.id))
    await expectError(await full.get(`/v6/titles/${T.apple},${T.microsoft}/messages/important`), 400, 32)
  })

  it('GET /lists/{lid}/messages answers the messages of the list’s titles, for plans with the list view', async () => {
    const list = await answerOf(
      await full.get(`/v6/lists/${LIST_ID}/messages?limit=200`),
      TitleMessagesAnswerSchema,
    )
    const apple = await answerOf(
      await full.get(`/v6/titles/${T.apple}/messages?limit=200`),
      TitleMessagesAnswerSchema,
    )
    const microsoft = await answerOf(
      await full.get(`/v6/titles/${T.microsoft}/messages?limit=200`),
      TitleMessagesAnswerSchema,
    )
    const expected = new Set([...apple.messages, ...microsoft.messages].map((m) => m.id))
    expect(new Set(list.messages.map((m) => m.id))).toEqual(expected)
    await expectError(await full.get('/v6/lists/x/messages'), 400, 32)
    await expectError(await full.get('/v6/lists/999999/messages'), 404, 32)
    await expectError(await basic.get(`/v6/lists/${LIST_ID}/messages`), 403, 35)
  })

  it('GET /messages/search answers like the POST form', async () => {
    const asGet = await answerOf(
      await full.get('/v6/messages/search?type=news,tweets&include_stats=true&limit=50'),
      MessageSearchAnswerSchema,
    )
    const asPost = await answerOf(
      await full.post('/v6/messages/search', { type: ['news', 'tweets'], include_stats: true, limit: 50 }),
      MessageSearchAnswerSchema,
    )
    expect(asGet.messages.map((m) => m.id)).toEqual(asPost.messages.map((m) => m.id))
    expect(asGet.counts).toEqual(asPost.counts)
    await expectError(await full.get('/v6/messages/search?type=nope'), 400, 32)
    await expectError(await full.get('/v6/messages/search?order_by=random'), 400, 32)
    await expectError(await basic.get('/v6/messages/search?type=news'), 403, 35)
  })
})
