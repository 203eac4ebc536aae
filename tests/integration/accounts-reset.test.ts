import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectApiError, lastMailTo, outbox, postJson, resetLinkOf } from './support/account-flows'
import { issueTokenForTest } from './support/account-tokens'
import { basicAuthHeader, createTestUser } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

describe.each(DATABASE_TARGETS)('password reset on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, {
      PUBLIC_BASE_URL: 'https://app.murmur.example/',
      RATE_LIMIT_RESET: '1000',
    })
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const requestReset = (email: string, prefix = '') =>
    fetch(`${server.base}${prefix}/userdata/requestpasswordreset/${encodeURIComponent(email)}`)
  const newPassword = (body: unknown, prefix = '') =>
    postJson(server.base, `${prefix}/userdata/newpassword`, body)
  const login = (email: string, password: string) =>
    fetch(`${server.base}/v6/userdata`, { headers: { authorization: basicAuthHeader(email, password) } })

  it('mails an absolute /login?reset_token=… link; the token sets a new password once', async () => {
    const user = await createTestUser(server)
    const response = await requestReset(user.email.toUpperCase())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    const mail = await lastMailTo(server, user.email)
    expect(mail.subject).toBe('Reset your Murmur password')
    const { link, token } = resetLinkOf(mail)
    expect(`${link.origin}${link.pathname}`).toBe('https://app.murmur.example/login')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const set = await newPassword({ reset_token: token, newpassword: 'brand new secret' })
    expect(set.status).toBe(200)
    expect(await set.json()).toEqual({ success: true })
    expect((await login(user.email, 'brand new secret')).status).toBe(200)
    expect((await login(user.email, user.password)).status).toBe(401)

    const reused = await newPassword({ reset_token: token, newpassword: 'another secret' })
    await expectApiError(reused, 400, 39, 'This reset link is invalid, used or expired.')
  })

  it('allows one reset request per 24 hours (18)', async () => {
    const user = await createTestUser(server)
    expect((await requestReset(user.email)).status).toBe(200)
    await expectApiError(
      await requestReset(user.email, '/v6'),
      429,
      18,
      'Only one password reset is possible per 24 hours.',
    )
    expect((await outbox(server)).filter((m) => m.recipient === user.email)).toHaveLength(1)
  })

  it('answers 9 for an unknown e-mail, 2 for a malformed one, 16 for an inactive account', async () => {
    await expectApiError(
      await requestReset('nobody@example.test'),
      404,
      9,
      'This email address is not in our database.',
    )
    await expectApiError(
      await requestReset('not-an-address'),
      400,
      2,
      'Please provide a valid email address.',
    )
    const inactive = await createTestUser(server, { active: false })
    await expectApiError(await requestReset(inactive.email), 403, 16)
  })

  it('checks the new-password body: 8 without token, 7 without password, 3 when short, 39 for a bad token', async () => {
    await expectApiError(await newPassword({ newpassword: 'long enough' }), 400, 8)
    await expectApiError(
      await newPassword({ reset_token: 'x' }),
      400,
      7,
      'The newpassword parameter is needed.',
    )
    await expectApiError(
      await newPassword({ reset_token: 'x', newpassword: 'short' }, '/v6'),
      400,
      3,
      'The password must have at least 8 characters.',
    )
    await expectApiError(
      await newPassword({ reset_token: 'no-such-token', newpassword: 'long enough' }),
      400,
      39,
    )
    await expectApiError(await newPassword({ reset_token: 5, newpassword: 'long enough' }), 400, 32)
    await expectApiError(await newPassword('{'), 400, 33)
  })

  it('refuses an expired token', async () => {
    const user = await createTestUser(server)
    const token = await issueTokenForTest(server, user.row.id, -1000)
    await expectApiError(await newPassword({ reset_token: token, newpassword: 'long enough' }), 400, 39)
    expect((await login(user.email, user.password)).status).toBe(200)
  })
})

describe('password reset rate limit', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer('memory://', { RATE_LIMIT_RESET: '2' })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers 19 above the per-address limit of reset calls', async () => {
    await expectApiError(await fetch(`${server.base}/userdata/requestpasswordreset/a%40example.test`), 404, 9)
    await expectApiError(
      await postJson(server.base, '/userdata/newpassword', {
        reset_token: 't',
        newpassword: 'long-enough-9',
      }),
      400,
      39,
    )
    await expectApiError(
      await fetch(`${server.base}/userdata/requestpasswordreset/b%40example.test`),
      429,
      19,
    )
  })
})
