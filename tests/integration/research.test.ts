import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { titles } from '../../server/db/schema'
import {
  FILTER_PERMISSIONS,
  ResearchRequestDetailSchema,
  ResearchRequestSchema,
  ResearchRequestsAnswerSchema,
  VIEW_PERMISSIONS,
} from '../../src/core'
import { outbox } from './support/account-flows'
import { basicAuthHeader, createTestUser, type TestUser } from './support/accounts'
import { answerOf, type DataClient, dataClient, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { ingestAll } from './support/ingest'
import { makeTempDir, startTestServer, type TestServer } from './support/server'

const TOKEN = 'operator-token-for-research-0123'
const HOUR = 3_600_000
const DAY = 24 * HOUR
const TITLE = 7301

const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16)
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe.each(DATABASE_TARGETS)('research requests on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let owner: TestUser
  let client: DataClient
  let other: DataClient
  let untagged: DataClient
  const realNow = Date.now()
  // The first run: the next whole minute an hour from now (the schedule has minute precision).
  const firstRun = Math.ceil((realNow + HOUR) / 60_000) * 60_000
  let clockNow = realNow
  const env: Record<string, string> = { OPERATOR_TOKEN: TOKEN }
  const boot = () =>
    startTestServer(database.url, env, {
      analyticsTickMs: 0,
      researchTickMs: 0,
      researchClock: () => clockNow,
    })

  async function user(tags: string[]) {
    const created = await createTestUser(server, {
      subscriptionType: 'platinum',
      availableTags: tags,
      uiFeatures: { filters: [...FILTER_PERMISSIONS], views: [...VIEW_PERMISSIONS] },
    })
    return { created, client: dataClient(server, basicAuthHeader(created.email, created.password)) }
  }

  beforeAll(async () => {
    database = await target.create()
    if (target.name === 'pglite') {
      const dir = await makeTempDir('murmur-research-')
      database = { url: '', drop: dir.remove }
      env.DATA_DIR = dir.path
    }
    server = await boot()
    await server.database.db
      .insert(titles)
      .values([{ id: TITLE, name: 'Qzv Research Labs', type: 'company', country: 'US' }])
    const lines = Array.from({ length: 6 }, (_, i) =>
      JSON.stringify({
        source: `wire${i % 3}.research.example`,
        source_id: `rs-${i}`,
        type: 'news',
        time: new Date(realNow - (i + 1) * HOUR).toISOString(),
        sub: `Qzv Research Labs wins a laboratory contract number ${i + 1}`,
        author: `writer-${i}`,
        titles: [TITLE],
      }),
    )
    await ingestAll(server, TOKEN, lines)
    await server.analytics.idle()
    ;({ created: owner, client } = await user(['trendradar']))
    ;({ client: other } = await user(['trendradar']))
    ;({ client: untagged } = await user([]))
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  let requestId = 0

  it('creates a request, validates its schedule with the form texts, and keeps it to its owner', async () => {
    const body = {
      name: 'Labs watch',
      requestElements: [
        { type: 'title', title_id: TITLE },
        { type: 'query', query: 'laboratory contract' },
      ],
      scheduledTime: hhmm(firstRun),
      repeatInterval: 1,
      startDate: day(firstRun),
    }
    const created = await answerOf(await client.post('/v6/research/request', body), ResearchRequestSchema)
    requestId = created.id
    expect(created).toMatchObject({
      name: 'Labs watch',
      repeatInterval: 1,
      active: true,
      next_run: firstRun,
      reports: 0,
    })

    const zero = await expectError(
      await client.post('/v6/research/request', { ...body, repeatInterval: 0 }),
      400,
      32,
    )
    expect(zero.en).toContain('Please enter an interval of 1 or more')
    const { startDate: _, ...noDate } = body
    expect((await expectError(await client.post('/v6/research/request', noDate), 400, 8)).en).toBe(
      'Please choose a date',
    )
    await expectError(await client.post('/v6/research/request', { ...body, requestElements: [] }), 400, 32)
    await expectError(await client.post('/v6/research/request', { ...body, scheduledTime: '25:00' }), 400, 32)

    const mine = await answerOf(await client.get('/v6/research/request'), ResearchRequestsAnswerSchema)
    expect(mine.requests.map((r) => r.id)).toEqual([requestId])
    expect(
      (await answerOf(await other.get('/v6/research/request'), ResearchRequestsAnswerSchema)).total,
    ).toBe(0)
    await expectError(await other.get(`/v6/research/request/${requestId}`), 404, 32)
    await expectError(await other.delete(`/v6/research/request/${requestId}`), 404, 32)
    await expectError(await untagged.get('/v6/research/request'), 403, 35)
  })

  it('runs on schedule: nothing before its time, one report and one mail at it, again after the interval', async () => {
    clockNow = firstRun - 60_000
    expect(await server.research.runDue()).toBe(0)
    clockNow = firstRun + 5 * 60_000
    expect(await server.research.runDue()).toBe(1)
    expect(await server.research.runDue()).toBe(0)

    const detail = await answerOf(
      await client.get(`/v6/research/request/${requestId}`),
      ResearchRequestDetailSchema,
    )
    expect(detail.request).toMatchObject({ reports: 1, last_run: firstRun, next_run: firstRun + DAY })
    const [report] = detail.reports
    expect(report).toMatchObject({ run_at: firstRun, start: firstRun - DAY, end: firstRun })
    const [title, query] = report?.elements ?? []
    expect(title).toMatchObject({ label: 'Qzv Research Labs', messages: 6, previous: 0 })
    expect(title?.top_messages).toHaveLength(5)
    expect(title?.summary).toContain('laboratory contract')
    expect(query).toMatchObject({ label: '“laboratory contract”', messages: 6 })

    const mails = (await outbox(server)).filter((mail) => mail.recipient === owner.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toContain('Murmur research: Labs watch')
    expect(mails[0]?.body).toContain(`/trend_radar/research?requestId=${requestId}`)
    expect(mails[0]?.body).toContain('Qzv Research Labs: 6 messages')

    clockNow = firstRun + DAY + 60_000
    expect(await server.research.runDue()).toBe(1)
  })

  it('survives a restart: a slot missed while down runs once when the server is back, never twice', async () => {
    await server.close()
    clockNow = firstRun + 3 * DAY + 60_000
    server = await boot()
    client = dataClient(server, basicAuthHeader(owner.email, owner.password))
    expect(await server.research.runDue()).toBe(1)
    expect(await server.research.runDue()).toBe(0)
    const detail = await answerOf(
      await client.get(`/v6/research/request/${requestId}`),
      ResearchRequestDetailSchema,
    )
    expect(detail.reports.map((r) => r.run_at)).toEqual([firstRun + 3 * DAY, firstRun + DAY, firstRun])
    expect(detail.request.next_run).toBe(firstRun + 4 * DAY)
  })

  it('pauses with PATCH (202) and deletes (200)', async () => {
    const patched = await fetch(`${server.base}/v6/research/request/${requestId}`, {
      method: 'PATCH',
      headers: {
        authorization: basicAuthHeader(owner.email, owner.password),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ active: false, repeatInterval: 7 }),
    })
    expect(patched.status).toBe(202)
    expect(await patched.json()).toMatchObject({ active: false, next_run: null, repeatInterval: 7 })
    clockNow += 30 * DAY
    expect(await server.research.runDue()).toBe(0)
    const deleted = await client.delete(`/v6/research/request/${requestId}`)
    expect(deleted.status).toBe(200)
    await expectError(await client.get(`/v6/research/request/${requestId}`), 404, 32)
  })
})
