import { execFileSync } from 'node:child_process'
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { createServer, globalAgent, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushSubscriptions } from '../../server/db/schema'
import { createPushDelivery } from '../../server/push/delivery'
import { ensureVapidKeys } from '../../server/push/keys'
import { LiveSignalSchema, PushKeyAnswerSchema, RuleSchema } from '../../src/core'
import { analyticsOn, insertTitles, spikeInOpenBucket } from './rollups-fixtures'
import { basicAuthHeader, createTestUser, demoAuthHeader } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const SUBJECT = 'mailto:alerts@murmur.local'

const b64url = (bytes: Buffer) => bytes.toString('base64url')

interface PushRequest {
  path: string
  headers: IncomingMessage['headers']
  vapidValid: boolean
  claims: Record<string, unknown>
  bodyBytes: number
}

/**
 * A stand-in push service: records each request and checks its VAPID authorization (RFC 8292):
 * an ES256 JWT signed by the key in `k`, for this origin, not expired, naming the subject.
 */
/** A self-signed certificate for 127.0.0.1 (push services are https only). */
function localCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'murmur-push-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    )
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function pushService(status: () => number) {
  const received: PushRequest[] = []
  const tls = localCertificate()
  // web-push posts with Node's https agent: it trusts this test's certificate, nothing else changes.
  globalAgent.options.ca = tls.cert
  const server: Server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const authorization = String(request.headers.authorization ?? '')
      const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization)
      let vapidValid = false
      let claims: Record<string, unknown> = {}
      if (match?.[1] && match[2]) {
        const [header = '', payload = '', signature = ''] = match[1].split('.')
        const point = Buffer.from(match[2], 'base64url')
        const key = createPublicKey({
          key: {
            kty: 'EC',
            crv: 'P-256',
            x: b64url(point.subarray(1, 33)),
            y: b64url(point.subarray(33, 65)),
          },
          format: 'jwk',
        })
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
        vapidValid = verify(
          'sha256',
          Buffer.from(`${header}.${payload}`),
          { key, dsaEncoding: 'ieee-p1363' },
          Buffer.from(signature, 'base64url'),
        )
      }
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        vapidValid,
        claims,
        bodyBytes: Buffer.concat(chunks).length,
      })
      response.writeHead(status()).end()
    })
  })
  return { server, received }
}

describe.each(DATABASE_TARGETS)('web push of alerts on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let service: ReturnType<typeof pushService>
  let pushStatus = 201
  let origin = ''

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(
      database.url,
      { PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' },
      { analyticsTickMs: 0 },
    )
    await insertTitles(server.database.db, [7101, 7999])
    service = pushService(() => pushStatus)
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve))
    origin = `https://127.0.0.1:${(service.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    service?.server.close()
    await server?.close()
    await database?.drop()
  })

  async function call(method: string, path: string, body?: unknown, auth = demoAuthHeader(server)) {
    const response = await fetch(`${server.base}/v6${path}`, {
      method,
      headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  /** Keys a browser would send: a P-256 public key and 16 random bytes. */
  function browserKeys() {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    return { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(randomBytes(16)) }
  }

  it('keeps one VAPID key pair, and checks subscriptions', async () => {
    const key = v.parse(PushKeyAnswerSchema, (await call('GET', '/push/key')).body)
    expect(Buffer.from(key.public_key, 'base64url')).toHaveLength(65)
    expect((await ensureVapidKeys(server.database.db)).publicKey).toBe(key.public_key)

    expect(
      await call('POST', '/push/subscriptions', { endpoint: 'http://example.com/x', keys: browserKeys() }),
    ).toMatchObject({
      status: 400,
      body: { code: 32 },
    })
    expect(
      await call('POST', '/push/subscriptions', {
        endpoint: `${origin}/x`,
        keys: { p256dh: '!', auth: 'a' },
      }),
    ).toMatchObject({
      status: 400,
      body: { code: 32 },
    })
    expect(await call('POST', '/push/subscriptions')).toMatchObject({ status: 400, body: { code: 8 } })
    const anonymous = await fetch(`${server.base}/v6/push/key`)
    expect(anonymous.status).toBe(401)
  })

  it('a fired rule sends exactly one signed push per subscription, once, and drops a gone subscription', async () => {
    const db = server.database.db
    const endpoint = `${origin}/push/demo-device`
    expect(await call('POST', '/push/subscriptions', { endpoint, keys: browserKeys() })).toMatchObject({
      status: 200,
      body: { subscribed: true },
    })
    // Another user's browser: gets none of the demo user's alerts, and cannot remove the demo's subscription.
    const other = await createTestUser(server, { subscriptionType: 'premium' })
    const otherAuth = basicAuthHeader(other.email, other.password)
    await call(
      'POST',
      '/push/subscriptions',
      { endpoint: `${origin}/push/other-device`, keys: browserKeys() },
      otherAuth,
    )
    await call('DELETE', '/push/subscriptions', { endpoint }, otherAuth)

    const rule = v.parse(
      RuleSchema,
      (
        await call('POST', '/rules', {
          rule_type: 'buzz_patterns',
          name: 'Spike',
          titles: [7101],
          partition: 'realtime',
          rule_set: [{ metric: 'b', comparator: 'gt', value: 200 }],
        })
      ).body,
    )
    const keys = await ensureVapidKeys(db)
    const push = createPushDelivery(db, keys, SUBJECT, pino({ level: 'silent' }))
    const now = Date.now()
    const analytics = analyticsOn(db, () => now, push)
    await spikeInOpenBucket(analytics, 7101, now)
    await expect.poll(() => service.received.length, { timeout: 5000 }).toBe(1)
    const [sent] = service.received
    expect(sent).toMatchObject({ path: '/push/demo-device', vapidValid: true })
    expect(sent?.headers['content-encoding']).toBe('aes128gcm')
    expect(sent?.bodyBytes).toBeGreaterThan(0)
    expect(sent?.claims).toMatchObject({ aud: origin, sub: SUBJECT })
    expect(Number(sent?.claims.exp)).toBeGreaterThan(now / 1000)
    expect(String(sent?.headers.authorization)).toContain(`k=${keys.publicKey}`)

    // The same alert delivered again (another node, a retry) is not pushed twice.
    const { signal } = v.parse(
      v.object({ signal: LiveSignalSchema }),
      analytics.sent.find((s) => s.event === 'signal')?.payload,
    )
    expect(signal.rule_id).toBe(rule.rid)
    await push.deliver(server.demoUser.user.id, signal)
    expect(service.received).toHaveLength(1)

    // A push service that says the subscription is gone (410): it is dropped.
    pushStatus = 410
    await push.deliver(server.demoUser.user.id, {
      ...signal,
      trigger_id: signal.trigger_id + 100_000,
    })
    expect(service.received).toHaveLength(2)
    const left = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
    expect(left).toEqual([])
    await analytics.stop()
  })
})
