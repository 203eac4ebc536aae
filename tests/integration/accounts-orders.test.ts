import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountState,
  effectivePermissions,
  OrderAnswerSchema,
  PromotionCodeCheckAnswerSchema,
  SubscriptionPlansAnswerSchema,
  type UserData,
  UserDataSchema,
} from '../../src/core'
import { type FakePaypal, startFakePaypal } from '../support/fake-paypal'
import {
  ACCOUNT_TEST_ENV,
  expectApiError,
  lastMailTo,
  operatorHeaders,
  postJson,
} from './support/account-flows'
import { basicAuthHeader, createTestUser, TEST_INVOICE_ADDRESS } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const INVOICE = 1
const PAYPAL = 2
const PREMIUM_MONTH = 21
const PREMIUM_YEAR = 22
const PLATINUM_YEAR = 32

async function trialUser(server: TestServer) {
  const user = await createTestUser(server, {
    subscriptionType: 'trial',
    validUntil: new Date(Date.now() + 10 * 86_400_000),
    timespanDays: 7,
    historyMonths: 1,
    uiFeatures: { filters: ['type'], views: ['list'] },
    availableTags: ['beta'],
  })
  return { ...user, auth: { authorization: basicAuthHeader(user.email, user.password) } }
}

async function userData(server: TestServer, auth: Record<string, string>): Promise<UserData> {
  const response = await fetch(`${server.base}/v6/userdata?withPendingSubscriptions=true`, { headers: auth })
  return v.parse(UserDataSchema, await response.json())
}

describe.each(DATABASE_TARGETS)('subscription orders on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let paypal: FakePaypal

  beforeAll(async () => {
    database = await target.create()
    paypal = await startFakePaypal()
    server = await startTestServer(database.url, {
      ...ACCOUNT_TEST_ENV,
      PAYPAL_CLIENT_ID: paypal.clientId,
      PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      PAYPAL_API_BASE_URL: paypal.url,
    })
    const create = (code: string, percent: number, extra: Record<string, unknown> = {}) =>
      postJson(
        server.base,
        '/operator/promotion-codes',
        { code, discount_percent: percent, ...extra },
        operatorHeaders(),
      )
    expect((await create('SPRING15', 15)).status).toBe(200)
    expect((await create('OLD10', 10, { valid_until: '2020-01-01' })).status).toBe(200)
    expect((await create('ONCE50', 50, { max_uses: 1 })).status).toBe(200)
  })
  afterAll(async () => {
    await server?.close()
    await paypal?.close()
    await database?.drop()
  })

  const order = (auth: Record<string, string>, body: unknown) =>
    postJson(server.base, '/v6/subscriptions/order', body, auth)

  it('lists the plans with their payment options', async () => {
    const answer = v.parse(
      SubscriptionPlansAnswerSchema,
      await (await fetch(`${server.base}/v6/subscriptions/plans`)).json(),
    )
    expect(answer.plans).toHaveLength(8)
    expect(answer.plans.find((p) => p.subscription_type_id === PREMIUM_MONTH)?.payment_option_ids).toEqual([
      PAYPAL,
    ])
    expect(answer.plans.find((p) => p.subscription_type_id === PREMIUM_YEAR)?.payment_option_ids).toEqual([
      INVOICE,
      PAYPAL,
    ])
    expect(answer.payment_options).toEqual([
      { payment_option_id: 1, key: 'invoice', available: true },
      { payment_option_id: 2, key: 'paypal', available: true },
    ])
  })

  it('applies a promotion code before ordering, or answers 39 with the spec text', async () => {
    const check = (body: unknown) => postJson(server.base, '/v6/subscriptions/promotion-code', body)
    const ok = await check({ promotion_code: ' spring15 ', subscription_type_id: PREMIUM_YEAR })
    expect(v.parse(PromotionCodeCheckAnswerSchema, await ok.json())).toEqual({
      promotion_code: 'SPRING15',
      discount_percent: 15,
      price_usd: 490,
      discounted_price_usd: 416.5,
    })
    for (const code of ['NOPE', 'OLD10']) {
      await expectApiError(
        await check({ promotion_code: code, subscription_type_id: PREMIUM_YEAR }),
        400,
        39,
        'The Promotion Code you entered is invalid.',
      )
    }
    await expectApiError(await check({ promotion_code: 'SPRING15', subscription_type_id: 99 }), 400, 32)
    await expectApiError(await check({ subscription_type_id: PREMIUM_YEAR }), 400, 8)
  })

  it('keeps an invoice order trial, awaiting payment, until the operator registers it', async () => {
    const user = await trialUser(server)
    const response = await order(user.auth, {
      subscription_type_id: PREMIUM_YEAR,
      payment_option_id: INVOICE,
      invoice_address: TEST_INVOICE_ADDRESS,
      promotion_code: 'spring15',
    })
    expect(response.status).toBe(200)
    const placed = v.parse(OrderAnswerSchema, await response.json())
    expect(placed).toMatchObject({
      status: 'awaiting_payment',
      subscription_type: 'premium',
      interval: 'YEAR',
      payment_option: 'invoice',
      price_usd: 416.5,
      discount_percent: 15,
    })
    expect(placed.approval_url).toBeUndefined()
    expect((await lastMailTo(server, user.email)).subject).toBe(`Your Murmur order ${placed.order_id}`)

    const waiting = await userData(server, user.auth)
    expect(waiting.subscription_type).toBe('trial')
    expect(accountState(waiting)).toBe('trial_awaiting_payment')
    expect(waiting.pendingSubscriptions).toEqual([
      {
        id: placed.order_id,
        subscription_type: 'premium',
        payment_option: 'invoice',
        interval: 'YEAR',
        created: expect.any(Number),
        subscription_type_id: PREMIUM_YEAR,
        price_usd: 416.5,
      },
    ])

    const registered = await postJson(
      server.base,
      '/operator/payments/invoice',
      { order_id: placed.order_id },
      operatorHeaders(),
    )
    expect(registered.status).toBe(200)
    const upgraded = await userData(server, user.auth)
    expect(accountState(upgraded)).toBe('upgraded')
    expect(upgraded).toMatchObject({
      subscription_type: 'premium',
      history_months: 12,
      timespan_days: 30,
      ui_features: {
        filters: ['type', 'language', 'title', 'combine', 'source'],
        views: ['list', 'key_event'],
      },
      available_tags: [{ name: 'beta' }],
      pendingSubscriptions: [],
    })
    const inAYear = Date.now() / 1000 + 365 * 86_400
    expect(Math.abs(upgraded.valid_until - inAYear)).toBeLessThan(2 * 86_400)
    expect(upgraded.paid_until).toBe(upgraded.valid_until)
    expect(effectivePermissions(upgraded).maxWatchlistViews).toBe(100)

    const twice = await postJson(
      server.base,
      '/operator/payments/invoice',
      { order_id: placed.order_id },
      operatorHeaders(),
    )
    await expectApiError(twice, 409, 0, `Order ${placed.order_id} is paid, not awaiting payment.`)
  })

  it('refuses invoice for monthly plans, unknown plans and options, bad promotion codes', async () => {
    const user = await trialUser(server)
    await expectApiError(
      await order(user.auth, {
        subscription_type_id: PREMIUM_MONTH,
        payment_option_id: INVOICE,
        invoice_address: TEST_INVOICE_ADDRESS,
      }),
      400,
      0,
      'Invoice payment is possible for yearly subscriptions only.',
    )
    await expectApiError(
      await order(user.auth, {
        subscription_type_id: 7,
        payment_option_id: INVOICE,
        invoice_address: TEST_INVOICE_ADDRESS,
      }),
      400,
      32,
    )
    await expectApiError(
      await order(user.auth, { subscription_type_id: PREMIUM_YEAR, payment_option_id: 9 }),
      400,
      32,
    )
    await expectApiError(
      await order(user.auth, { subscription_type_id: PREMIUM_YEAR, payment_option_id: INVOICE }),
      400,
      8,
      'Required parameter invoice_address was null or undefined when calling orderSubscription',
    )
    await expectApiError(
      await order(user.auth, {
        subscription_type_id: PREMIUM_YEAR,
        payment_option_id: INVOICE,
        invoice_address: { ...TEST_INVOICE_ADDRESS, vat_number: '' },
      }),
      400,
      32,
    )
    await expectApiError(
      await order(user.auth, {
        subscription_type_id: '22',
        payment_option_id: 1,
        invoice_address: TEST_INVOICE_ADDRESS,
      }),
      400,
      32,
    )
    await expectApiError(
      await order(user.auth, { payment_option_id: INVOICE, invoice_address: TEST_INVOICE_ADDRESS }),
      400,
      8,
    )
    await expectApiError(
      await order(user.auth, {
        subscription_type_id: PREMIUM_YEAR,
        payment_option_id: INVOICE,
        invoice_address: TEST_INVOICE_ADDRESS,
        promotion_code: 'OLD10',
      }),
      400,
      39,
      'The Promotion Code you entered is invalid.',
    )
    await expectApiError(
      await order(
        {},
        {
          subscription_type_id: PREMIUM_YEAR,
          payment_option_id: INVOICE,
          invoice_address: TEST_INVOICE_ADDRESS,
        },
      ),
      401,
      15,
    )
    expect((await userData(server, user.auth)).pendingSubscriptions).toEqual([])
  })

  it('counts the uses of a limited promotion code', async () => {
    const first = await trialUser(server)
    const second = await trialUser(server)
    const body = {
      subscription_type_id: PREMIUM_YEAR,
      payment_option_id: INVOICE,
      invoice_address: TEST_INVOICE_ADDRESS,
      promotion_code: 'ONCE50',
    }
    expect(v.parse(OrderAnswerSchema, await (await order(first.auth, body)).json()).price_usd).toBe(245)
    await expectApiError(await order(second.auth, body), 400, 39)
  })

  it('gives instant full access after PayPal approval and capture', async () => {
    const user = await trialUser(server)
    const response = await order(user.auth, {
      subscription_type_id: PLATINUM_YEAR,
      payment_option_id: PAYPAL,
    })
    const placed = v.parse(OrderAnswerSchema, await response.json())
    expect(placed).toMatchObject({ status: 'approval_required', payment_option: 'paypal', price_usd: 1290 })
    const approvalUrl = new URL(placed.approval_url ?? '')
    expect(approvalUrl.origin).toBe(paypal.url)
    const paypalOrder = paypal.orders.get(approvalUrl.searchParams.get('token') ?? '')
    expect(paypalOrder?.amount).toEqual({ currency_code: 'USD', value: '1290.00' })
    expect(paypalOrder?.returnUrl).toBe(`http://localhost:${server.port}/v6/payments/paypal/return`)
    expect(accountState(await userData(server, user.auth))).toBe('trial_awaiting_payment')

    // The buyer's browser: the approval page, "Pay now", then PayPal's redirect to return_url.
    const page = await fetch(approvalUrl)
    expect(await page.text()).toContain('Pay now')
    const approved = await fetch(`${approvalUrl}&approve=1`, { redirect: 'manual' })
    const back = new URL(approved.headers.get('location') ?? '')
    expect(back.pathname).toBe('/v6/payments/paypal/return')
    const returned = await fetch(`${server.base}${back.pathname}${back.search}`, { redirect: 'manual' })
    expect(returned.status).toBe(303)
    expect(returned.headers.get('location')).toBe(
      `http://localhost:${server.port}/purchase?payment=success&order=${placed.order_id}`,
    )
    const upgraded = await userData(server, user.auth)
    expect(upgraded).toMatchObject({
      subscription_type: 'platinum',
      history_months: 36,
      timespan_days: 90,
      ai_textgen: 1,
      max_subscriptions: 1,
      pendingSubscriptions: [],
    })
    expect(paypalOrder?.status).toBe('COMPLETED')

    // A repeated return (reload) stays a success and captures nothing twice.
    const again = await fetch(`${server.base}${back.pathname}${back.search}`, { redirect: 'manual' })
    expect(again.headers.get('location')).toContain('payment=success')
    expect(paypalOrder?.captures).toBe(1)
  })

  it('cancels on PayPal’s cancel link and fails a declined capture', async () => {
    const user = await trialUser(server)
    const body = { subscription_type_id: PREMIUM_MONTH, payment_option_id: PAYPAL }
    const first = v.parse(OrderAnswerSchema, await (await order(user.auth, body)).json())
    const cancelled = await fetch(`${first.approval_url}&cancel=1`, { redirect: 'manual' })
    const cancelUrl = new URL(cancelled.headers.get('location') ?? '')
    const landing = await fetch(`${server.base}${cancelUrl.pathname}${cancelUrl.search}`, {
      redirect: 'manual',
    })
    expect(landing.headers.get('location')).toBe(
      `http://localhost:${server.port}/purchase?payment=cancelled&order=${first.order_id}`,
    )
    expect((await userData(server, user.auth)).pendingSubscriptions).toEqual([])

    const second = v.parse(OrderAnswerSchema, await (await order(user.auth, body)).json())
    paypal.failCaptures('INSTRUMENT_DECLINED')
    try {
      const approved = await fetch(`${second.approval_url}&approve=1`, { redirect: 'manual' })
      const back = new URL(approved.headers.get('location') ?? '')
      const returned = await fetch(`${server.base}${back.pathname}${back.search}`, { redirect: 'manual' })
      expect(returned.headers.get('location')).toContain(`payment=failed&order=${second.order_id}`)
    } finally {
      paypal.failCaptures(null)
    }
    const data = await userData(server, user.auth)
    expect(data.subscription_type).toBe('trial')
    expect(data.pendingSubscriptions).toEqual([])

    const unknown = await fetch(`${server.base}/v6/payments/paypal/return?token=NOSUCHORDER`, {
      redirect: 'manual',
    })
    expect(unknown.headers.get('location')).toContain('payment=failed')
    const none = await fetch(`${server.base}/v6/payments/paypal/return`, { redirect: 'manual' })
    expect(none.status).toBe(303)
  })
})

describe('orders without PayPal configured', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer('memory://')
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers a clear error for the PayPal option instead of pretending success', async () => {
    const user = await trialUser(server)
    const response = await postJson(
      server.base,
      '/v6/subscriptions/order',
      { subscription_type_id: PREMIUM_MONTH, payment_option_id: PAYPAL },
      user.auth,
    )
    await expectApiError(
      response,
      400,
      0,
      'Payment via PayPal is not available at the moment. Please choose invoice or contact sales.',
    )
    const plans = v.parse(
      SubscriptionPlansAnswerSchema,
      await (await fetch(`${server.base}/v6/subscriptions/plans`)).json(),
    )
    expect(plans.payment_options.find((o) => o.key === 'paypal')?.available).toBe(false)
    expect((await userData(server, user.auth)).pendingSubscriptions).toEqual([])
  })

  it('answers 502 with the PayPal error text when PayPal cannot be reached', async () => {
    const unreachable = await startTestServer('memory://', {
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_API_BASE_URL: 'http://127.0.0.1:9',
    })
    try {
      const user = await trialUser(unreachable)
      const response = await postJson(
        unreachable.base,
        '/v6/subscriptions/order',
        { subscription_type_id: PREMIUM_MONTH, payment_option_id: PAYPAL },
        user.auth,
      )
      const error = await expectApiError(response, 502, 0)
      expect(error.en).toContain('An error has occurred while processing your order via PayPal')
    } finally {
      await unreachable.close()
    }
  })
})
