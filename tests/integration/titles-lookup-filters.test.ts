import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { referenceCatalogue } from '../../server/seed/reference'
import { ApiErrorBodySchema, EU_COUNTRIES, REST_OF_ASIA_COUNTRIES, TitlesAnswerSchema } from '../../src/core'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'
import { seedTitleListData, titleListCalls } from './support/title-lists'

const _DAY_MS = 86_400_000

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
    server = await startTestServer(database.url)
    await seedTitleListData(server.database.db)
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })
  const { auth, list, post, failure, allIds } = titleListCalls(() => server)

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
    // The application's market codes (EU is the European Union, not the continent).
    expect(await allIds('region=US&type=company')).toEqual(
      idsWhere((title) => title.type === 'company' && title.country === 'US'),
    )
    const europeanUnion = new Set<string>(EU_COUNTRIES)
    expect(await allIds('region=eu,REST_AS')).toEqual(
      idsWhere(
        (title) =>
          europeanUnion.has(title.country ?? '') ||
          (REST_OF_ASIA_COUNTRIES as readonly string[]).includes(title.country ?? ''),
      ),
    )
    expect(await allIds('region=US&type=company')).not.toHaveLength(0)
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
    // The latest day's message count: the explore tree map by buzz leaves out titles of a few messages.
    const talkedAbout = await list('/v6/titles?list=7&messages_higher=4&sort_by=-buzz')
    expect(talkedAbout.titles.map((title) => title.id)).toEqual([2001, 2003])
    expect((await list('/v6/titles?list=7&messages_lower=4')).titles.map((title) => title.id)).toEqual([2002])
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
})
