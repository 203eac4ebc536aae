import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buzzBuckets, messages, messageTitles, quotes } from '../../server/db/schema'
import { referenceCatalogue } from '../../server/seed/reference'
import {
  ApiErrorBodySchema,
  TITLE_RANGE_FILTERS,
  type TitleRowAnswer,
  TitlesAnswerSchema,
} from '../../src/core'
import { basicAuthHeader, createTestUser } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'
import { seedTitleListData, titleListCalls } from './support/title-lists'

const DAY_MS = 86_400_000

describe.each(DATABASE_TARGETS)('title lists: metric and key-event filters on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  const catalogue = referenceCatalogue()

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
    await seedTitleListData(server.database.db)
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })
  const { auth, list, post, failure, allIds } = titleListCalls(() => server)

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
      name === 'sent' ? row.sentiment : (row[name] ?? null)
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
    // Pages across the end of the titles with buzz (the ranked index, then the rest by id) join up.
    const from = Math.max(0, withBuzz.length - 4)
    const paged: number[] = []
    for (let offset = from; offset < from + 12; offset += 3)
      paged.push(
        ...(await list(`/v6/titles?sort_by=buzz&limit=3&offset=${offset}`)).titles.map((title) => title.id),
      )
    expect(paged).toEqual(byBuzz.titles.slice(from, from + 12).map((title) => title.id))
    const descending = await list('/v6/titles?sort_by=-buzz&limit=1000')
    expect(descending.titles.filter((title) => title.buzz !== null).map((title) => title.id)).toEqual(
      [...withBuzz].sort((a, b) => (b.buzz ?? 0) - (a.buzz ?? 0) || a.id - b.id).map((title) => title.id),
    )
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
