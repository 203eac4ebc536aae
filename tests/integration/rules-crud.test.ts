import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { triggers } from '../../server/db/schema'
import {
  ApiErrorBodySchema,
  RuleSchema,
  RulesListSchema,
  StandardRulesAnswerSchema,
  TriggersAnswerSchema,
} from '../../src/core'
import {
  analyticsOn,
  byAuthors,
  daysAgo,
  insertTitles,
  spikeInOpenBucket,
  storedMessage,
} from './rollups-fixtures'
import { basicAuthHeader, createTestUser, demoAuthHeader, type TestUser } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const MINUTE = 60_000

describe.each(DATABASE_TARGETS)('user rules on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let other: TestUser

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, {}, { analyticsTickMs: 0 })
    other = await createTestUser(server, { subscriptionType: 'premium' })
    await insertTitles(server.database.db, [7001, 7002, 7003, 7004, 7005, 7999])
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  async function call(
    method: string,
    path: string,
    body?: unknown,
    auth = demoAuthHeader(server),
    raw?: string,
  ) {
    const headers: Record<string, string> = { authorization: auth }
    if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${server.base}/v6${path}`, {
      method,
      headers,
      ...(raw !== undefined ? { body: raw } : body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  const buzzRule = {
    rule_type: 'buzz_patterns',
    name: 'ACME buzz doubles',
    titles: [7001],
    partition: 'realtime',
    rule_set: [{ metric: 'b', comparator: 'gt', value: 200 }],
  }

  it('answers missing, malformed and unparsable bodies with codes 8, 32 and 33', async () => {
    const cases: [unknown, number, number, string | RegExp][] = [
      [undefined, 400, 8, 'Required parameter rule was null or undefined when calling createRule'],
      [
        { ...buzzRule, name: undefined },
        400,
        8,
        'Required parameter rule.name was null or undefined when calling createRule',
      ],
      [
        { ...buzzRule, rule_set: undefined },
        400,
        8,
        'Required parameter rule.rule_set was null or undefined when calling createRule',
      ],
      [
        { rule_type: 'unlisted_filter', name: 'x' },
        400,
        8,
        'Required parameter rule.query was null or undefined when calling createRule',
      ],
      [{ ...buzzRule, rule_set: [{ metric: 'b', comparator: 'ge', value: 1 }] }, 400, 32, /comparator/],
      [{ ...buzzRule, rule_set: [{ metric: 'x', comparator: 'gt', value: 1 }] }, 400, 32, /metric/],
      [{ ...buzzRule, rule_type: 'other' }, 400, 32, /rule_type/],
      [{ ...buzzRule, partition: 'weekly' }, 400, 32, /partition/],
      [[buzzRule], 400, 32, /object/],
    ]
    for (const [body, status, code, text] of cases) {
      const answer = await call('POST', '/rules', body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      const error = v.parse(ApiErrorBodySchema, answer.body)
      expect(error.code).toBe(code)
      expect(error.en).toMatch(text)
    }
    const broken = await call('POST', '/rules', undefined, demoAuthHeader(server), '{"rule_type":')
    expect(broken).toMatchObject({ status: 400, body: { code: 33 } })
    const anonymous = await fetch(`${server.base}/v6/rules`)
    expect(anonymous.status).toBe(401)
    const expired = await createTestUser(server, { validUntil: new Date(Date.now() - 86_400_000) })
    const refused = await call('POST', '/rules', buzzRule, basicAuthHeader(expired.email, expired.password))
    expect(refused).toMatchObject({ status: 403, body: { code: 13 } })
  })

  it('creates, lists by type, updates and deletes a user’s own rules only', async () => {
    const created = await call('POST', '/rules', buzzRule)
    expect(created.status).toBe(200)
    const rule = v.parse(RuleSchema, created.body)
    expect(rule).toMatchObject({ rule_type: 'buzz_patterns', rule: buzzRule })
    const message = await call('POST', '/rules', {
      rule_type: 'user_messages',
      name: 'alice',
      authors: [{ source: 'reddit.com', author: 'alice' }],
    })
    const messageRule = v.parse(RuleSchema, message.body)

    const mine = v.parse(RulesListSchema, (await call('GET', '/rules?rule_type=buzz_patterns')).body)
    expect(mine.rules.map((r) => r.rid)).toEqual([rule.rid])
    const all = v.parse(RulesListSchema, (await call('GET', '/rules')).body)
    expect(all.rules.map((r) => r.rid)).toEqual([messageRule.rid, rule.rid])
    expect(await call('GET', '/rules?rule_type=nope')).toMatchObject({ status: 400, body: { code: 32 } })

    const otherAuth = basicAuthHeader(other.email, other.password)
    expect(v.parse(RulesListSchema, (await call('GET', '/rules', undefined, otherAuth)).body).rules).toEqual(
      [],
    )
    expect(await call('DELETE', `/rules/${rule.rid}`, undefined, otherAuth)).toMatchObject({
      status: 404,
      body: { code: 32 },
    })
    expect(await call('POST', `/rules/${rule.rid}`, buzzRule, otherAuth)).toMatchObject({ status: 404 })
    expect(await call('DELETE', '/rules/abc')).toMatchObject({ status: 400, body: { code: 32 } })
    expect(await call('POST', `/rules/${rule.rid}`)).toMatchObject({
      status: 400,
      body: { code: 8, en: 'Required parameter rule was null or undefined when calling updateRule' },
    })

    const changed = await call('POST', `/rules/${rule.rid}`, { ...buzzRule, name: 'Renamed' })
    expect(v.parse(RuleSchema, changed.body)).toMatchObject({ rid: rule.rid, rule: { name: 'Renamed' } })
    expect(await call('DELETE', `/rules/${messageRule.rid}`)).toMatchObject({
      status: 200,
      body: { rid: messageRule.rid },
    })
    expect(await call('DELETE', `/rules/${messageRule.rid}`)).toMatchObject({ status: 404 })
    const left = v.parse(RulesListSchema, (await call('GET', '/rules')).body)
    expect(left.rules.map((r) => [r.rid, r.rule.name])).toEqual([[rule.rid, 'Renamed']])
  })

  it('evaluates rules on closed rollups and on messages, alerting only the owner', async () => {
    const db = server.database.db
    const buzz = v.parse(RuleSchema, (await call('POST', '/rules', { ...buzzRule, titles: [7002] })).body)
    const quiet = v.parse(
      RuleSchema,
      (
        await call('POST', '/rules', {
          ...buzzRule,
          titles: [7002],
          rule_set: [{ metric: 'b', comparator: 'lt', value: 100 }],
        })
      ).body,
    )
    const byAuthor = v.parse(
      RuleSchema,
      (
        await call(
          'POST',
          '/rules',
          { rule_type: 'user_messages', name: 'alice', authors: [{ source: 'reddit.com', author: 'alice' }] },
          basicAuthHeader(other.email, other.password),
        )
      ).body,
    )
    const analytics = analyticsOn(db, () => daysAgo(1, 0) + MINUTE)
    // Realtime 10:00: 2 authors on days -7…-3, 6 on day -2 (one is alice on reddit) → buzz 300 %.
    for (let day = 7; day >= 3; day -= 1)
      await analytics.messagesStored(byAuthors(2, daysAgo(day, 10), [7002]))
    await analytics.messagesStored([
      ...byAuthors(5, daysAgo(2, 10), [7002]),
      storedMessage({ at: daysAgo(2, 10) + MINUTE, titleIds: [7002], source: 'reddit.com', author: 'alice' }),
    ])
    await analytics.messagesStored([storedMessage({ at: daysAgo(1, 0), titleIds: [7999] })])

    const fired = await db.select().from(triggers).where(eq(triggers.titleId, 7002))
    expect(fired.map((t) => [t.kind, t.ruleId, t.triggeredAt.getTime()]).sort()).toEqual(
      [
        ['buzz_patterns', buzz.rid, daysAgo(2, 10)],
        ['user_messages', byAuthor.rid, daysAgo(2, 10) + MINUTE],
      ].sort(),
    )
    expect(fired.find((t) => t.ruleId === buzz.rid)?.data).toMatchObject({
      b: 300,
      user_id: server.demoUser.user.id,
    })
    expect(fired.some((t) => t.ruleId === quiet.rid)).toBe(false)
    const signals = analytics.sent.filter((s) => s.event === 'signal').map((s) => s.payload)
    expect(signals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: other.row.id,
          signal: expect.objectContaining({ rule_id: byAuthor.rid }),
        }),
        expect.objectContaining({
          userId: server.demoUser.user.id,
          signal: expect.objectContaining({ rule_id: buzz.rid }),
        }),
      ]),
    )
    await analytics.stop()
  })

  it('scopes a rule to one of the owner’s watchlists, following later changes of the watchlist', async () => {
    const db = server.database.db
    const created = await call('POST', '/watchlists', { name: 'Rule scope' })
    const wid = v.parse(v.object({ id: v.number() }), created.body).id
    const othersList = await call(
      'POST',
      '/watchlists',
      { name: 'Not yours' },
      basicAuthHeader(other.email, other.password),
    )
    const othersWid = v.parse(v.object({ id: v.number() }), othersList.body).id
    const scoped = (id: number) => ({
      rule_type: 'buzz_patterns',
      name: 'Watchlist buzz',
      partition: 'realtime',
      scope: { type: 'watchlist', id },
      rule_set: [{ metric: 'b', comparator: 'gt', value: 200 }],
    })
    for (const id of [othersWid, 987_654]) {
      const refused = await call('POST', '/rules', scoped(id))
      expect(refused.status).toBe(400)
      expect(v.parse(ApiErrorBodySchema, refused.body).code).toBe(32)
    }
    const rule = v.parse(RuleSchema, (await call('POST', '/rules', scoped(wid))).body)

    let nowMs = daysAgo(1, 0) + MINUTE
    const analytics = analyticsOn(db, () => nowMs)
    for (let day = 7; day >= 3; day -= 1)
      await analytics.messagesStored(byAuthors(2, daysAgo(day, 14), [7001, 7999]))
    // Added while the engine runs: it follows the watchlist once its rule cache expires.
    expect((await call('POST', `/watchlists/${wid}`, { titles: [7001] })).status).toBe(200)
    nowMs += 5_000
    await analytics.messagesStored(byAuthors(6, daysAgo(2, 14), [7001, 7999]))
    await analytics.messagesStored([storedMessage({ at: daysAgo(1, 0), titleIds: [7999] })])
    await analytics.stop()

    const fired = await db.select().from(triggers).where(eq(triggers.ruleId, rule.rid))
    expect(fired.map((t) => t.titleId)).toEqual([7001])
  })

  it('gates alert kinds by tier (code 35) and checks key events (code 32)', async () => {
    const basic = await createTestUser(server, { subscriptionType: 'basic' })
    const auth = basicAuthHeader(basic.email, basic.password)
    const refused = await call('POST', '/rules', buzzRule, auth)
    expect(refused.status).toBe(403)
    expect(v.parse(ApiErrorBodySchema, refused.body)).toMatchObject({
      code: 35,
      en: 'Your subscription does not include buzz level alerts.',
    })
    const priceBuzz = { rule_type: 'buzz_patterns', name: 'Moves', titles: [7001], standard: ['price_buzz'] }
    expect((await call('POST', '/rules', priceBuzz, auth)).status).toBe(200)
    const keyEvents = { rule_type: 'user_messages', name: 'Guidance', titles: [7001], key_events: [4] }
    expect(await call('POST', '/rules', keyEvents, auth)).toMatchObject({ status: 403, body: { code: 35 } })
    const ai = {
      rule_type: 'buzz_patterns',
      name: 'AI',
      titles: [7001],
      standard: ['high_buzz', 'moving_stock_buzz', 'adhoc_buzz'],
    }
    expect(await call('POST', '/rules', ai, basicAuthHeader(other.email, other.password))).toMatchObject({
      status: 403,
      body: { code: 35 },
    })
    expect(await call('POST', '/rules', { ...keyEvents, key_events: [9999] })).toMatchObject({
      status: 400,
      body: { code: 32 },
    })
    expect(await call('POST', '/rules', { ...priceBuzz, standard: ['nope'] })).toMatchObject({
      status: 400,
      body: { code: 32 },
    })
  })

  it('fires a level rule once per crossing, not on every bucket above it', async () => {
    const db = server.database.db
    const rule = v.parse(RuleSchema, (await call('POST', '/rules', { ...buzzRule, titles: [7004] })).body)
    const analytics = analyticsOn(db, () => daysAgo(1, 0) + MINUTE)
    for (let day = 7; day >= 3; day -= 1)
      await analytics.messagesStored(byAuthors(2, daysAgo(day, 10), [7004]))
    // Three 10-minute buckets in a row at 300 %: one crossing, one alert.
    for (const minutes of [0, 10, 20])
      await analytics.messagesStored(byAuthors(6, daysAgo(2, 10) + minutes * MINUTE, [7004]))
    await analytics.messagesStored([storedMessage({ at: daysAgo(1, 0), titleIds: [7999] })])
    await analytics.stop()
    const fired = await db.select().from(triggers).where(eq(triggers.ruleId, rule.rid))
    expect(fired.map((t) => t.triggeredAt.getTime())).toEqual([daysAgo(2, 10)])
  })

  it('alerts buzz above a level while the bucket is still open, once', async () => {
    const db = server.database.db
    const rule = v.parse(RuleSchema, (await call('POST', '/rules', { ...buzzRule, titles: [7005] })).body)
    const now = Date.now()
    const analytics = analyticsOn(db, () => now)
    const slot = await spikeInOpenBucket(analytics, 7005, now)
    await analytics.messagesStored(byAuthors(2, slot + 2000, [7005], 'later'))
    const fired = await db.select().from(triggers).where(eq(triggers.ruleId, rule.rid))
    expect(fired.map((t) => t.triggeredAt.getTime())).toEqual([slot])
    expect(analytics.sent.filter((s) => s.event === 'signal')).toHaveLength(1)
    await analytics.stop()
  })

  it('turns followed standard alerts into the owner’s alerts and lists them', async () => {
    const db = server.database.db
    const follow = v.parse(
      RuleSchema,
      (
        await call('POST', '/rules', {
          rule_type: 'buzz_patterns',
          name: 'Hot days',
          titles: [7003],
          standard: ['high_buzz'],
        })
      ).body,
    )
    const analytics = analyticsOn(db, () => daysAgo(1, 6))
    for (let day = 8; day >= 3; day -= 1)
      await analytics.messagesStored(byAuthors(2, daysAgo(day, 10), [7003]))
    await analytics.messagesStored(byAuthors(7, daysAgo(2, 10), [7003]))
    await analytics.messagesStored([storedMessage({ at: daysAgo(1, 6), titleIds: [7999] })])
    await analytics.stop()

    const mine = v.parse(TriggersAnswerSchema, (await call('GET', `/triggers?rule_id=${follow.rid}`)).body)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      rule_id: follow.rid,
      rule_type: 'buzz_patterns',
      title_id: 7003,
      data: { standard_kind: 'high_buzz', name: 'Hot days' },
    })
    // The title's list holds the standard alert and the user's copy; another user sees only the standard one.
    const ofTitle = v.parse(TriggersAnswerSchema, (await call('GET', '/triggers/7003')).body)
    expect(ofTitle.map((t) => [t.rule_type, t.rule_id]).sort()).toEqual(
      [
        ['buzz_patterns', follow.rid],
        ['high_buzz', null],
      ].sort(),
    )
    const otherAuth = basicAuthHeader(other.email, other.password)
    const theirs = v.parse(
      TriggersAnswerSchema,
      (await call('GET', '/triggers/7003', undefined, otherAuth)).body,
    )
    expect(theirs.map((t) => t.rule_id)).toEqual([null])
    expect(await call('GET', `/triggers?rule_id=${follow.rid}`, undefined, otherAuth)).toMatchObject({
      status: 404,
      body: { code: 32 },
    })
    const byType = v.parse(
      TriggersAnswerSchema,
      (await call('GET', '/triggers?rule_type=user_messages')).body,
    )
    expect(byType.every((t) => t.rule_type === 'user_messages')).toBe(true)
    expect(await call('GET', '/triggers?limit=0')).toMatchObject({ status: 400, body: { code: 32 } })
    expect(await call('GET', '/triggers/abc')).toMatchObject({ status: 400, body: { code: 32 } })
    expect(await call('GET', '/triggers/123456789')).toMatchObject({ status: 404 })

    const standard = v.parse(StandardRulesAnswerSchema, (await call('GET', '/standard_rules')).body)
    expect(standard.map((r) => r.rule_type)).toContain('pre_earnings_buzz')
    expect(standard.find((r) => r.rule_type === 'price_buzz')).toMatchObject({
      series_id: 137_572,
      conditions: { minBuzz: 2, minMove: 0.03 },
    })
  })
})
