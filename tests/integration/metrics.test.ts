import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAuthHeader } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { authorize, connectLive, disconnected } from './support/live-client'
import { metricValue, readMetrics } from './support/metrics'
import { startTestServer, type TestServer } from './support/server'

const TOKEN = 'operator-token-for-tests-0123456789'

describe.each(DATABASE_TARGETS)('GET /metrics on $name', (target) => {
  let database: TestDatabase
  let open: TestServer
  let guarded: TestServer

  beforeAll(async () => {
    database = await target.create()
    open = await startTestServer(database.url)
    guarded = await startTestServer(database.url, { OPERATOR_TOKEN: TOKEN })
  })
  afterAll(async () => {
    await guarded?.close()
    await open?.close()
    await database?.drop()
  })

  it('answers local requests in the Prometheus text format when no operator token is set', async () => {
    const response = await fetch(`${open.base}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    for (const [name, type] of [
      ['murmur_live_sockets_connected', 'gauge'],
      ['murmur_live_sockets_opened_total', 'counter'],
      ['murmur_live_sockets_authorized', 'gauge'],
      ['murmur_http_requests_total', 'counter'],
    ]) {
      expect(text).toContain(`# TYPE ${name} ${type}`)
    }
  })

  it('refuses relayed requests with 403 when no operator token is set', async () => {
    const response = await fetch(`${open.base}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 0 })
  })

  it('requires the bearer token when OPERATOR_TOKEN is set', async () => {
    expect((await fetch(`${guarded.base}/metrics`)).status).toBe(401)
    const wrong = await fetch(`${guarded.base}/metrics`, { headers: { authorization: 'Bearer nope' } })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ code: 14 })
    const basic = await fetch(`${guarded.base}/metrics`, {
      headers: { authorization: demoAuthHeader(guarded) },
    })
    expect(basic.status).toBe(401)
    const right = await fetch(`${guarded.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(right.status).toBe(200)
  })

  it('counts HTTP requests by route and status', async () => {
    await fetch(`${open.base}/v6/userdata`)
    await fetch(`${open.base}/v6/userdata`, { headers: { authorization: demoAuthHeader(open) } })
    const text = await readMetrics(open.base)
    expect(text).toMatch(
      /murmur_http_requests_total\{method="GET",route="\/v6\/userdata",status="401"\} [1-9]/,
    )
    expect(text).toMatch(
      /murmur_http_requests_total\{method="GET",route="\/v6\/userdata",status="200"\} [1-9]/,
    )
  })

  it('counts live sockets connected, opened and authorized', async () => {
    const before = await readMetrics(open.base)
    const openedBefore = metricValue(before, 'murmur_live_sockets_opened_total')
    expect(metricValue(before, 'murmur_live_sockets_connected')).toBe(0)

    const first = await connectLive(open.base)
    const second = await connectLive(open.base)
    await authorize(first, open.config.demo.email, open.config.demo.password)
    let text = await readMetrics(open.base)
    expect(metricValue(text, 'murmur_live_sockets_connected')).toBe(2)
    expect(metricValue(text, 'murmur_live_sockets_authorized')).toBe(1)
    expect(metricValue(text, 'murmur_live_sockets_opened_total')).toBe(openedBefore + 2)

    first.disconnect()
    second.disconnect()
    await new Promise((resolve) => setTimeout(resolve, 100))
    text = await readMetrics(open.base)
    expect(metricValue(text, 'murmur_live_sockets_connected')).toBe(0)
    expect(metricValue(text, 'murmur_live_sockets_authorized')).toBe(0)
    expect(metricValue(text, 'murmur_live_sockets_opened_total')).toBe(openedBefore + 2)

    const refused = await connectLive(open.base)
    const closed = disconnected(refused)
    await authorize(refused, open.config.demo.email, 'wrong password')
    await closed
    await new Promise((resolve) => setTimeout(resolve, 100))
    text = await readMetrics(open.base)
    expect(metricValue(text, 'murmur_live_sockets_connected')).toBe(0)
    expect(metricValue(text, 'murmur_live_sockets_authorized')).toBe(0)
  })
})
