import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiErrorBodySchema,
  BuzzUpdateSchema,
  FILTER_PERMISSIONS,
  LIVE_EVENT,
  SubscribeWatchlistAckSchema,
  VIEW_PERMISSIONS,
  WatchlistDetailSchema,
  WatchlistMessagesAnswerSchema,
  WatchlistSchema,
  WatchlistsAnswerSchema,
  WatchlistTitlesAnswerSchema,
} from '../../src/core'
import { byAuthors, insertTitles } from './rollups-fixtures'
import { basicAuthHeader, createTestUser, type TestUser } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { authorize, collect, connectLive } from './support/live-client'
import { APPLE_REALTIME, type SeededMarket, SRC, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

const DAY_MS = 86_400_000
/** Titles for the limit tests: more than the 100 views of a non-trial user. */
const MANY = Array.from({ length: 101 }, (_, i) => 8_100_001 + i)
type LiveSocket = Awaited<ReturnType<typeof connectLive>>

describe.each(DATABASE_TARGETS)('watchlists on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let market: SeededMarket
  let owner: TestUser
  let other: TestUser
  const sockets: LiveSocket[] = []

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, {}, { analyticsTickMs: 0 })
    market = await seedMarketData(server.database.db)
    await insertTitles(server.database.db, [...MANY, 8_200_001, 8_200_002])
    owner = await createTestUser(server, {
      subscriptionType: 'platinum',
      uiFeatures: { filters: [...FILTER_PERMISSIONS], views: [...VIEW_PERMISSIONS] },
    })
    other = await createTestUser(server, { subscriptionType: 'platinum' })
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const authOf = (user: TestUser) => basicAuthHeader(user.email, user.password)

  async function call(method: string, path: string, body?: unknown, user = owner, raw?: string) {
    const headers: Record<string, string> = { authorization: authOf(user) }
    if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json'
    const response = await fetch(`${server.base}/v6${path}`, {
      method,
      headers,
      ...(raw !== undefined ? { body: raw } : body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  async function ok<T extends v.GenericSchema>(
    schema: T,
    method: string,
    path: string,
    body?: unknown,
    user = owner,
  ): Promise<v.InferOutput<T>> {
    const answer = await call(method, path, body, user)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return v.parse(schema, answer.body)
  }

  async function refused(
    status: number,
    code: number,
    method: string,
    path: string,
    body?: unknown,
    user = owner,
  ) {
    const answer = await call(method, path, body, user)
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    const error = v.parse(ApiErrorBodySchema, answer.body)
    expect(error.code).toBe(code)
    return error
  }

  const create = (name: string, user = owner) => ok(WatchlistSchema, 'POST', '/watchlists', { name }, user)

  it('creates, lists, fills, reads and deletes a watchlist', async () => {
    const created = await create('  Tech  ')
    expect(created).toMatchObject({ name: 'Tech', titles: [], authors: [], queries: [], filters: [] })
    expect(Math.abs(created.created - Date.now() / 1000)).toBeLessThan(60)

    const filled = await ok(WatchlistDetailSchema, 'POST', `/watchlists/${created.id}`, {
      titles: [T.apple, T.microsoft, T.apple],
      authors: [{ name: 'alice', source: SRC.social }],
      queries: ['bitcoin rallies'],
    })
    expect(filled).toMatchObject({
      id: created.id,
      titles: [T.apple, T.microsoft].sort((a, b) => a - b),
      authors: [{ name: 'alice', source: SRC.social }],
      queries: ['bitcoin rallies'],
      partition: 'realtime',
    })
    // Adding what it holds already changes nothing.
    const again = await ok(WatchlistDetailSchema, 'POST', `/watchlists/${created.id}`, { titles: [T.apple] })
    expect(again.titles).toEqual(filled.titles)

    const detail = await ok(WatchlistDetailSchema, 'GET', `/watchlists/${created.id}?partition=realtime`)
    const apple = detail.assets.find((asset) => asset.id === T.apple)
    const latest = APPLE_REALTIME.find((bucket) => bucket.agoBuckets === 1)
    expect(apple).toMatchObject({
      partition: 'realtime',
      buzz: latest?.buzz,
      sentiment: latest?.sentiment,
      messages: latest?.messages,
    })
    expect(detail.assets.find((asset) => asset.id === T.microsoft)).toMatchObject({ buzz: null, messages: 0 })
    await refused(400, 32, 'GET', `/watchlists/${created.id}?partition=weekly`)

    const list = await ok(WatchlistsAnswerSchema, 'GET', '/watchlists')
    expect(list.watchlists.map((w) => w.id)).toContain(created.id)
    expect(list.inventory).toBeUndefined()
    const withInventory = await ok(WatchlistsAnswerSchema, 'GET', '/watchlists?inventory=true')
    expect(withInventory.inventory?.map((title) => title.id)).toEqual(
      expect.arrayContaining([T.apple, T.microsoft]),
    )

    const second = await create('Europe')
    await ok(WatchlistDetailSchema, 'POST', `/watchlists/${second.id}`, { titles: [T.siemens, T.apple] })
    const titles = await ok(WatchlistTitlesAnswerSchema, 'GET', '/watchlists/titles')
    expect(titles.titles.find((title) => title.id === T.apple)).toMatchObject({
      n: expect.any(String),
      watchlists: [created.id, second.id],
    })
    expect(titles.titles.find((title) => title.id === T.siemens)?.watchlists).toEqual([second.id])

    const removedTitle = await ok(WatchlistDetailSchema, 'DELETE', `/watchlists/${created.id}/${T.microsoft}`)
    expect(removedTitle.titles).toEqual([T.apple])
    expect(removedTitle.assets.map((asset) => asset.id)).toEqual([T.apple])
    await refused(404, 32, 'DELETE', `/watchlists/${created.id}/${T.microsoft}`)

    const removedAuthors = await ok(WatchlistDetailSchema, 'DELETE', `/watchlists/${created.id}/authors`, {
      authors: [{ name: 'alice', source: SRC.social }],
    })
    expect(removedAuthors.authors).toEqual([])
    await refused(404, 32, 'DELETE', `/watchlists/${created.id}/authors`, {
      authors: [{ name: 'alice', source: SRC.social }],
    })
    const removedQueries = await ok(WatchlistDetailSchema, 'DELETE', `/watchlists/${created.id}/queries`, {
      queries: ['bitcoin rallies'],
    })
    expect(removedQueries.queries).toEqual([])
    expect(removedQueries.updated).toBeGreaterThanOrEqual(created.updated)

    const deleted = await ok(WatchlistSchema, 'DELETE', `/watchlists/${second.id}`)
    expect(deleted).toMatchObject({ id: second.id, name: 'Europe' })
    await refused(404, 32, 'GET', `/watchlists/${second.id}`)
    const after = await ok(WatchlistTitlesAnswerSchema, 'GET', '/watchlists/titles')
    expect(after.titles.map((title) => title.id)).toEqual([T.apple])
  })

  it('saves views and replaces a view with the same filter', async () => {
    const list = await create('Views')
    const path = `/watchlists/${list.id}/filters`
    const asset = await ok(WatchlistDetailSchema, 'POST', path, { filter: { asset: T.apple }, alerts: true })
    expect(asset.filters).toEqual([
      {
        id: expect.any(Number),
        watchlistId: list.id,
        name: '',
        alerts: true,
        filter: { asset: T.apple },
        type: 'asset',
      },
    ])
    const view = { country: 'DE', sector: ['10', '15'] }
    await ok(WatchlistDetailSchema, 'POST', path, { filter: view, name: 'German industry' })
    const replaced = await ok(WatchlistDetailSchema, 'POST', path, {
      filter: { sector: ['10', '15'], country: 'DE' },
      name: 'Renamed',
      alerts: true,
    })
    expect(replaced.filters.map((f) => [f.name, f.type, f.alerts])).toEqual([
      ['', 'asset', true],
      ['Renamed', 'view', true],
    ])
    await refused(400, 32, 'POST', path, { filter: {} })
    await refused(400, 32, 'POST', path, { filter: { colour: 'red' } })
    await refused(400, 8, 'POST', path, { alerts: true })
    await refused(404, 32, 'DELETE', path, [{ asset: T.microsoft }])
    await refused(400, 32, 'DELETE', path, { asset: T.apple })
    await refused(400, 8, 'DELETE', path)
    const removed = await ok(WatchlistDetailSchema, 'DELETE', path, [{ filter: view }, { asset: T.apple }])
    expect(removed.filters).toEqual([])
  })

  it('answers messages of its titles, its authors and its queries, newest first', async () => {
    const list = await create('Messages')
    await ok(WatchlistDetailSchema, 'POST', `/watchlists/${list.id}`, {
      titles: [T.siemens],
      authors: [{ name: 'alice', source: SRC.social }],
      queries: ['bitcoin rallies'],
    })
    const path = `/watchlists/${list.id}/messages`
    const ids = async (query = '') =>
      (await ok(WatchlistMessagesAnswerSchema, 'GET', `${path}${query}`)).messages.map((m) => m.id)
    // Last 3 days: m3 (alice, 1 h), m5 and m6 (Siemens, 26 h and 30 h), m7 (bitcoin rallies, 50 h).
    const m = market.ids
    expect(await ids()).toEqual([m.m3, m.m5, m.m6, m.m7])
    expect(await ids('?limit=2')).toEqual([m.m3, m.m5])
    expect(await ids('?lang=de')).toEqual([m.m5, m.m6])
    expect(await ids('?type=tweets,news')).toEqual([m.m3, m.m7])
    expect(await ids('?search_term=Aktie')).toEqual([m.m5])
    expect(await ids('?score=2')).toEqual([m.m3, m.m5, m.m7])
    const start = Date.now() - 28 * 3_600_000
    expect(await ids(`?startDate=${start}&endDate=${Date.now()}&partition=realtime`)).toEqual([m.m3, m.m5])
    await refused(400, 32, 'GET', `${path}?limit=0`)
    await refused(400, 32, 'GET', `${path}?startDate=${Date.now()}&endDate=${Date.now() - DAY_MS}`)
    await refused(400, 32, 'GET', `${path}?partition=weekly`)
    await refused(400, 32, 'GET', `${path}?colour=red`)
    const empty = await create('Empty')
    expect(
      (await ok(WatchlistMessagesAnswerSchema, 'GET', `/watchlists/${empty.id}/messages`)).messages,
    ).toEqual([])
  })

  it('renames a watchlist, keeping its items; a blank name is refused', async () => {
    const list = await create('Old name')
    await ok(WatchlistDetailSchema, 'POST', `/watchlists/${list.id}`, { titles: [T.apple] })
    const renamed = await ok(WatchlistDetailSchema, 'PATCH', `/watchlists/${list.id}`, {
      name: '  New name ',
    })
    expect(renamed).toMatchObject({ id: list.id, name: 'New name', titles: [T.apple] })
    await refused(400, 32, 'PATCH', `/watchlists/${list.id}`, { name: '   ' })
    await refused(400, 8, 'PATCH', `/watchlists/${list.id}`, {})
    expect((await ok(WatchlistDetailSchema, 'GET', `/watchlists/${list.id}`)).name).toBe('New name')
  })

  it('keeps each watchlist to its owner: another user’s wid answers 404', async () => {
    const mine = await create('Private')
    await ok(WatchlistDetailSchema, 'POST', `/watchlists/${mine.id}`, { titles: [T.apple] })
    const theirs = await ok(WatchlistsAnswerSchema, 'GET', '/watchlists', undefined, other)
    expect(theirs.watchlists).toEqual([])
    const cases: [string, string, unknown][] = [
      ['GET', `/watchlists/${mine.id}`, undefined],
      ['GET', `/watchlists/${mine.id}/messages`, undefined],
      ['POST', `/watchlists/${mine.id}`, { titles: [T.siemens] }],
      ['POST', `/watchlists/${mine.id}/filters`, { filter: { asset: T.apple } }],
      ['DELETE', `/watchlists/${mine.id}/authors`, { authors: [{ name: 'alice', source: SRC.social }] }],
      ['DELETE', `/watchlists/${mine.id}/queries`, { queries: ['x'] }],
      ['DELETE', `/watchlists/${mine.id}/${T.apple}`, undefined],
      ['DELETE', `/watchlists/${mine.id}`, undefined],
      ['PATCH', `/watchlists/${mine.id}`, { name: 'Taken over' }],
      ['GET', '/watchlists/999999999', undefined],
    ]
    for (const [method, path, body] of cases) {
      const error = await refused(404, 32, method, path, body, other)
      expect(error.en).toMatch(/No watchlist with id/)
    }
    const still = await ok(WatchlistDetailSchema, 'GET', `/watchlists/${mine.id}`)
    expect(still.titles).toEqual([T.apple])
    expect(still.name).toBe('Private')
    expect(
      (await ok(WatchlistTitlesAnswerSchema, 'GET', '/watchlists/titles', undefined, other)).titles,
    ).toEqual([])
  })

  it('answers missing, malformed and unparsable input with codes 8, 32 and 33, storing nothing', async () => {
    const list = await create('Errors')
    const path = `/watchlists/${list.id}`
    const required = (call: string) => `Required parameter body was null or undefined when calling ${call}`
    expect((await refused(400, 8, 'POST', '/watchlists')).en).toBe(required('createWatchlist'))
    expect((await refused(400, 8, 'POST', path)).en).toBe(required('addWatchlistItems'))
    expect((await refused(400, 8, 'DELETE', `${path}/authors`)).en).toBe(required('removeWatchlistAuthors'))
    expect((await refused(400, 8, 'DELETE', `${path}/queries`)).en).toBe(required('removeWatchlistQueries'))
    await refused(400, 8, 'POST', '/watchlists', {})
    await refused(400, 8, 'POST', path, {})
    await refused(400, 8, 'POST', path, { titles: [], authors: [] })
    await refused(400, 8, 'DELETE', `${path}/authors`, {})
    await refused(400, 32, 'POST', '/watchlists', { name: '   ' })
    await refused(400, 32, 'POST', '/watchlists', { name: 'x', colour: 'red' })
    await refused(400, 32, 'POST', '/watchlists', ['x'])
    await refused(400, 32, 'POST', path, { titles: ['AAPL'] })
    await refused(400, 8, 'POST', path, { authors: [{ name: 'alice' }] })
    await refused(400, 32, 'DELETE', `${path}/queries`, { queries: [] })
    await refused(400, 32, 'GET', '/watchlists/abc')
    await refused(400, 32, 'DELETE', `${path}/AAPL`)
    await refused(400, 32, 'GET', '/watchlists?inventory=maybe')
    await refused(400, 21, 'GET', '/watchlists?format=xml')
    expect(await call('POST', path, undefined, owner, '{"titles":')).toMatchObject({
      status: 400,
      body: { code: 33 },
    })
    expect(await call('POST', '/watchlists', undefined, owner, '{')).toMatchObject({
      status: 400,
      body: { code: 33 },
    })

    // One unknown title: a 400/32 naming it, and neither the known title nor the author is stored.
    const unknown = await refused(400, 32, 'POST', path, {
      titles: [T.apple, 999_999_991],
      authors: [{ name: 'alice', source: SRC.social }],
    })
    expect(unknown.en).toContain('999999991')
    expect(unknown.en).not.toContain(String(T.apple))
    const unchanged = await ok(WatchlistDetailSchema, 'GET', path)
    expect(unchanged).toMatchObject({ titles: [], authors: [], queries: [] })

    const anonymous = await fetch(`${server.base}/v6/watchlists`)
    expect(anonymous.status).toBe(401)
    const expired = await createTestUser(server, { validUntil: new Date(Date.now() - DAY_MS) })
    await refused(403, 13, 'GET', '/watchlists', undefined, expired)
  })

  it('enforces the tier’s watchlist views and authors over all of the user’s watchlists', async () => {
    const trial = await createTestUser(server, { subscriptionType: 'trial' })
    const first = await create('One', trial)
    const second = await create('Two', trial)
    // Trial: 5 views, 4 authors (application §6).
    await ok(WatchlistDetailSchema, 'POST', `/watchlists/${first.id}`, { titles: MANY.slice(0, 3) }, trial)
    await ok(WatchlistDetailSchema, 'POST', `/watchlists/${second.id}`, { queries: ['tesla'] }, trial)
    const over = await refused(
      403,
      35,
      'POST',
      `/watchlists/${second.id}`,
      { titles: MANY.slice(3, 5) },
      trial,
    )
    expect(over.en).toMatch(/views/)
    expect(
      (await ok(WatchlistDetailSchema, 'GET', `/watchlists/${second.id}`, undefined, trial)).titles,
    ).toEqual([])
    await ok(
      WatchlistDetailSchema,
      'POST',
      `/watchlists/${second.id}/filters`,
      { filter: { asset: T.apple } },
      trial,
    )
    await refused(403, 35, 'POST', `/watchlists/${first.id}`, { titles: [MANY[3]] }, trial)
    // Replacing an existing view needs no room; already held items do not count twice.
    await ok(
      WatchlistDetailSchema,
      'POST',
      `/watchlists/${second.id}/filters`,
      { filter: { asset: T.apple } },
      trial,
    )
    await ok(WatchlistDetailSchema, 'POST', `/watchlists/${first.id}`, { titles: [MANY[0] ?? 0] }, trial)

    const authors = (n: number, from = 0) =>
      Array.from({ length: n }, (_, i) => ({ name: `writer${from + i}`, source: SRC.forum }))
    await ok(WatchlistDetailSchema, 'POST', `/watchlists/${first.id}`, { authors: authors(4) }, trial)
    const tooMany = await refused(
      403,
      35,
      'POST',
      `/watchlists/${second.id}`,
      { authors: authors(1, 4) },
      trial,
    )
    expect(tooMany.en).toMatch(/authors/)
    // Removing frees room again.
    await ok(WatchlistDetailSchema, 'DELETE', `/watchlists/${first.id}/${MANY[0]}`, undefined, trial)
    await ok(WatchlistDetailSchema, 'POST', `/watchlists/${second.id}`, { titles: [MANY[4] ?? 0] }, trial)

    // Non-trial users get 100 views (application §6).
    const basic = await createTestUser(server, { subscriptionType: 'basic' })
    const big = await create('Big', basic)
    await refused(403, 35, 'POST', `/watchlists/${big.id}`, { titles: MANY }, basic)
    const full = await ok(
      WatchlistDetailSchema,
      'POST',
      `/watchlists/${big.id}`,
      { titles: MANY.slice(0, 100) },
      basic,
    )
    expect(full.titles).toHaveLength(100)
    await refused(403, 35, 'POST', `/watchlists/${big.id}`, { queries: ['one more'] }, basic)
  })

  it('limits the number of watchlists per user', async () => {
    const user = await createTestUser(server, { subscriptionType: 'basic' })
    for (let i = 0; i < 50; i += 1) await create(`List ${i}`, user)
    await refused(400, 32, 'POST', '/watchlists', { name: 'one too many' }, user)
  })

  describe('live', () => {
    async function authorizedSocket(user: TestUser): Promise<LiveSocket> {
      const socket = await connectLive(server.base)
      sockets.push(socket)
      expect(await authorize(socket, user.email, user.password)).toMatchObject({
        result: { user_id: user.row.id },
      })
      return socket
    }

    const subscribe = async (socket: LiveSocket, payload: unknown) =>
      v.parse(
        SubscribeWatchlistAckSchema,
        await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeWatchlist, payload),
      )

    it('subscribe_watchlist sends buzz of the watchlist’s titles and not of others', async () => {
      const list = await create('Live')
      await ok(WatchlistDetailSchema, 'POST', `/watchlists/${list.id}`, { titles: [8_200_001] })
      const socket = await authorizedSocket(owner)
      expect(await subscribe(socket, { wid: list.id })).toEqual({
        result: { wid: list.id, partition: 'realtime', titles: [8_200_001] },
      })
      const received = collect(socket, LIVE_EVENT.buzz, 2500)
      await server.analytics.messagesStored(byAuthors(3, Date.now(), [8_200_002], 'outside'))
      await server.analytics.messagesStored(byAuthors(3, Date.now(), [8_200_001], 'inside'))
      const updates = (await received).map((update) => v.parse(BuzzUpdateSchema, update))
      expect(updates.length).toBeGreaterThan(0)
      expect(new Set(updates.map((update) => update.id))).toEqual(new Set([8_200_001]))
      expect(updates[0]).toMatchObject({ partition: 'realtime' })
    })

    it('follows the watchlist: an asset added after subscribing sends its buzz without a new subscribe', async () => {
      const list = await create('Growing')
      await ok(WatchlistDetailSchema, 'POST', `/watchlists/${list.id}`, { titles: [8_200_001] })
      const socket = await authorizedSocket(owner)
      await subscribe(socket, { wid: list.id })
      await ok(WatchlistDetailSchema, 'POST', `/watchlists/${list.id}`, { titles: [8_200_002] })
      // The live server follows the change asynchronously (through the adapter's fetchSockets).
      await new Promise((resolve) => setTimeout(resolve, 300))
      const received = collect(socket, LIVE_EVENT.buzz, 2500)
      await server.analytics.messagesStored(byAuthors(3, Date.now(), [8_200_002], 'added'))
      const updates = (await received).map((update) => v.parse(BuzzUpdateSchema, update))
      expect(new Set(updates.map((update) => update.id))).toEqual(new Set([8_200_002]))
    })

    it('answers another user’s or an unknown watchlist with 404 and joins nothing', async () => {
      const list = await create('Not yours')
      await ok(WatchlistDetailSchema, 'POST', `/watchlists/${list.id}`, { titles: [8_200_002] })
      const socket = await authorizedSocket(other)
      for (const wid of [list.id, 999_999_999]) {
        expect(await subscribe(socket, { wid })).toEqual({
          error: { code: 404, internalCode: 'NOT_FOUND', en: `Unknown watchlist: ${wid}` },
        })
      }
      expect(await subscribe(socket, { wid: 'x' })).toMatchObject({ error: { code: 32 } })
      expect(await subscribe(socket, { wid: list.id, partition: 'weekly' })).toMatchObject({
        error: { code: 32 },
      })
      const received = collect(socket, LIVE_EVENT.buzz, 1500)
      await server.analytics.messagesStored(byAuthors(3, Date.now(), [8_200_002], 'nobody'))
      expect(await received).toEqual([])

      const anonymous = await connectLive(server.base)
      sockets.push(anonymous)
      expect(await subscribe(anonymous, { wid: list.id })).toMatchObject({ error: { code: 13 } })
    })
  })
})
