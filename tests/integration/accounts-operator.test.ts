import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdmin, USAGE } from '../../scripts/admin/cli'
import { LOCAL_OPERATOR_TOKEN_FILE, UserAnswerSchema } from '../../server/operator'
import { UserDataSchema } from '../../src/core'
import { ACCOUNT_TEST_ENV, expectApiError, operatorHeaders, postJson } from './support/account-flows'
import { basicAuthHeader, createTestUser, TEST_INVOICE_ADDRESS } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { makeTempDir, startTestServer, type TestServer } from './support/server'

const TOKEN = ACCOUNT_TEST_ENV.OPERATOR_TOKEN

async function admin(server: TestServer, ...argv: string[]) {
  let out = ''
  let err = ''
  const code = await runAdmin(
    argv,
    { MURMUR_URL: server.base, OPERATOR_TOKEN: TOKEN },
    {
      out: (text) => {
        out += text
      },
      err: (text) => {
        err += text
      },
    },
  )
  return { code, out, err }
}

describe.each(DATABASE_TARGETS)('operator endpoints and npm run admin on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, { ...ACCOUNT_TEST_ENV })
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const op = (path: string, body?: unknown, token: string = TOKEN) =>
    body === undefined
      ? fetch(`${server.base}/operator${path}`, { headers: operatorHeaders(token) })
      : postJson(server.base, `/operator${path}`, body, operatorHeaders(token))

  it('needs the operator token (401, code 14), compared exactly', async () => {
    await expectApiError(
      await fetch(`${server.base}/operator/orders`),
      401,
      14,
      'A valid operator token is required.',
    )
    await expectApiError(await op('/orders', undefined, `${TOKEN}x`), 401, 14)
    await expectApiError(await op('/orders', undefined, TOKEN.slice(0, -1)), 401, 14)
    expect((await op('/orders')).status).toBe(200)
  })

  it('sets a tier with its defaults, per-user fields and tags', async () => {
    const user = await createTestUser(server, { subscriptionType: 'basic' })
    const tier = await op('/users/tier', {
      email: user.email.toUpperCase(),
      tier: 'platinum',
      valid_until: '2031-05-31',
    })
    expect(v.parse(UserAnswerSchema, await tier.json()).user).toMatchObject({
      subscription_type: 'platinum',
      valid_until: '2031-05-31T23:59:59.999Z',
      history_months: 36,
      timespan_days: 90,
      ai_textgen: 1,
      max_subscriptions: 1,
    })
    const fields = await op('/users/fields', {
      email: user.email,
      fields: { ai_chat: 1, history_months: 48, filters: ['type', 'source'], views: [], paid_until: null },
    })
    expect(v.parse(UserAnswerSchema, await fields.json()).user).toMatchObject({
      ai_chat: 1,
      history_months: 48,
      filters: ['type', 'source'],
      views: [],
      paid_until: null,
    })
    await op('/users/tags', { email: user.email, add: ['trendradar', 'beta'] })
    const tags = await op('/users/tags', { email: user.email, remove: ['beta'] })
    expect(v.parse(UserAnswerSchema, await tags.json()).user.tags).toEqual(['trendradar'])

    const me = await fetch(`${server.base}/v6/userdata`, {
      headers: { authorization: basicAuthHeader(user.email, user.password) },
    })
    expect(v.parse(UserDataSchema, await me.json())).toMatchObject({
      subscription_type: 'platinum',
      ai_chat: 1,
      available_tags: [{ name: 'trendradar' }],
    })
  })

  it('answers catalogue errors for bad operator input, never 5xx', async () => {
    await expectApiError(await op('/users/tier', { email: 'nobody@example.test', tier: 'basic' }), 404, 9)
    await expectApiError(await op('/users/tier', { email: 'a@example.test', tier: 'gold' }), 400, 32)
    await expectApiError(await op('/users/tier', { tier: 'basic' }), 400, 8)
    await expectApiError(await op('/users/fields', { email: 'a@example.test', fields: {} }), 400, 32)
    await expectApiError(
      await op('/users/fields', { email: 'a@example.test', fields: { colour: 1 } }),
      400,
      32,
    )
    await expectApiError(
      await op('/users/fields', { email: 'a@example.test', fields: { filters: ['author_type'] } }),
      400,
      32,
    )
    await expectApiError(await op('/payments/invoice', { order_id: 999_999 }), 404, 32, 'No order 999999.')
    await expectApiError(await op('/payments/invoice', { order_id: 'x' }), 400, 32)
    await expectApiError(await op('/promotion-codes', { code: 'x', discount_percent: 10 }), 400, 32)
    await expectApiError(await op('/promotion-codes', { code: 'TENOFF', discount_percent: 0 }), 400, 32)
    expect((await op('/promotion-codes', { code: 'tenoff', discount_percent: 10 })).status).toBe(200)
    await expectApiError(await op('/promotion-codes', { code: 'TENOFF', discount_percent: 20 }), 409, 11)
    await expectApiError(await op('/orders?status=lost'), 400, 32)
    await expectApiError(await op('/outbox?limit=lots'), 400, 32)
    await expectApiError(await op('/users/not-an-email'), 400, 32)
  })

  it('runs the CLI against the server: set-tier, grant-tag, set-fields, promotions, outbox, orders', async () => {
    const user = await createTestUser(server, { subscriptionType: 'trial' })
    const tier = await admin(server, 'set-tier', user.email, 'professional', '--valid-until', '2030-01-31')
    expect(tier.code).toBe(0)
    expect(JSON.parse(tier.out)).toMatchObject({
      user: { subscription_type: 'professional', timespan_days: 365 },
    })
    expect((await admin(server, 'grant-tag', user.email, 'trendradar')).out).toContain('"trendradar"')
    const fields = await admin(
      server,
      'set-fields',
      user.email,
      'ai_chat=1',
      'filters=type,language',
      'active=true',
    )
    expect(JSON.parse(fields.out)).toMatchObject({ user: { ai_chat: 1, filters: ['type', 'language'] } })
    const promo = await admin(server, 'create-promotion', 'cli20', '20', '--max-uses', '3')
    expect(JSON.parse(promo.out)).toEqual({
      promotion: { code: 'CLI20', discount_percent: 20, valid_until: null, max_uses: 3, uses: 0 },
    })
    expect((await admin(server, 'promotions')).out).toContain('CLI20')
    expect((await admin(server, 'user', user.email)).out).toContain('"professional"')
    expect(JSON.parse((await admin(server, 'orders', '--status', 'paid')).out)).toEqual({ orders: [] })

    await fetch(`${server.base}/userdata/requestpasswordreset/${encodeURIComponent(user.email)}`)
    const outbox = await admin(server, 'outbox', '--limit', '5')
    expect(outbox.code).toBe(0)
    expect(outbox.out).toContain(`To: ${user.email}`)
    expect(outbox.out).toMatch(/\/login\?reset_token=[A-Za-z0-9_-]{43}/)
  })

  it('registers an invoice payment from the CLI', async () => {
    const user = await createTestUser(server, { subscriptionType: 'trial' })
    const placed = await postJson(
      server.base,
      '/v6/subscriptions/order',
      { subscription_type_id: 12, payment_option_id: 1, invoice_address: TEST_INVOICE_ADDRESS },
      { authorization: basicAuthHeader(user.email, user.password) },
    )
    const { order_id } = v.parse(v.object({ order_id: v.number() }), await placed.json())
    const listed = await admin(server, 'orders', '--status', 'awaiting_payment')
    expect(listed.out).toContain(user.email)
    const paid = await admin(server, 'register-payment', String(order_id))
    expect(paid.code).toBe(0)
    expect(JSON.parse(paid.out)).toMatchObject({
      order: { order_id, status: 'paid' },
      user: { email: user.email, subscription_type: 'basic' },
    })
    const again = await admin(server, 'register-payment', String(order_id))
    expect(again.code).toBe(1)
    expect(again.err).toBe(
      `The server refused (HTTP 409, code 0): Order ${order_id} is paid, not awaiting payment.\n`,
    )
  })

  it('explains usage errors and unreachable servers', async () => {
    const none = await runAdmin([], {}, { out: () => undefined, err: () => undefined })
    expect(none).toBe(2)
    const unknown = await admin(server, 'launch-rockets')
    expect(unknown.code).toBe(2)
    expect(unknown.err).toBe(`Unknown command 'launch-rockets'.\n\n${USAGE}`)
    expect((await admin(server, 'register-payment')).err).toContain('Missing <order id>.')
    expect((await admin(server, 'register-payment', 'abc')).err).toContain(
      'The order id must be a whole number',
    )
    expect((await admin(server, 'set-fields', 'a@example.test', 'colour=red')).err).toContain(
      "Unknown field 'colour'.",
    )
    let err = ''
    const emptyDataDir = await makeTempDir('murmur-admin-no-token-')
    const noToken = await runAdmin(
      ['orders'],
      { MURMUR_URL: server.base, DATA_DIR: emptyDataDir.path },
      { out: () => undefined, err: (t) => (err += t) },
    )
    expect(noToken).toBe(2)
    expect(err).toContain(
      'No operator token: pass --token, set OPERATOR_TOKEN, or run where DATA_DIR/operator-token',
    )
    // npm start's local token in DATA_DIR is used when neither flag nor variable is given.
    await writeFile(join(emptyDataDir.path, LOCAL_OPERATOR_TOKEN_FILE), `${server.config.operatorToken}\n`)
    let out = ''
    const withLocalToken = await runAdmin(
      ['orders'],
      { MURMUR_URL: server.base, DATA_DIR: emptyDataDir.path },
      { out: (t) => (out += t), err: (t) => (err += t) },
    )
    expect(withLocalToken).toBe(0)
    expect(out).not.toBe('')
    await emptyDataDir.remove()
    err = ''
    const wrong = await runAdmin(
      ['orders', '--token', 'wrong-token-wrong-token'],
      { MURMUR_URL: server.base },
      {
        out: () => undefined,
        err: (t) => (err += t),
      },
    )
    expect(wrong).toBe(1)
    expect(err).toBe('The server refused (HTTP 401, code 14): A valid operator token is required.\n')
    err = ''
    const down = await runAdmin(
      ['orders', '--url', 'http://127.0.0.1:9', '--token', TOKEN],
      {},
      {
        out: () => undefined,
        err: (t) => (err += t),
      },
    )
    expect(down).toBe(1)
    expect(err).toContain('Cannot reach the Murmur server at http://127.0.0.1:9')
  })
})

describe('operator endpoints without OPERATOR_TOKEN', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer('memory://')
  })
  afterAll(async () => {
    await server?.close()
  })

  it('are off, saying how to turn them on', async () => {
    await expectApiError(
      await fetch(`${server.base}/operator/outbox`, { headers: operatorHeaders() }),
      403,
      0,
      'The operator endpoints are off: set OPERATOR_TOKEN on the server.',
    )
  })

  it('npm run admin prints the usage and the server’s refusal as a real process', async () => {
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
          env: { ...process.env, MURMUR_URL: server.base, OPERATOR_TOKEN: TOKEN },
        })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
        child.on('close', (code) => resolve({ code, stdout, stderr }))
      })
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toBe(USAGE)
    const refused = await run(['outbox'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe(
      'The server refused (HTTP 403, code 0): The operator endpoints are off: set OPERATOR_TOKEN on the server.\n',
    )
  })
})
