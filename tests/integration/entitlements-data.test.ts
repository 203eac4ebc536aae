import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MessageSearchAnswerSchema, TitleHistoryAnswerSchema } from '../../src/core'
import { basicAuthHeader, createTestUser } from './support/accounts'
import { answerOf, type DataClient, dataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { DAY, LIST_ID, type SeededMarket, SRC, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

const OLDER = 'You are requesting data older than your subscription allows'

describe.each(DATABASE_TARGETS)('server-side entitlements of the data calls on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let seed: SeededMarket
  let full: DataClient
  let basic: DataClient
  let premium: DataClient

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
    seed = await seedMarketData(server.database.db)
    ;({ full, basic, premium } = await dataUsers(server))
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const as = async (overrides: Parameters<typeof createTestUser>[1]) => {
    const user = await createTestUser(server, overrides)
    return dataClient(server, basicAuthHeader(user.email, user.password))
  }
  const ninetyDays = () => `startDate=${seed.nowMs - 90 * DAY}&endDate=${seed.nowMs}`

  it('refuses a basic user 90 days on every ranged call, with the history message', async () => {
    const calls = [
      () => basic.get(`/v6/titles/${T.apple}/history?${ninetyDays()}`),
      () => basic.get(`/v6/titles/${T.apple}/message_statistics?${ninetyDays()}`),
      () => basic.get(`/v6/titles/${T.apple}/key_events_v2?${ninetyDays()}`),
      () => basic.get(`/v6/titles/${T.apple}/quotes?${ninetyDays()}`),
      () => basic.get(`/v6/titles/${T.apple}/intraday?${ninetyDays()}`),
      () => basic.get(`/v6/standard_triggers/${T.apple}?${ninetyDays()}`),
      () =>
        basic.post(`/v6/datasets/history?${ninetyDays()}`, {
          dataset: 'Daily Quotes',
          filter: { id: T.apple },
        }),
      () => basic.post('/v6/messages/search', { startDate: seed.nowMs - 90 * DAY, endDate: seed.nowMs }),
    ]
    for (const call of calls) {
      const body = await expectError(await call(), 403, 35)
      expect(body.en).toBe(OLDER)
    }
  })

  it("lets the user's own history_months raise the tier default", async () => {
    const extended = await as({ subscriptionType: 'basic', historyMonths: 6 })
    await answerOf(
      await extended.get(`/v6/titles/${T.apple}/history?${ninetyDays()}`),
      TitleHistoryAnswerSchema,
    )
  })

  it('refuses key-event filtering to basic and premium, allows it with the feature', async () => {
    const body = {
      startDate: seed.nowMs - 3 * DAY,
      endDate: seed.nowMs,
      titles: [T.apple],
      key_events: ['key_events.4.21.total'],
    }
    await expectError(await basic.post('/v6/messages/search', body), 403, 35)
    await expectError(await premium.post('/v6/messages/search', body), 403, 35)
    expect(
      (await answerOf(await full.post('/v6/messages/search', body), MessageSearchAnswerSchema)).messages,
    ).toHaveLength(2)
  })

  it('needs the combine permission for two filters at once', async () => {
    const twoFilters = await as({
      subscriptionType: 'premium',
      uiFeatures: { filters: ['source', 'language'], views: [] },
    })
    const base = { startDate: seed.nowMs - 3 * DAY, endDate: seed.nowMs, titles: [T.apple] }
    await answerOf(
      await twoFilters.post('/v6/messages/search', { ...base, source: SRC.wire }),
      MessageSearchAnswerSchema,
    )
    await answerOf(
      await twoFilters.post('/v6/messages/search', { ...base, lang: 'en' }),
      MessageSearchAnswerSchema,
    )
    await expectError(
      await twoFilters.post('/v6/messages/search', { ...base, source: SRC.wire, lang: 'en' }),
      403,
      35,
    )
    await expectError(await twoFilters.post('/v6/messages/search', { ...base, type: 'news' }), 403, 35)
  })

  it('needs the list view for title filters and the author view for author filters', async () => {
    const base = { startDate: seed.nowMs - 3 * DAY, endDate: seed.nowMs }
    await expectError(
      await basic.post('/v6/messages/search', { ...base, title_filters: { listed_in: LIST_ID } }),
      403,
      35,
    )
    await answerOf(
      await premium.post('/v6/messages/search', { ...base, title_filters: { listed_in: LIST_ID } }),
      MessageSearchAnswerSchema,
    )
    await expectError(
      await premium.post('/v6/messages/search', {
        ...base,
        authors: [{ name: 'alice', source: SRC.social }],
      }),
      403,
      35,
    )
  })

  it('answers 38 for AI summaries without AI text generation', async () => {
    for (const client of [basic, premium]) {
      await expectError(
        await client.get(`/v6/newsbot/titles/${T.apple}?stream=ai-executive-summaries`),
        403,
        38,
      )
      await expectError(await client.post('/v6/messages/search', { include_exec_summary: true }), 403, 38)
    }
    const granted = await as({ subscriptionType: 'premium', aiTextgen: 1 })
    const answer = await answerOf(
      await granted.post('/v6/messages/search', { titles: [T.apple], include_exec_summary: true }),
      MessageSearchAnswerSchema,
    )
    expect(answer.executive_summary).toEqual(expect.any(String))
  })

  it('answers 13 once the subscription has run out', async () => {
    const expired = await as({ subscriptionType: 'premium', validUntil: new Date(Date.now() - DAY) })
    const response = await expired.get(`/v6/titles/${T.apple}/history`)
    expect([401, 403]).toContain(response.status)
    await expectError(response, response.status, 13)
  })
})
