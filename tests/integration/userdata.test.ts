import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { updateUser } from '../../server/accounts'
import { users } from '../../server/db'
import { md5Hex } from '../../server/seed'
import { ApiErrorBodySchema, basicAuthorization, UserDataSchema } from '../../src/core'
import { basicAuthHeader, createTestUser, demoAuthHeader } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

async function errorOf(response: Response) {
  return v.parse(ApiErrorBodySchema, await response.json())
}

describe.each(DATABASE_TARGETS)('GET /v6/userdata on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, { headers })

  it('answers 401 with code 15 without basic auth', async () => {
    const response = await get('/v6/userdata')
    expect(response.status).toBe(401)
    expect(await errorOf(response)).toEqual({
      code: 15,
      internalCode: 'BASIC_AUTH_REQUIRED',
      en: 'Please use HTTP basic authentication.',
    })
    expect(response.headers.get('www-authenticate')).toBeNull()
  })

  it('answers 401 with code 15 for an Authorization header that is not basic auth', async () => {
    for (const authorization of ['Bearer abc', 'Basic !!!', 'Basic Zm9v']) {
      const response = await get('/v6/userdata', { authorization })
      expect(response.status).toBe(401)
      expect((await errorOf(response)).code).toBe(15)
    }
  })

  it('answers 401 with code 13 for a wrong password', async () => {
    const response = await get('/v6/userdata', {
      authorization: basicAuthHeader(server.config.demo.email, 'not-the-password'),
    })
    expect(response.status).toBe(401)
    expect(await errorOf(response)).toMatchObject({ code: 13, internalCode: 'INVALID_CREDENTIALS' })
  })

  it('answers 401 with code 13 for an unknown user', async () => {
    const response = await get('/v6/userdata', {
      authorization: basicAuthHeader('nobody@example.test', server.config.demo.password),
    })
    expect(response.status).toBe(401)
    expect((await errorOf(response)).code).toBe(13)
  })

  it('answers 401 with code 13 when the password is sent in clear instead of its MD5', async () => {
    const authorization = basicAuthorization({
      username: server.config.demo.email,
      passwordHash: server.config.demo.password,
    })
    const response = await get('/v6/userdata', { authorization })
    expect(response.status).toBe(401)
    expect((await errorOf(response)).code).toBe(13)
  })

  it("answers the demo user's data in the exact wire shape", async () => {
    const response = await get('/v6/userdata', { authorization: demoAuthHeader(server) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body: unknown = await response.json()
    const data = v.parse(v.strictObject(UserDataSchema.entries), body)
    expect(data).toMatchObject({
      username: server.config.demo.email,
      first_name: 'Demo',
      last_name: 'Trader',
      user_id: server.demoUser.user.id,
      language: 'en',
      subscription_type: 'professional',
      paid_until: null,
      ui_features: {
        filters: ['type', 'language', 'title', 'key_event', 'combine', 'source'],
        views: ['list', 'key_event', 'author'],
      },
      available_tags: [{ name: 'trendradar' }],
      nl: { morning_briefings: [] },
    })
    expect(data.pendingSubscriptions).toBeUndefined()
    const inAYear = Date.now() / 1000 + 365 * 86_400
    expect(Number.isInteger(data.valid_until)).toBe(true)
    expect(Math.abs(data.valid_until - inAYear)).toBeLessThan(3600)
  })

  it('answers pendingSubscriptions only when asked', async () => {
    const authorization = demoAuthHeader(server)
    const asked = v.parse(
      UserDataSchema,
      await (await get('/v6/userdata?withPendingSubscriptions=true', { authorization })).json(),
    )
    expect(asked.pendingSubscriptions).toEqual([])
    const declined = v.parse(
      UserDataSchema,
      await (await get('/v6/userdata?withPendingSubscriptions=false', { authorization })).json(),
    )
    expect(declined.pendingSubscriptions).toBeUndefined()
  })

  it('answers 400 with code 32 for a malformed query parameter', async () => {
    const response = await get('/v6/userdata?withPendingSubscriptions=maybe', {
      authorization: demoAuthHeader(server),
    })
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toMatchObject({ code: 32, internalCode: 'MALFORMED_PARAMETERS' })
  })

  it('compares usernames case-insensitively', async () => {
    const response = await get('/v6/userdata', {
      authorization: basicAuthHeader(
        `  ${server.config.demo.email.toUpperCase()}`,
        server.config.demo.password,
      ),
    })
    expect(response.status).toBe(200)
  })

  it('maps a stored user to the wire shape with epoch seconds and tags', async () => {
    const paidUntil = new Date('2031-02-03T04:05:06Z')
    const user = await createTestUser(server, {
      email: 'Mixed.Case@Example.test',
      language: 'de',
      subscriptionType: 'premium',
      validUntil: new Date('2032-01-01T00:00:00Z'),
      paidUntil,
      timespanDays: 30,
      historyMonths: 12,
      aiTextgen: 0,
      aiChat: 2,
      uiFeatures: { filters: ['type'], views: [] },
      availableTags: ['trendradar', 'beta'],
      maxSubscriptions: 1,
    })
    const response = await get('/v6/userdata', {
      authorization: basicAuthHeader('mixed.case@example.test', user.password),
    })
    expect(response.status).toBe(200)
    expect(v.parse(UserDataSchema, await response.json())).toEqual({
      username: 'mixed.case@example.test',
      first_name: 'Test',
      last_name: 'User',
      user_id: user.row.id,
      language: 'de',
      subscription_type: 'premium',
      valid_until: Date.UTC(2032, 0, 1) / 1000,
      paid_until: paidUntil.getTime() / 1000,
      timespan_days: 30,
      history_months: 12,
      ai_textgen: 0,
      ai_chat: 2,
      ui_features: { filters: ['type'], views: [] },
      available_tags: [{ name: 'trendradar' }, { name: 'beta' }],
      max_subscriptions: 1,
      nl: { morning_briefings: [] },
    })
  })

  it('answers 403 with code 16 for an inactive account, and 401/13 for it with a wrong password', async () => {
    const user = await createTestUser(server, { active: false })
    const right = await get('/v6/userdata', { authorization: basicAuthHeader(user.email, user.password) })
    expect(right.status).toBe(403)
    expect(await errorOf(right)).toMatchObject({ code: 16, internalCode: 'ACCOUNT_INACTIVE' })
    const wrong = await get('/v6/userdata', { authorization: basicAuthHeader(user.email, 'wrong-password') })
    expect(wrong.status).toBe(401)
    expect((await errorOf(wrong)).code).toBe(13)
  })

  it('stops accepting cached credentials once the account is deactivated or the password changes', async () => {
    const user = await createTestUser(server)
    const authorization = basicAuthHeader(user.email, user.password)
    expect((await get('/v6/userdata', { authorization })).status).toBe(200)

    await updateUser(server.database.db, user.row.id, { active: false })
    expect((await get('/v6/userdata', { authorization })).status).toBe(403)

    await updateUser(server.database.db, user.row.id, {
      active: true,
      passwordHash: 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
    })
    expect((await get('/v6/userdata', { authorization })).status).toBe(401)
  })

  it('stores a salted scrypt of the MD5, never the MD5 itself', async () => {
    const rows = await server.database.db.select().from(users).where(eq(users.id, server.demoUser.user.id))
    const stored = rows[0]?.passwordHash ?? ''
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    const md5 = md5Hex(server.config.demo.password)
    expect(stored).not.toContain(md5)
    expect(stored).not.toContain(Buffer.from(md5, 'hex').toString('base64'))

    const other = await createTestUser(server)
    const again = await createTestUser(server)
    expect(other.row.passwordHash.split('$')[4]).not.toBe(again.row.passwordHash.split('$')[4])
  })

  it('accepts the app version and no-cache request headers', async () => {
    const response = await get('/v6/userdata', {
      authorization: demoAuthHeader(server),
      'x-app-version': '1.4.2+abc123',
      'cache-control': 'no-cache',
      pragma: 'no-cache',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
