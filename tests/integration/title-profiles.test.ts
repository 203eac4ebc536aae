import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authors } from '../../server/db/schema'
import { TitleProfilesAnswerSchema } from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { DAY, HOUR, SRC, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

describe.each(DATABASE_TARGETS)('GET /titles/{ident}/profiles on $name', (target) => {
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

  const profiles = async (query = '') =>
    (await answerOf(await full.get(`/v6/titles/${T.apple}/profiles${query}`), TitleProfilesAnswerSchema))
      .profiles

  it('lists the accounts writing about the title, most messages first, with their share and dedication', async () => {
    const answer = await answerOf(await full.get(`/v6/titles/${T.apple}/profiles`), TitleProfilesAnswerSchema)
    expect(answer.title_id).toBe(T.apple)
    // Last 30 days: the desk wrote m1, m2 and m10 about Apple and m7 about bitcoin; the others one
    // message each, all about Apple; ties go to the latest message first.
    expect(answer.profiles.map((p) => [p.source, p.author, p.messages, p.share, p.dedicated])).toEqual([
      [SRC.wire, 'desk', 3, 0.75, true],
      [SRC.social, 'botty', 1, 1, true],
      [SRC.social, 'alice', 1, 1, true],
      [SRC.blog, 'alice', 1, 1, true],
    ])
    const [desk, botty] = answer.profiles
    expect(desk).toMatchObject({ display_name: 'Newswire Desk', category: 'verified', impact: 5 })
    expect(desk?.first_time).toBe(nowMs - 5 * HOUR)
    expect(desk?.last_time).toBe(nowMs - 2 * HOUR)
    expect(botty).toMatchObject({ category: 'bots', impact: 0 })
  })

  it('follows the range and the limit', async () => {
    // The last 4 hours: m1 and m10 by the desk, m3 and m4 on the social source; the desk's m7 is older.
    const recent = await profiles(`?startDate=${nowMs - 4 * HOUR}&endDate=${nowMs}`)
    expect(recent.map((p) => [p.author, p.messages, p.share])).toEqual([
      ['desk', 2, 1],
      ['botty', 1, 1],
      ['alice', 1, 1],
    ])
    expect(await profiles('?limit=1')).toHaveLength(1)
    const microsoft = await answerOf(
      await full.get(`/v6/titles/${T.microsoft}/profiles`),
      TitleProfilesAnswerSchema,
    )
    // The desk's one message about Microsoft of its four: a quarter, not dedicated.
    expect(microsoft.profiles.map((p) => [p.author, p.messages, p.share, p.dedicated])).toEqual([
      ['desk', 1, 0.25, false],
    ])
  })

  it('leaves blacklisted accounts out', async () => {
    const db = server.database.db
    const botty = and(eq(authors.source, SRC.social), eq(authors.author, 'botty'))
    await db.update(authors).set({ blacklisted: true }).where(botty)
    try {
      expect((await profiles()).map((p) => p.author)).not.toContain('botty')
    } finally {
      await db.update(authors).set({ blacklisted: false }).where(botty)
    }
  })

  it('answers malformed input, unknown titles and ranges beyond the plan with catalogue codes', async () => {
    await expectError(await full.get('/v6/titles/abc/profiles'), 400, 32)
    await expectError(await full.get(`/v6/titles/${T.apple},${T.microsoft}/profiles`), 400, 32)
    await expectError(await full.get(`/v6/titles/${T.apple}/profiles?limit=51`), 400, 32)
    await expectError(await full.get(`/v6/titles/${T.apple}/profiles?limit=0`), 400, 32)
    await expectError(await full.get(`/v6/titles/${T.apple}/profiles?bogus=1`), 400, 32)
    await expectError(await full.get(`/v6/titles/${T.apple}/profiles?format=xml`), 400, 21)
    await expectError(await full.get('/v6/titles/987654321/profiles'), 404, 32)
    // A basic plan reaches back 3 months at most (application §6).
    await expectError(
      await basic.get(`/v6/titles/${T.apple}/profiles?startDate=${nowMs - 400 * DAY}`),
      403,
      35,
    )
    expect((await basic.get(`/v6/titles/${T.apple}/profiles`)).status).toBe(200)
  })
})
