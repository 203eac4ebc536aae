import { createClient } from 'redis'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BuzzUpdateSchema, LIVE_EVENT, REALTIME_PARTITION } from '../../../src/core'
import { byAuthors, insertTitles } from '../rollups-fixtures'
import { expectApiError } from '../support/account-flows'
import { basicAuthHeader, createTestUser, demoAuthHeader } from '../support/accounts'
import { TEST_REDIS_URL } from '../support/environment'
import { authorize, collect, connectLive } from '../support/live-client'
import { metricValue, readMetrics } from '../support/metrics'
import { startTestServer, type TestServer } from '../support/server'
import { startTcpProxy, type TcpProxy, throughProxy } from '../support/tcp-proxy'

const OPERATOR_TOKEN = 'operator-token-for-redis-faults-01'
const ReadySchema = v.object({
  status: v.string(),
  checks: v.record(v.string(), v.object({ ok: v.boolean() })),
})

async function until(condition: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Redis is an accelerator: with it unreachable (at start or later) the node starts, serves every
 * call without waiting for Redis, counts rate limits in its own memory and delivers live updates
 * to its own sockets; /readyz and /metrics say so, and all of it heals when Redis is back.
 * Needs TEST_REDIS_URL; in CI its absence already failed the run (support/environment).
 */
describe.skipIf(TEST_REDIS_URL === null)('Redis faults behind a proxy', () => {
  let proxy: TcpProxy
  let server: TestServer
  const sockets: Awaited<ReturnType<typeof connectLive>>[] = []
  const metrics = async () => readMetrics(server.base, { authorization: `Bearer ${OPERATOR_TOKEN}` })
  const ready = async () => v.parse(ReadySchema, await (await fetch(`${server.base}/readyz`)).json())

  beforeAll(async () => {
    const target = new URL(TEST_REDIS_URL ?? '')
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379))
    // Counters live in Redis across runs: start this run from zero.
    const redis = createClient({ url: TEST_REDIS_URL ?? '' })
    await redis.connect()
    for (const key of await redis.keys('murmur:rate-limit:login:*')) await redis.del(key)
    await redis.close()
    proxy.cut()
    server = await startTestServer(
      'memory://',
      { REDIS_URL: throughProxy(TEST_REDIS_URL ?? '', proxy), RATE_LIMIT_LOGIN: '2', OPERATOR_TOKEN },
      { analyticsTickMs: 0 },
    )
    await insertTitles(server.database.db, [910_001])
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })
  afterAll(async () => {
    await server?.close()
    await proxy?.close()
  })

  it('starts and serves with Redis down, saying so in /readyz and /metrics', async () => {
    const started = Date.now()
    const answer = await fetch(`${server.base}/v6/userdata`, {
      headers: { authorization: demoAuthHeader(server) },
    })
    expect(answer.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(2000)
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200)
    const notReady = await fetch(`${server.base}/readyz`)
    expect(notReady.status).toBe(503)
    expect(v.parse(ReadySchema, await notReady.json()).checks).toMatchObject({
      database: { ok: true },
      redis: { ok: false },
    })
    const text = await metrics()
    expect(metricValue(text, 'murmur_redis_up{client="rate_limits"}')).toBe(0)
    expect(metricValue(text, 'murmur_redis_up{client="live_pub"}')).toBe(0)
  })

  it("delivers live updates to this node's sockets while Redis is down", async () => {
    const socket = await connectLive(server.base)
    sockets.push(socket)
    expect(await authorize(socket, server.config.demo.email, server.config.demo.password)).toHaveProperty(
      'result',
    )
    await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [910_001] })
    const received = collect(socket, LIVE_EVENT.buzz, 1500)
    await server.analytics.messagesStored(byAuthors(3, Date.now(), [910_001]))
    const updates = (await received).map((update) => v.parse(BuzzUpdateSchema, update))
    expect(updates).toEqual([expect.objectContaining({ id: 910_001, partition: REALTIME_PARTITION })])
    expect(metricValue(await metrics(), 'murmur_redis_fallbacks_total{part="live"}')).toBeGreaterThan(0)
  })

  it('heals by itself when Redis is back, and degrades again when it is cut', async () => {
    proxy.restore()
    await until(async () => (await ready()).status === 'ready')
    expect(metricValue(await metrics(), 'murmur_redis_up{client="live_sub"}')).toBe(1)
    proxy.cut()
    await until(async () => (await ready()).status === 'not ready')
    const answer = await fetch(`${server.base}/v6/userdata`, {
      headers: { authorization: demoAuthHeader(server) },
    })
    expect(answer.status).toBe(200)
    proxy.restore()
    await until(async () => (await ready()).status === 'ready')
  })

  it('limits failed logins in its own memory while Redis is down (last: the address stays blocked)', async () => {
    proxy.cut()
    const user = await createTestUser(server)
    const login = (password: string) =>
      fetch(`${server.base}/v6/userdata`, {
        headers: { authorization: basicAuthHeader(user.email, password) },
      })
    await expectApiError(await login('wrong-1'), 401, 13)
    await expectApiError(await login('wrong-2'), 401, 13)
    const refused = await login('wrong-3')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(metricValue(await metrics(), 'murmur_redis_fallbacks_total{part="rate_limits"}')).toBeGreaterThan(
      0,
    )
  })
})
