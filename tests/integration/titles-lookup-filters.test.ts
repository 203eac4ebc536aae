import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buzzBuckets, messages, messageTitles, quotes, titles } from '../../server/db/schema'
import { referenceCatalogue } from '../../server/seed/reference'
import {
  ApiErrorBodySchema,
  TITLE_RANGE_FILTERS,
  type TitleRowAnswer,
  TitlesAnswerSchema,
} from '../../src/core'
import { basicAuthHeader, createTestUser, demoAuthHeader } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const DAY_MS = 86_400_000

describe.each(DATABASE_TARGETS)('GET and POST /v6/titles on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  const catalogue = referenceCatalogue()
  const idsWhere = (keep: (title: (typeof catalogue.titles)[number]) => boolean) =>
    catalogue.titles
      .filter(keep)
      .map((title) => title.id)
      .sort((a, b) => a - b)

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, { LIVE_DEMO_INTERVAL_MS: '0' })
    const db = server.database.db
    // Latest daily buzz: SAP high and positive, Siemens average and negative, Allianz low;
    // an older SAP bucket must not count.
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS + 5 * 3_600_000
    const bucket = (titleId: number, daysAgo: number, buzz: number, sentimentMean: number) => ({
      partition: 'daily_5am',
      titleId,
      bucketStart: new Date(today - daysAgo * DAY_MS),
      bucketEnd: new Date(today - (daysAgo - 1) * DAY_MS),
      buzz,
      sentimentMean,
    })
    await db
      .insert(buzzBuckets)
      .values([
        bucket(2001, 1, 0.2, -0.9),
        bucket(2001, 0, 2.5, 0.6),
        bucket(2002, 0, 1, -0.3),
        bucket(2003, 0, 0.5, 0),
        { ...bucket(2003, 0, 9, 0.9), partition: 'reddit_daily_5am' },
      ])
    // Daily closes: Apple rises 10 % on the last day, Microsoft falls 5 %, both a year of history.
    const close = (titleId: number, daysAgo: number, c: number, h = c, l = c) => ({
      titleId,
      interval: '1d' as const,
      t: new Date(today - daysAgo * DAY_MS),
      o: c,
      h,
      l,
      c,
      v: 1000,
    })
    await db
      .insert(quotes)
      .values([
        close(1001, 300, 50, 60, 40),
        close(1001, 40, 80, 120, 80),
        close(1001, 1, 100),
        close(1001, 0, 110),
        close(1002, 300, 400),
        close(1002, 1, 400),
        close(1002, 0, 380),
      ])
    await db
      .update(titles)
      .set({ listedExchangeIds: [9] })
      .where(eq(titles.id, 1001))
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const auth = () => ({ authorization: demoAuthHeader(server) })
  async function list(path: string) {
    const response = await fetch(`${server.base}${path}`, { headers: auth() })
    expect(response.status, path).toBe(200)
    return v.parse(TitlesAnswerSchema, await response.json())
  }
  async function post(
    path: string,
    body: string | undefined,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) {
    return fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { ...auth(), ...headers },
      ...(body === undefined ? {} : { body }),
    })
  }
  async function failure(response: Response, status: number, code: number) {
    expect(response.status).toBe(status)
    expect(v.parse(ApiErrorBodySchema, await response.json()).code).toBe(code)
  }
  const allIds = async (query: string) =>
    (await list(`/v6/titles?${query}&sort_by=id&limit=1000`)).titles.map((title) => title.id)

  it('filters by type, region, country, sector, exchanges and list with the seeded answers', async () => {
    expect(await allIds('type=index')).toEqual(idsWhere((title) => title.type === 'index'))
    expect(await allIds('type=forex,raw_material')).toEqual(
      idsWhere((title) => title.type === 'forex' || title.type === 'raw_material'),
    )
    expect(await allIds('country=jp,kr')).toEqual(
      idsWhere((title) => title.country === 'JP' || title.country === 'KR'),
    )
    const asia = new Set(['JP', 'KR', 'CN', 'HK', 'IN', 'TW', 'SG', 'SA'])
    expect(await allIds('region=AS&type=company')).toEqual(
      idsWhere((title) => title.type === 'company' && asia.has(title.country ?? '')),
    )
    expect(await allIds('sector=4530')).toEqual(
      idsWhere((title) => (title.sectorId ?? '').startsWith('4530')),
    )
    expect(await allIds('pri_exchange=8')).toEqual(idsWhere((title) => title.exchangeId === 8))
    expect(await allIds('exchange=9')).toEqual([1001])
    expect(await allIds('list=3')).toEqual(idsWhere((title) => (title.indexIds ?? []).includes(1_000_003)))
    expect(await allIds('list=3')).toHaveLength(30)
    const page = await list('/v6/titles?type=company&sort_by=name&limit=5&offset=5')
    expect(page.total).toBe(idsWhere((title) => title.type === 'company').length)
    expect(page.titles).toHaveLength(5)
  })

  it('filters and sorts by the latest daily buzz and sentiment', async () => {
    const byBuzz = await list('/v6/titles?list=7&buzz=90&sort_by=-buzz')
    expect(byBuzz.titles.map((title) => [title.id, title.buzz, title.sentiment])).toEqual([
      [2001, 250, 0.6],
      [2002, 100, -0.3],
    ])
    expect((await list('/v6/titles?list=7&sent_higher=0.1')).titles.map((title) => title.id)).toEqual([2001])
    expect((await list('/v6/titles?list=7&sent_lower=0&sort_by=id')).titles.map((title) => title.id)).toEqual(
      [2002],
    )
    const sorted = await list('/v6/titles?list=7&sort_by=-sentiment&limit=4')
    expect(sorted.titles.slice(0, 3).map((title) => title.id)).toEqual([2001, 2003, 2002])
    expect(sorted.titles[3]?.sentiment).toBeNull()
  })

  it('filters by price changes and 52-week distances from daily quotes', async () => {
    const rising = await list('/v6/titles?chg_higher=5')
    expect(rising.titles.map((title) => title.id)).toEqual([1001])
    expect(rising.titles[0]).toMatchObject({
      chg: 10,
      month_chg: 37.5,
      dist_52_week_high: -8.33,
      dist_52_week_low: 175,
    })
    expect((await list('/v6/titles?chg_lower=0')).titles.map((title) => title.id)).toEqual([1002])
    expect(
      (await list('/v6/titles?dist_52_week_high_lower=-4&sort_by=id')).titles.map((title) => title.id),
    ).toEqual([1001, 1002])
    expect(
      (await list('/v6/titles?dist_52_week_high_lower=-5&sort_by=id')).titles.map((title) => title.id),
    ).toEqual([1001])
    expect((await list('/v6/titles?sort_by=-chg&limit=2')).titles.map((title) => title.id)).toEqual([
      1001, 1002,
    ])
  })

  it('answers 32 for malformed filter values and 21 for another format', async () => {
    for (const query of [
      'type=stock',
      'region=XX',
      'country=ZZ',
      'sector=4a',
      'pri_exchange=x',
      'list=1;2',
      'buzz=high',
      'chg_higher=1e3',
      'sort_by=volume',
      'limit=0',
      'limit=5000',
      'offset=-1',
    ]) {
      await failure(await fetch(`${server.base}/v6/titles?${query}`, { headers: auth() }), 400, 32)
    }
    await failure(await fetch(`${server.base}/v6/titles?format=xml`, { headers: auth() }), 400, 21)
  })

  it('never answers 5xx to hostile input on the lookup calls', async () => {
    const paths = [
      '/v6/titles/%00/info',
      `/v6/titles/${'9'.repeat(30)}/info`,
      `/v6/titles/${Array.from({ length: 300 }, (_, i) => i + 1).join(',')}/info`,
      '/v6/titles/search?query=%25%5F%5C',
      `/v6/titles/search?query=${'x'.repeat(500)}`,
      '/v6/titles/search?query=a&query=b',
      '/v6/titles/%27%3B%20drop%20table%20titles/related',
      '/v6/entities/s123456789',
      '/v6/entities/p99999999999',
      '/v6/lists/99999999999',
      '/v6/holidays?country=ZZ',
      '/v6/holidays?year=2026&year=2027',
      '/v6/exchanges?country[]=DE',
      '/v6/titles?limit=99999999999999999999',
      '/v6/titles?sector=%',
      '/v6/titles?type=',
      '/v6/inventory?add_icon[]=true',
      '/v6/titles/1001/earnings?format=',
    ]
    for (const path of paths) {
      const response = await fetch(`${server.base}${path}`, { headers: auth() })
      expect(response.status, path).toBeLessThan(500)
      if (response.status !== 200)
        expect(v.safeParse(ApiErrorBodySchema, await response.json()).success, path).toBe(true)
    }
    const percent = await fetch(`${server.base}/v6/titles/search?query=%25`, { headers: auth() })
    expect(percent.status).toBe(200)
    expect(await percent.json()).toEqual([])
  })

  it('POST ranks the titles of a view filter by buzz in a partition', async () => {
    const response = await post(
      '/v6/titles?limit=2',
      JSON.stringify({ filters: [{ field: 'country', value: 'DE' }] }),
    )
    expect(response.status).toBe(200)
    const ranked = v.parse(TitlesAnswerSchema, await response.json())
    expect(ranked.partition).toBe('daily_5am')
    expect(ranked.titles.map((title) => title.id)).toEqual([2001, 2002])
    expect(ranked.total).toBe(idsWhere((title) => title.country === 'DE').length)
    const reddit = v.parse(
      TitlesAnswerSchema,
      await (
        await post(
          '/v6/titles?limit=1&partition=reddit_daily_5am',
          JSON.stringify({ filters: [{ field: 'subindustry', value: ['40301030'] }] }),
        )
      ).json(),
    )
    expect(reddit.titles.map((title) => [title.id, title.buzz])).toEqual([[2003, 900]])
    const noBody = await post('/v6/titles?sort_by=id&limit=1', undefined, {})
    expect(noBody.status).toBe(200)
    await failure(await post('/v6/titles', '{"filters": ['), 400, 33)
    await failure(
      await post('/v6/titles', JSON.stringify({ filters: [{ field: 'planet', value: 'x' }] })),
      400,
      32,
    )
    await failure(
      await post('/v6/titles', JSON.stringify({ filters: [{ field: 'country', value: 'XX' }] })),
      400,
      32,
    )
    await failure(await post('/v6/titles?partition=weekly', '{}'), 400, 32)
    await failure(await post('/v6/titles?format=csv', '{}'), 400, 21)
  })
  // These run last: they add quotes, buzz and messages the earlier expectations do not know.

  it('applies every metric filter in the database with the answers of the row values', async () => {
    const db = server.database.db
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS + 5 * 3_600_000
    const close = (titleId: number, daysAgo: number, c: number, h = c, l = c) => ({
      titleId,
      interval: '1d' as const,
      t: new Date(today - daysAgo * DAY_MS),
      o: c,
      h,
      l,
      c,
      v: 1,
    })
    await db.insert(quotes).values([
      // Amazon: an old bar outside the 372 days read, a year of history, a 10 % last day.
      close(1003, 400, 10),
      close(1003, 366, 40, 44, 39),
      close(1003, 200, 50),
      close(1003, 20, 60, 70, 55),
      close(1003, 8, 60),
      close(1003, 1, 60),
      close(1003, 0, 66),
      // Alphabet A: one bar only, at its high and low.
      close(1004, 0, 5),
      // Alphabet C: a previous close of 0 (no change) and a low of 0 (no distance).
      close(1005, 1, 0),
      close(1005, 0, 3),
      // Meta: the last bar is too old to count.
      close(1006, 380, 7),
      // NVIDIA: changes that round on a half.
      close(1007, 31, 8),
      close(1007, 7, 7.9996),
      close(1007, 1, 3),
      close(1007, 0, 3.0003),
    ])
    const bucket = (titleId: number, buzz: number, sentimentMean: number | null) => ({
      partition: 'daily_5am',
      titleId,
      bucketStart: new Date(today),
      bucketEnd: new Date(today + DAY_MS),
      buzz,
      sentimentMean,
    })
    await db
      .insert(buzzBuckets)
      .values([bucket(1003, 0.012345, 0.1), bucket(1004, 0.9, null), bucket(1005, 2.5, 0.6)])

    const rows = (await list('/v6/titles?sort_by=id&limit=1000')).titles
    expect(rows.find((row) => row.id === 1003)).toMatchObject({
      chg: 10,
      week_chg: 10,
      dist_52_week_high: -5.71,
    })
    expect(rows.find((row) => row.id === 1005)).toMatchObject({ chg: null, dist_52_week_low: null })
    expect(rows.find((row) => row.id === 1006)).toMatchObject({ chg: null, dist_52_week_high: null })
    const rangeValue = (row: TitleRowAnswer, name: (typeof TITLE_RANGE_FILTERS)[number]) =>
      name === 'sent' ? row.sentiment : row[name]
    const expected = (keep: (row: TitleRowAnswer) => boolean) => rows.filter(keep).map((row) => row.id)
    for (const name of TITLE_RANGE_FILTERS) {
      for (const bound of [-50, -8.33, -5, 0, 0.01, 0.5, 5, 10, 37.5, 175]) {
        const above = expected((row) => {
          const value = rangeValue(row, name)
          return value !== null && value > bound
        })
        const below = expected((row) => {
          const value = rangeValue(row, name)
          return value !== null && value < bound
        })
        expect(await allIds(`${name}_higher=${bound}`), `${name}_higher=${bound}`).toEqual(above)
        expect(await allIds(`${name}_lower=${bound}`), `${name}_lower=${bound}`).toEqual(below)
      }
    }
    for (const bound of [0, 1.23, 1.24, 50, 90, 100, 250]) {
      expect(await allIds(`buzz=${bound}`), `buzz=${bound}`).toEqual(
        expected((row) => row.buzz !== null && row.buzz >= bound),
      )
    }
    expect(await allIds('chg_higher=-100&year_chg_higher=0&dist_52_week_low_higher=0')).toEqual(
      expected(
        (row) =>
          row.chg !== null &&
          row.chg > -100 &&
          row.year_chg !== null &&
          row.year_chg > 0 &&
          row.dist_52_week_low !== null &&
          row.dist_52_week_low > 0,
      ),
    )
  })

  it('limits, offsets and counts after filtering and sorting in the database', async () => {
    const all = await list('/v6/titles?chg_higher=-100&sort_by=-chg&limit=1000')
    expect(all.total).toBe(all.titles.length)
    expect(all.titles.map((title) => title.chg)).toEqual(
      all.titles.map((title) => title.chg).sort((a, b) => (b ?? 0) - (a ?? 0)),
    )
    const page = await list('/v6/titles?chg_higher=-100&sort_by=-chg&limit=2&offset=1')
    expect(page.total).toBe(all.total)
    expect(page.titles.map((title) => title.id)).toEqual(all.titles.slice(1, 3).map((title) => title.id))
    const beyond = await list('/v6/titles?chg_higher=-100&sort_by=-chg&limit=2&offset=500')
    expect(beyond).toMatchObject({ total: all.total, titles: [] })
    // Sorted by a number without a filter: titles without it come last, by id.
    const byBuzz = await list('/v6/titles?sort_by=buzz&limit=1000')
    const withBuzz = byBuzz.titles.filter((title) => title.buzz !== null)
    expect(byBuzz.titles.slice(0, withBuzz.length)).toEqual(withBuzz)
    expect(withBuzz.map((title) => title.buzz)).toEqual(
      withBuzz.map((title) => title.buzz ?? 0).sort((a, b) => a - b),
    )
    const rest = byBuzz.titles.slice(withBuzz.length).map((title) => title.id)
    expect(rest).toEqual([...rest].sort((a, b) => a - b))
    expect(byBuzz.total).toBe(catalogue.titles.length)
  })

  it('filters titles by key events (score 4 or more) in the partition window', async () => {
    const db = server.database.db
    const now = Date.now()
    let serial = 0
    const message = async (titleIds: number[], keyEvents: Record<string, number>, hoursAgo = 1) => {
      serial += 1
      const messageTime = new Date(now - hoursAgo * 3_600_000)
      const [row] = await db
        .insert(messages)
        .values({
          source: 'wire.example',
          sourceId: `key-event-${serial}`,
          type: 'news',
          messageTime,
          sub: `Key event message ${serial}`,
          keyEvents,
          contentHash: `key-event-${serial}`,
        })
        .returning({ id: messages.id })
      if (!row) throw new Error('no message')
      await db
        .insert(messageTitles)
        .values(titleIds.map((titleId) => ({ messageId: row.id, titleId, messageTime })))
    }
    await message([1001, 2001], { '21': 6 })
    await message([1001], { '21': 4, '22': 2 })
    await message([1002], { '21': 3.9, '22': 5 })
    await message([1003], { '21': 9 }, 30)
    await message([1004], { '23': 8 }, 30)
    await message([1004], { '23': 8 }, 2)

    const ranked = async (filters: unknown[], query = 'sort_by=id') => {
      const response = await post(`/v6/titles?${query}&limit=1000`, JSON.stringify({ filters }))
      const text = await response.text()
      expect(response.status, text).toBe(200)
      return v.parse(TitlesAnswerSchema, JSON.parse(text)).titles.map((title) => title.id)
    }
    const count = (id: number, value: number, comparator?: string) => ({
      field: `key_events.4.${id}.total`,
      value,
      ...(comparator ? { comparator } : {}),
    })
    expect(await ranked([count(21, 1)])).toEqual([1001, 2001])
    expect(await ranked([count(21, 2)])).toEqual([1001])
    expect(await ranked([count(21, 3)])).toEqual([])
    expect(await ranked([count(21, 1, 'eq')])).toEqual([2001])
    expect(await ranked([count(21, 1, 'gt')])).toEqual([1001])
    expect(await ranked([{ ...count(21, 1), value: '2' }])).toEqual([1001])
    expect(await ranked([count(22, 1)])).toEqual([1002])
    expect(await ranked([{ field: 'key_events', value: [21, 22] }])).toEqual([1001, 1002, 2001])
    expect(await ranked([{ field: 'key_events', value: 'key_events.4.23.total' }])).toEqual([1004])
    expect(await ranked([count(21, 1), { field: 'country', value: 'DE' }])).toEqual([2001])
    expect(await ranked([count(21, 1), count(22, 1)])).toEqual([])
    // Only the last bucket length counts: 24 hours for daily_5am, 10 minutes for realtime.
    expect(await ranked([count(23, 2)])).toEqual([])
    expect(await ranked([count(21, 1)], 'sort_by=id&partition=realtime')).toEqual([])
    expect(await allIds('key_events=21')).toEqual([1001, 2001])
    expect(await allIds('key_events=key_events.4.22.total,23')).toEqual([1002, 1004])
    expect(await allIds('key_events=21&country=US')).toEqual([1001])

    const refused = async (filters: unknown[], name: string) => {
      const response = await post('/v6/titles', JSON.stringify({ filters }))
      const text = await response.text()
      expect(response.status, `${name}: ${text}`).toBe(400)
      return v.parse(ApiErrorBodySchema, JSON.parse(text))
    }
    const unknown = await refused([count(999, 1), { field: 'key_events', value: [21, 998] }], 'unknown')
    expect(unknown.code).toBe(32)
    expect(unknown.en).toContain('999, 998')
    for (const [filters, name] of [
      [[count(21, 0)], 'zero'],
      [[{ ...count(21, 1), value: [1, 2] }], 'two counts'],
      [[{ ...count(21, 1), value: 'x' }], 'text count'],
      [[{ field: 'key_events.3.21.total', value: 1 }], 'score 3'],
      [[{ field: 'key_events', value: ['x'] }], 'not an id'],
      [[{ field: 'key_events', value: [] }], 'empty'],
      [[{ field: 'country', comparator: 'gte', value: 'DE' }], 'gte on a list'],
      [[{ ...count(21, 1), comparator: 'lt' }], 'lt'],
    ] as const) {
      expect((await refused([...filters], name)).code, name).toBe(32)
    }
    const badQuery = await fetch(`${server.base}/v6/titles?key_events=21,997`, { headers: auth() })
    expect(badQuery.status).toBe(400)
    expect(v.parse(ApiErrorBodySchema, await badQuery.json())).toMatchObject({ code: 32 })
  })

  it('refuses key-event filters to an account without the key-event filter (35)', async () => {
    const basic = await createTestUser(server, { subscriptionType: 'basic' })
    const premium = await createTestUser(server, {
      subscriptionType: 'premium',
      uiFeatures: {
        filters: ['type', 'language', 'title', 'combine', 'source'],
        views: ['list', 'key_event'],
      },
    })
    for (const user of [basic, premium]) {
      const authorization = basicAuthHeader(user.email, user.password)
      const viaPost = await fetch(`${server.base}/v6/titles`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ filters: [{ field: 'key_events.4.21.total', value: 1 }] }),
      })
      await failure(viaPost, 403, 35)
      await failure(
        await fetch(`${server.base}/v6/titles?key_events=21`, { headers: { authorization } }),
        403,
        35,
      )
      const plain = await fetch(`${server.base}/v6/titles`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ filters: [{ field: 'country', value: 'DE' }] }),
      })
      expect(plain.status).toBe(200)
    }
  })
})
