import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { md5Hex } from '../../server/seed'
import { SignupAnswerSchema, UserDataSchema, UserProfileSchema } from '../../src/core'
import {
  ACCOUNT_TEST_ENV,
  expectApiError,
  lastMailTo,
  postJson,
  signUp,
  solveBotCheck,
} from './support/account-flows'
import { basicAuthHeader } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const DAY = 86_400

describe.each(DATABASE_TARGETS)('signup on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, {
      ...ACCOUNT_TEST_ENV,
      RATE_LIMIT_SIGNUP: '1000',
      PUBLIC_BASE_URL: 'https://murmur.example',
    })
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const body = async (overrides: Record<string, unknown> = {}) => ({
    email: 'new.user@example.test',
    password: md5Hex('a long password'),
    firstName: 'Ada',
    lastName: 'Lovelace',
    salutation: 'Ms.',
    token: await solveBotCheck(server.base),
    sendEmailAddressConfirmation: 0,
    ...overrides,
  })

  it('hands out an ALTCHA v2 challenge', async () => {
    const response = await fetch(`${server.base}/v6/accounts/altcha-challenge`)
    expect(response.status).toBe(200)
    const challenge: unknown = await response.json()
    expect(challenge).toMatchObject({ parameters: { algorithm: 'SHA-256' }, signature: expect.any(String) })
  })

  it('creates a trial account that can log in at once', async () => {
    const response = await signUp(server, { email: 'Trial.User@Example.test', password: 'correct horse' })
    expect(response.status).toBe(200)
    const answer = v.parse(SignupAnswerSchema, await response.json())
    expect(answer).toMatchObject({
      username: 'trial.user@example.test',
      subscription_type: 'trial',
      emailConfirmationSent: false,
    })
    expect(answer.valid_until - Date.now() / 1000).toBeGreaterThan(14 * DAY - 60)
    const me = await fetch(`${server.base}/v6/userdata`, {
      headers: { authorization: basicAuthHeader('trial.user@example.test', 'correct horse') },
    })
    expect(me.status).toBe(200)
    const data = v.parse(UserDataSchema, await me.json())
    expect(data).toMatchObject({
      subscription_type: 'trial',
      first_name: 'Ada',
      history_months: 1,
      timespan_days: 7,
      ai_textgen: 0,
      max_subscriptions: 0,
      ui_features: {
        filters: ['type', 'language', 'title', 'key_event', 'combine', 'source'],
        views: ['list', 'key_event', 'author'],
      },
    })
  })

  it("answers 11 'Proviced Email is already in use.' for a taken e-mail, in any case", async () => {
    await signUp(server, { email: 'taken@example.test', password: 'first password' })
    const again = await signUp(server, { email: 'TAKEN@example.test', password: 'second password' })
    await expectApiError(again, 409, 11, 'Proviced Email is already in use.')
    const demo = await signUp(server, { email: server.config.demo.email, password: 'whatever123' })
    await expectApiError(demo, 409, 11, 'Proviced Email is already in use.')
  })

  it('answers the register form texts for missing fields', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ firstName: '' }, 8, 'Please enter your first name'],
      [{ lastName: '  ' }, 8, 'Please enter your last name'],
      [{ email: undefined }, 2, 'Please enter your email address'],
      [{ password: undefined }, 8, 'Please enter your password'],
      [{ token: '' }, 8, 'Please confirm that you are not a robot.'],
      [{ email: 'no-at-sign' }, 32, 'Please provide a valid email address.'],
    ]
    for (const [overrides, code, text] of cases) {
      await expectApiError(
        await postJson(server.base, '/v6/accounts/signup', await body(overrides)),
        400,
        code,
        text,
      )
    }
  })

  it('answers 32 for a password that is not an MD5 hex and for malformed fields, 33 for bad JSON', async () => {
    const clear = await postJson(
      server.base,
      '/v6/accounts/signup',
      await body({ password: 'plain text password' }),
    )
    expect((await expectApiError(clear, 400, 32)).en).toContain('password')
    const flag = await postJson(
      server.base,
      '/v6/accounts/signup',
      await body({ sendEmailAddressConfirmation: 2 }),
    )
    await expectApiError(flag, 400, 32)
    await expectApiError(await postJson(server.base, '/v6/accounts/signup', '{"email":'), 400, 33)
    await expectApiError(await postJson(server.base, '/v6/accounts/signup', '[]'), 400, 8)
  })

  it('answers 39 for a wrong, forged or reused bot-check token', async () => {
    const forged = Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString('base64')
    for (const token of ['not-base64-json', forged]) {
      const response = await postJson(server.base, '/v6/accounts/signup', await body({ token }))
      await expectApiError(response, 400, 39, 'The bot check failed. Please try again.')
    }
    const token = await solveBotCheck(server.base)
    const first = await postJson(
      server.base,
      '/v6/accounts/signup',
      await body({ email: 'once@example.test', token }),
    )
    expect(first.status).toBe(200)
    const replay = await postJson(
      server.base,
      '/v6/accounts/signup',
      await body({ email: 'twice@example.test', token }),
    )
    await expectApiError(replay, 400, 39)
  })

  it('sends an address-confirmation mail on request; its link confirms once', async () => {
    const response = await signUp(server, {
      email: 'confirm.me@example.test',
      password: 'confirm password',
      sendEmailAddressConfirmation: 1,
    })
    expect(v.parse(SignupAnswerSchema, await response.json()).emailConfirmationSent).toBe(true)
    const mail = await lastMailTo(server, 'confirm.me@example.test')
    const link = mail.body.match(/https:\/\/murmur\.example\/v6\/accounts\/confirm-email\?token=\S+/)?.[0]
    expect(link).toBeDefined()
    const local = new URL(link ?? '')
    const confirmed = await fetch(`${server.base}${local.pathname}${local.search}`, { redirect: 'manual' })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('https://murmur.example/login?email_confirmed=true')
    const profile = await fetch(`${server.base}/v6/userdata/profile`, {
      headers: { authorization: basicAuthHeader('confirm.me@example.test', 'confirm password') },
    })
    expect(v.parse(UserProfileSchema, await profile.json()).emailConfirmed).toBe(true)
    const again = await fetch(`${server.base}${local.pathname}${local.search}`, { redirect: 'manual' })
    await expectApiError(again, 400, 39)
    await expectApiError(await fetch(`${server.base}/v6/accounts/confirm-email`), 400, 8)
  })
})

describe('signup rate limits', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer('memory://', {
      ...ACCOUNT_TEST_ENV,
      RATE_LIMIT_SIGNUP: '2',
      RATE_LIMIT_SIGNUP_TOTAL: '3',
    })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers 19 above the per-address limit and 20 when all signups together exceed theirs', async () => {
    expect((await signUp(server, { email: 'r1@example.test', password: 'password-1' })).status).toBe(200)
    expect((await signUp(server, { email: 'r2@example.test', password: 'password-2' })).status).toBe(200)
    const limited = await signUp(server, { email: 'r3@example.test', password: 'password-3' })
    await expectApiError(limited, 429, 19, 'Rate limit reached. Please try again later.')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // The fourth attempt passes no counter of its own address but all signups together.
    const busy = await signUp(server, { email: 'r4@example.test', password: 'password-4' })
    await expectApiError(busy, 429, 20, 'Too many requests, the API is busy. Please try again later.')
  })
})
