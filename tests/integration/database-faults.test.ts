import pg from 'pg'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MessageSearchAnswerSchema } from '../../src/core'
import { answerOf, type DataClient, dataUsers } from './support/data-client'
import { createPostgresDatabase, TEST_DATABASE_URL, type TestDatabase } from './support/environment'
import { DAY, type SeededMarket, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'
import { startTcpProxy, type TcpProxy, throughProxy } from './support/tcp-proxy'

/**
 * PostgreSQL faults (a failover, a restart, pg_terminate_backend): the server must stay up,
 * answer requests in flight with 503 + Retry-After and a catalogue body (code 20), and serve
 * again by itself once the database answers; /readyz tells the truth meanwhile.
 */
const OPERATOR_TOKEN = 'operator-token-for-db-faults-0123'

const ErrorBodySchema = v.object({ code: v.number(), internalCode: v.string() })

/** Calls again while the answer is a 503, waiting its Retry-After each time (three times at most). */
async function afterRetries(call: () => Promise<Response>): Promise<Response> {
  let response = await call()
  for (let attempt = 0; attempt < 3 && response.status === 503; attempt += 1) {
    const seconds = Number(response.headers.get('retry-after'))
    expect(seconds).toBeGreaterThan(0)
    await response.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 5) * 1000))
    response = await call()
  }
  return response
}

function ingestBody(round: number): string {
  return Array.from({ length: 40 }, (_, i) =>
    JSON.stringify({
      source: 'faults.example',
      source_id: `f${round}-${i}`,
      type: 'tweets',
      time: new Date(Date.now() - 60_000 + i).toISOString(),
      sub: `Fault round ${round}/${i}: $AAPL holds up`,
      author: `author${i % 7}`,
    }),
  ).join('\n')
}

/** Needs TEST_DATABASE_URL; in CI its absence already failed the run (support/environment). */
describe.skipIf(TEST_DATABASE_URL === null)('database faults on postgres', () => {
  let database: TestDatabase
  let server: TestServer
  let seed: SeededMarket
  let full: DataClient
  let admin: pg.Client
  let databaseName: string

  beforeAll(async () => {
    database = await createPostgresDatabase(TEST_DATABASE_URL ?? '')
    databaseName = new URL(database.url).pathname.slice(1)
    server = await startTestServer(database.url, { OPERATOR_TOKEN })
    seed = await seedMarketData(server.database.db)
    ;({ full } = await dataUsers(server))
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL ?? '' })
    await admin.connect()
  })
  afterAll(async () => {
    await admin?.end()
    await server?.close()
    await database?.drop()
  })

  const terminateBackends = () =>
    admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    )

  const search = () =>
    full.post('/v6/messages/search', {
      startDate: seed.nowMs - 3 * DAY,
      endDate: seed.nowMs,
      titles: [T.apple],
    })
  const ingest = (round: number) =>
    fetch(`${server.base}/v6/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/x-ndjson' },
      body: ingestBody(round),
    })

  it('stays up while its backends are terminated under ingest and search, answering 200 or 503 only', async () => {
    const statuses: number[] = []
    const unavailable: Response[] = []
    let running = true
    let round = 0
    const worker = async (call: () => Promise<Response>) => {
      while (running) {
        const response = await call()
        statuses.push(response.status)
        if (response.status === 503) unavailable.push(response)
        else await response.arrayBuffer()
      }
    }
    const workers = [
      worker(search),
      worker(search),
      worker(() => {
        round += 1
        return ingest(round)
      }),
    ]
    for (let i = 0; i < 6; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150))
      await terminateBackends()
    }
    running = false
    await Promise.all(workers)

    expect(statuses.length).toBeGreaterThan(10)
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
    for (const response of unavailable) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(v.parse(ErrorBodySchema, await response.json()).code).toBe(20)
    }
  })

  it('serves again by itself once the database answers', async () => {
    await terminateBackends()
    // A request that meets the dropped connections may still get a 503 with Retry-After; a client
    // that waits as told is served, with no restart of anything.
    const answer = await answerOf(await afterRetries(search), MessageSearchAnswerSchema)
    expect(answer.messages.length).toBeGreaterThan(0)
    const stored = await afterRetries(() => ingest(10_000))
    expect(stored.status).toBe(200)
    const ready = await fetch(`${server.base}/readyz`)
    expect(ready.status).toBe(200)
  })
})

describe.skipIf(TEST_DATABASE_URL === null)('a PostgreSQL outage behind a proxy', () => {
  let database: TestDatabase
  let proxy: TcpProxy
  let server: TestServer
  let seed: SeededMarket
  let full: DataClient

  beforeAll(async () => {
    database = await createPostgresDatabase(TEST_DATABASE_URL ?? '')
    const target = new URL(database.url)
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432))
    server = await startTestServer(throughProxy(database.url, proxy))
    seed = await seedMarketData(server.database.db)
    ;({ full } = await dataUsers(server))
  })
  afterAll(async () => {
    proxy?.restore()
    await server?.close()
    await proxy?.close()
    await database?.drop()
  })

  const search = () =>
    full.post('/v6/messages/search', {
      startDate: seed.nowMs - 3 * DAY,
      endDate: seed.nowMs,
      titles: [T.apple],
    })

  it('answers 503 with Retry-After while the database is away, says so in /readyz, and recovers by itself', async () => {
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200)
    proxy.cut()

    const refused = await search()
    expect(refused.status).toBe(503)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(v.parse(ErrorBodySchema, await refused.json())).toMatchObject({ code: 20 })

    const notReady = await fetch(`${server.base}/readyz`)
    expect(notReady.status).toBe(503)
    const report = v.parse(
      v.object({ status: v.string(), checks: v.record(v.string(), v.object({ ok: v.boolean() })) }),
      await notReady.json(),
    )
    expect(report.checks.database?.ok).toBe(false)
    // Liveness does not depend on the database: the process is fine.
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200)

    proxy.restore()
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200)
    const answer = await answerOf(await search(), MessageSearchAnswerSchema)
    expect(answer.messages.length).toBeGreaterThan(0)
  })
})
