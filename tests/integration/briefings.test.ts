import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { titles } from '../../server/db/schema'
import { queryRows } from '../../server/market/messages/rows'
import {
  addDays,
  BriefingListAnswerSchema,
  BriefingSchema,
  briefingMorning,
  latestBriefingDay,
} from '../../src/core'
import { outbox } from './support/account-flows'
import { basicAuthHeader, createTestUser } from './support/accounts'
import { answerOf, type DataClient, dataClient, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { ingestAll } from './support/ingest'
import { makeTempDir, startTestServer, type TestServer } from './support/server'

const TOKEN = 'operator-token-for-briefings-0123'
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** A US stock the us edition covers, and a second one that stays at its normal level. */
const LOUD = 7401
const STEADY = 7402
const NEW_YORK = 'America/New_York'
const BERLIN = 'Europe/Berlin'

describe.each(DATABASE_TARGETS)('morning briefings on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let reader: DataClient
  let basic: DataClient
  const realNow = Date.now()
  // The US edition's latest morning an hour or more before now (a message 10 minutes after it
  // must not be in the future: the ingest refuses those), and half an hour after it.
  const day = latestBriefingDay(realNow - HOUR, NEW_YORK)
  const morning = briefingMorning(day, NEW_YORK)
  let clockNow = morning + 30 * 60_000
  const env: Record<string, string> = { OPERATOR_TOKEN: TOKEN }
  const boot = () =>
    startTestServer(database.url, env, {
      analyticsTickMs: 0,
      researchTickMs: 0,
      briefingTickMs: 0,
      briefingClock: () => clockNow,
    })

  /** Passes until nothing is left to write (a pass writes at most 40), with what they delivered. */
  async function runUntilWritten(): Promise<number> {
    let delivered = 0
    for (;;) {
      const pass = await server.briefings.runDue()
      delivered += pass.delivered
      if (pass.written === 0) return delivered
    }
  }

  const briefingMails = async () => (await outbox(server)).filter((mail) => mail.subject.includes('briefing'))

  beforeAll(async () => {
    database = await target.create()
    if (target.name === 'pglite') {
      const dir = await makeTempDir('murmur-briefings-')
      database = { url: '', drop: dir.remove }
      env.DATA_DIR = dir.path
    }
    server = await boot()
    await server.database.db.insert(titles).values([
      { id: LOUD, name: 'Qzb Loud Robotics', symbol: 'QZBL', type: 'company', country: 'US' },
      { id: STEADY, name: 'Qzb Steady Utilities', symbol: 'QZBS', type: 'company', country: 'US' },
    ])
    // The week before the window: one message a day each. In the window: 12 about LOUD, 1 about STEADY.
    const times: { title: number; at: number }[] = []
    for (let d = 1; d <= 7; d += 1) {
      times.push({ title: LOUD, at: morning - DAY - d * DAY + 3 * HOUR })
      times.push({ title: STEADY, at: morning - DAY - d * DAY + 4 * HOUR })
    }
    for (let i = 0; i < 12; i += 1) times.push({ title: LOUD, at: morning - 20 * HOUR + i * HOUR })
    times.push({ title: STEADY, at: morning - 2 * HOUR })
    // After the morning: a briefing never reads what came later.
    times.push({ title: LOUD, at: morning + 10 * 60_000 })
    const lines = times.map((entry, i) =>
      JSON.stringify({
        source: `wire${i % 3}.briefing.example`,
        source_id: `br-${i}`,
        type: 'news',
        time: new Date(entry.at).toISOString(),
        sub: `${entry.title === LOUD ? 'Qzb Loud Robotics' : 'Qzb Steady Utilities'} update number ${i + 1}`,
        author: `writer-${i % 5}`,
        titles: [entry.title],
      }),
    )
    await ingestAll(server, TOKEN, lines)

    const platinum = await createTestUser(server, { subscriptionType: 'platinum', maxSubscriptions: 1 })
    const professional = await createTestUser(server, {
      subscriptionType: 'professional',
      maxSubscriptions: 5,
    })
    reader = dataClient(server, basicAuthHeader(platinum.email, platinum.password))
    const second = dataClient(server, basicAuthHeader(professional.email, professional.password))
    const b = await createTestUser(server, { subscriptionType: 'basic' })
    basic = dataClient(server, basicAuthHeader(b.email, b.password))
    for (const [client, body] of [
      [reader, { edition: 'us', language: 'en', timezone: NEW_YORK }],
      [second, { edition: 'us', language: 'de', timezone: BERLIN }],
    ] as const) {
      const subscribed = await client.post('/v6/morning-briefings/subscriptions', body)
      expect(subscribed.status).toBe(200)
    }
  })

  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('writes each edition once per language, zone and day, and mails each subscriber at their morning', async () => {
    const delivered = await runUntilWritten()
    expect(delivered).toBe(2)
    const duplicates = await queryRows(
      server.database.db,
      sql`select edition, language, timezone, day from morning_briefings
          group by edition, language, timezone, day having count(*) > 1`,
      v.object({ edition: v.string() }),
    )
    expect(duplicates).toEqual([])
    const keys = await queryRows(
      server.database.db,
      sql`select count(*)::int as n from morning_briefings where edition = 'us' and language = 'en' and timezone = ${NEW_YORK}`,
      v.object({ n: v.number() }),
    )
    // Today and the six days before, for the edition's own zone.
    expect(keys).toEqual([{ n: 7 }])

    const mails = await briefingMails()
    expect(mails).toHaveLength(2)
    const english = mails.find((mail) => mail.subject.startsWith('Murmur morning briefing'))
    expect(english?.subject).toContain(
      `United States · ${day}: United States: Qzb Loud Robotics leads the buzz`,
    )
    expect(english?.body).toContain(
      'Qzb Loud Robotics (QZBL): buzz 1,200% of normal · 12 messages (normally 1.0 a day)',
    )
    expect(english?.body).toMatch(/\/morning_briefings\?edition=us&briefing=\d+/)
    const german = mails.find((mail) => mail.subject.startsWith('Murmur Morgenbriefing'))
    expect(german?.body).toContain('Größte Buzz-Bewegungen')
  })

  it('answers the briefings of an edition and one briefing with its sections, from before its morning only', async () => {
    const list = await answerOf(
      await reader.get(`/v6/morning-briefings/reports?edition=us&language=en`),
      BriefingListAnswerSchema,
    )
    expect(list.briefings.map((b) => b.date).slice(0, 3)).toEqual([day, addDays(day, -1), addDays(day, -2)])
    const [latest] = list.briefings
    expect(latest?.published).toBe(morning / 1000)
    const briefing = await answerOf(
      await reader.get(`/v6/morning-briefings/reports/${latest?.id}`),
      BriefingSchema,
    )
    expect(briefing.window_end - briefing.window_start).toBe(DAY / 1000)
    // 12 + 1 messages in the window; the one after the morning is not counted.
    expect(briefing.messages).toBe(13)
    const movers = briefing.sections.find((section) => section.kind === 'movers')
    expect(movers?.items).toEqual([
      {
        title_id: LOUD,
        name: 'Qzb Loud Robotics (QZBL)',
        text: 'buzz 1,200% of normal · 12 messages (normally 1.0 a day)',
        value: 1200,
      },
    ])
    const zoned = await answerOf(
      await reader.get(
        `/v6/morning-briefings/reports?edition=us&language=de&timezone=${encodeURIComponent(BERLIN)}`,
      ),
      BriefingListAnswerSchema,
    )
    expect(zoned.briefings[0]?.timezone).toBe(BERLIN)
  })

  it('refuses plans without briefings (35), bad parameters and unknown briefings', async () => {
    await expectError(await basic.get('/v6/morning-briefings/reports?edition=us'), 403, 35)
    await expectError(await reader.get('/v6/morning-briefings/reports?edition=mars'), 400, 32)
    await expectError(
      await reader.get('/v6/morning-briefings/reports?edition=us&timezone=Mars%2FBase'),
      400,
      32,
    )
    await expectError(await reader.get('/v6/morning-briefings/reports/999999'), 404, 32)
    await expectError(await reader.get('/v6/morning-briefings/reports/abc'), 400, 32)
    const badEdition = await reader.post('/v6/morning-briefings/subscriptions', {
      edition: 'mars',
      language: 'en',
      timezone: NEW_YORK,
    })
    expect(badEdition.status).toBe(400)
  })

  it('does not mail a day twice after a restart, and mails the next morning in each zone', async () => {
    await server.close()
    server = await boot()
    expect(await runUntilWritten()).toBe(0)
    expect(await briefingMails()).toHaveLength(2)

    // The next morning comes to Berlin (07:00 there is 01:00 in New York): only its subscriber's mail.
    clockNow = briefingMorning(addDays(day, 1), BERLIN) + 60_000
    expect(await runUntilWritten()).toBe(1)
    expect(await briefingMails()).toHaveLength(3)
    clockNow = briefingMorning(addDays(day, 1), NEW_YORK) + 60_000
    expect(await runUntilWritten()).toBe(1)
    expect(await briefingMails()).toHaveLength(4)
  })
})
