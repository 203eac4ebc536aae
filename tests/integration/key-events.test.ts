import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  KEY_EVENT_TYPES,
  KeyEventDetailAnswerSchema,
  KeyEventTypesAnswerSchema,
  LatestKeyEventsAnswerSchema,
  SectorKeyEventsAnswerSchema,
  TitleKeyEventsAnswerSchema,
  TitleKeyEventsItemSchema,
  TitleMessagesAnswerSchema,
} from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

/** Analyst upgrade: twice about Apple in the seeded market (score ≥ 4). */
const ANALYST_UPGRADE = 21

describe.each(DATABASE_TARGETS)('key event calls on $name', (target) => {
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

  it('GET /key_events_v2/{id} counts the key event’s messages and ranks the titles they were about', async () => {
    const detail = await answerOf(
      await full.get(`/v6/key_events_v2/${ANALYST_UPGRADE}`),
      KeyEventDetailAnswerSchema,
    )
    expect(detail).toMatchObject({ key_event_id: ANALYST_UPGRADE, name: 'Analyst upgrade' })
    expect(detail.total).toBeGreaterThanOrEqual(2)
    expect(detail.titles[0]).toMatchObject({ title_id: T.apple, total: 2 })
    expect(detail.last_time).not.toBeNull()
    // Its messages: the same ones, each carrying the key event.
    const messages = await answerOf(
      await full.get(`/v6/key_events_v2/${ANALYST_UPGRADE}/messages?limit=200`),
      TitleMessagesAnswerSchema,
    )
    expect(messages.messages).toHaveLength(detail.total)
    expect(messages.messages.every((m) => (m.key_events_v2[String(ANALYST_UPGRADE)] ?? 0) >= 4)).toBe(true)
    const none = await answerOf(
      await full.get(`/v6/key_events_v2/1?startDate=${nowMs - 2000}&endDate=${nowMs - 1000}`),
      KeyEventDetailAnswerSchema,
    )
    expect(none).toMatchObject({ total: 0, titles: [], last_time: null, sentiment: null })
  })

  it('GET /titles/{ident}/key_events answers the v2 figures of one title', async () => {
    const [v2] = await answerOf(
      await full.get(`/v6/titles/${T.apple}/key_events_v2`),
      TitleKeyEventsAnswerSchema,
    )
    const v1 = await answerOf(await full.get(`/v6/titles/${T.apple}/key_events`), TitleKeyEventsItemSchema)
    expect(v1).toEqual(v2)
  })

  it('answers unknown or malformed key events and filters outside the plan with catalogue codes', async () => {
    await expectError(await full.get('/v6/key_events_v2/abc'), 400, 32)
    await expectError(await full.get('/v6/key_events_v2/99999'), 404, 32)
    await expectError(await full.get('/v6/key_events_v2/21/messages?partition=x-y'), 400, 32)
    await expectError(await full.get('/v6/key_events_v2/21/messages?limit=0'), 400, 32)
    await expectError(await basic.get('/v6/key_events_v2/21/messages?type=news'), 403, 35)
    await expectError(await full.get(`/v6/titles/${T.apple},${T.microsoft}/key_events`), 400, 32)
    await expectError(await full.get('/v6/titles/123456789/key_events'), 404, 32)
  })

  it('GET /sectors/{sector_id}/key_events_v2 sums the key events of the sector’s titles by region', async () => {
    const [apple] = await answerOf(
      await full.get(`/v6/titles/${T.apple}/key_events_v2`),
      TitleKeyEventsAnswerSchema,
    )
    const [microsoft] = await answerOf(
      await full.get(`/v6/titles/${T.microsoft}/key_events_v2`),
      TitleKeyEventsAnswerSchema,
    )
    // 971: Apple's and Microsoft's sectors; 971010: Apple's only.
    const both = await answerOf(
      await full.get('/v6/sectors/971/key_events_v2?limit=100'),
      SectorKeyEventsAnswerSchema,
    )
    const totals = new Map<number, number>()
    for (const entry of [...(apple?.key_events ?? []), ...(microsoft?.key_events ?? [])])
      totals.set(entry.key_event_id, (totals.get(entry.key_event_id) ?? 0) + entry.total)
    expect(new Map(both.map((entry) => [entry.key_event_id, entry.total]))).toEqual(totals)
    expect(both[0]?.total).toBe(Math.max(...totals.values()))
    const appleOnly = await answerOf(
      await full.get('/v6/sectors/971010/key_events_v2?limit=100'),
      SectorKeyEventsAnswerSchema,
    )
    expect(appleOnly.length).toBeGreaterThan(0)
    expect(appleOnly.every((entry) => entry.titles.every((title) => title.title_id === T.apple))).toBe(true)
    const europe = await answerOf(
      await full.get('/v6/sectors/971/key_events_v2?region=EU'),
      SectorKeyEventsAnswerSchema,
    )
    expect(europe).toEqual([])
    const us = await answerOf(
      await full.get('/v6/sectors/971/key_events_v2?region=US&limit=100'),
      SectorKeyEventsAnswerSchema,
    )
    expect(us).toEqual(both)
    const usOrGermany = await answerOf(
      await full.get('/v6/sectors/971/key_events_v2?region=us,DE&limit=100'),
      SectorKeyEventsAnswerSchema,
    )
    expect(usOrGermany).toEqual(both)
    await expectError(await full.get('/v6/sectors/971/key_events_v2?region=US,Atlantis'), 400, 32)
    await expectError(await full.get('/v6/sectors/x1/key_events_v2'), 400, 32)
    await expectError(await full.get('/v6/sectors/971/key_events_v2?sort_by=name'), 400, 32)
  })

  it('GET /key_events lists the types; /key_events/latest the newest key-event messages, newest first', async () => {
    const types = await answerOf(await full.get('/v6/key_events'), KeyEventTypesAnswerSchema)
    expect(types).toHaveLength(KEY_EVENT_TYPES.length)
    const latest = await answerOf(
      await full.get('/v6/key_events/latest?limit=50'),
      LatestKeyEventsAnswerSchema,
    )
    expect(latest.length).toBeGreaterThan(0)
    const times = latest.map((entry) => entry.time)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(latest.every((entry) => entry.time >= nowMs - 86_400_000 - 60_000)).toBe(true)
    expect(
      await answerOf(await full.get('/v6/key_events/latest?limit=1'), LatestKeyEventsAnswerSchema),
    ).toHaveLength(1)
    await expectError(await full.get('/v6/key_events/latest?limit=0'), 400, 32)
  })
})
