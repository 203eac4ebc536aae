import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MorningBriefingSubscriptionSchema,
  MorningBriefingSubscriptionsAnswerSchema,
  UserDataSchema,
} from '../../src/core'
import { expectApiError, lastMailTo, postJson } from './support/account-flows'
import { basicAuthHeader, createTestUser } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const BRIEFING = { edition: 'us', language: 'en', timezone: 'America/New_York' }

describe.each(DATABASE_TARGETS)('morning briefings, cancellation and contact sales on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, { SALES_EMAIL: 'sales@example.test' })
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  async function userOf(overrides: Parameters<typeof createTestUser>[1]) {
    const user = await createTestUser(server, overrides)
    return { ...user, auth: { authorization: basicAuthHeader(user.email, user.password) } }
  }
  const subscribe = (auth: Record<string, string>, body: unknown) =>
    postJson(server.base, '/v6/morning-briefings/subscriptions', body, auth)

  it('subscribes within the capacity (platinum: 1) and answers 35 beyond it', async () => {
    const user = await userOf({ subscriptionType: 'platinum', maxSubscriptions: 1 })
    const first = await subscribe(user.auth, BRIEFING)
    expect(first.status).toBe(200)
    const created = v.parse(MorningBriefingSubscriptionSchema, await first.json())
    expect(created).toMatchObject(BRIEFING)
    // The same subscription again is no second one.
    expect(
      v.parse(MorningBriefingSubscriptionSchema, await (await subscribe(user.auth, BRIEFING)).json()).id,
    ).toBe(created.id)
    await expectApiError(
      await subscribe(user.auth, { ...BRIEFING, edition: 'europe' }),
      403,
      35,
      'Your subscription includes no further morning-briefing subscriptions.',
    )
    const data = v.parse(
      UserDataSchema,
      await (await fetch(`${server.base}/v6/userdata`, { headers: user.auth })).json(),
    )
    expect(data.nl.morning_briefings).toEqual([created])
    const list = await fetch(`${server.base}/v6/morning-briefings/subscriptions`, { headers: user.auth })
    expect(v.parse(MorningBriefingSubscriptionsAnswerSchema, await list.json())).toEqual({
      subscriptions: [created],
      capacity: 0,
    })

    const removed = await fetch(`${server.base}/v6/morning-briefings/subscriptions/${created.id}`, {
      method: 'DELETE',
      headers: user.auth,
    })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual({ subscriptions: [] })
    expect((await subscribe(user.auth, { ...BRIEFING, edition: 'europe' })).status).toBe(200)
  })

  it('answers 35 for tiers without morning briefings and 13 (403) once the subscription expired', async () => {
    const premium = await userOf({ subscriptionType: 'premium', maxSubscriptions: 0 })
    await expectApiError(await subscribe(premium.auth, BRIEFING), 403, 35)
    const expired = await userOf({
      subscriptionType: 'professional',
      maxSubscriptions: 5,
      validUntil: new Date(Date.now() - 1000),
    })
    await expectApiError(
      await subscribe(expired.auth, BRIEFING),
      403,
      13,
      'Your subscription is no longer valid.',
    )
  })

  it('checks the subscription body and ids', async () => {
    const user = await userOf({ subscriptionType: 'professional', maxSubscriptions: 5 })
    await expectApiError(await subscribe(user.auth, { ...BRIEFING, timezone: 'Mars/Olympus' }), 400, 32)
    await expectApiError(await subscribe(user.auth, { ...BRIEFING, language: 'fr' }), 400, 32)
    await expectApiError(await subscribe(user.auth, { ...BRIEFING, edition: 'a b' }), 400, 32)
    await expectApiError(await subscribe(user.auth, { ...BRIEFING, edition: 'us-morning' }), 400, 32)
    await expectApiError(await subscribe(user.auth, { language: 'en', timezone: 'UTC' }), 400, 8)
    const other = await userOf({ subscriptionType: 'professional', maxSubscriptions: 5 })
    const theirs = v.parse(
      MorningBriefingSubscriptionSchema,
      await (await subscribe(other.auth, BRIEFING)).json(),
    )
    const del = (id: string) =>
      fetch(`${server.base}/v6/morning-briefings/subscriptions/${id}`, {
        method: 'DELETE',
        headers: user.auth,
      })
    await expectApiError(
      await del(String(theirs.id)),
      404,
      32,
      `No morning-briefing subscription ${theirs.id}.`,
    )
    await expectApiError(await del('abc'), 400, 32)
    await expectApiError(
      await fetch(`${server.base}/v6/morning-briefings/subscriptions/1`, { method: 'DELETE' }),
      401,
      15,
    )
  })

  const cancel = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(server.base, '/v6/subscriptions/cancel', body, headers)
  const FORM = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test', reason: 'Moving on.' }

  it('takes cancellation requests from visitors and users, mailing sales', async () => {
    const visitor = await cancel(FORM)
    expect(visitor.status).toBe(200)
    expect(await visitor.json()).toEqual({ success: true, cancellation_id: expect.any(Number) })
    const mail = await lastMailTo(server, 'sales@example.test')
    expect(mail.body).toContain('Moving on.')
    const user = await userOf({})
    expect((await cancel({ ...FORM, email: user.email }, user.auth)).status).toBe(200)
  })

  it("answers 8 'Please fill in all required fields.' for a missing field, 2 for a bad e-mail, 401 for wrong credentials", async () => {
    for (const field of Object.keys(FORM)) {
      await expectApiError(
        await cancel({ ...FORM, [field]: '' }),
        400,
        8,
        'Please fill in all required fields.',
      )
    }
    await expectApiError(
      await cancel({ ...FORM, email: 'ada' }),
      400,
      2,
      'Please enter a valid email address',
    )
    await expectApiError(
      await cancel(FORM, { authorization: basicAuthHeader('ada@example.test', 'wrong') }),
      401,
      13,
    )
    await expectApiError(await cancel({ ...FORM, reason: 'x'.repeat(4001) }), 400, 32)
  })

  it('sends contact-sales messages to sales', async () => {
    const body = {
      email: 'buyer@corp.example',
      firstName: 'Bo',
      lastName: 'Buyer',
      message: 'We need 40 seats.',
    }
    const sent = await postJson(server.base, '/v6/contact-sales', body)
    expect(sent.status).toBe(200)
    expect((await lastMailTo(server, 'sales@example.test')).body).toContain('We need 40 seats.')
    await expectApiError(
      await postJson(server.base, '/v6/contact-sales', { ...body, email: 'nope' }),
      400,
      2,
      'Please enter a valid email address',
    )
    await expectApiError(
      await postJson(server.base, '/v6/contact-sales', { ...body, message: ' ' }),
      400,
      8,
      'Please enter a message',
    )
  })
})
