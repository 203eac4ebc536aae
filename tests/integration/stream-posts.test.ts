import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { streamPosts, titles } from '../../server/db/schema'
import {
  MarketOverviewAnswerSchema,
  NewsbotArticlesAnswerSchema,
  StreamPostsAnswerSchema,
  StreamPostsByIdAnswerSchema,
  TriggersFeedAnswerSchema,
} from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const TOKEN = 'operator-token-for-stream-posts-0123'
const DAY = 86_400_000
const MINUTE = 60_000
/** Names no linker matches in the texts: the messages declare their titles. */
const SPIKY = 7101
const STEADY = 7102
const QUIET = 7103
const COIN = 7104

const midnight = Math.floor(Date.now() / DAY) * DAY
const at = (daysAgo: number, hour: number, minute = 0) =>
  midnight - daysAgo * DAY + hour * 3_600_000 + minute * MINUTE

let nextId = 0
function line(titleId: number, time: number, fields: Record<string, unknown> = {}): string {
  nextId += 1
  return JSON.stringify({
    source: `wire${nextId % 4}.stream.example`,
    source_id: `sp-${nextId}`,
    type: 'news',
    time: new Date(time).toISOString(),
    sub: `Routine market note ${nextId} on the listed company`,
    author: `writer-${nextId}`,
    titles: [titleId],
    ...fields,
  })
}

describe.each(DATABASE_TARGETS)('AI updates (stream posts) on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let full: DataClient
  let basic: DataClient

  async function ingest(lines: readonly string[]): Promise<void> {
    const response = await fetch(`${server.base}/v6/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' },
      body: lines.join('\n'),
    })
    expect(response.status).toBe(200)
    await server.analytics.idle()
  }

  const postsOf = async (query: string) =>
    answerOf(await full.get(`/v6/stream_posts?${query}`), StreamPostsAnswerSchema)

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, { OPERATOR_TOKEN: TOKEN }, { analyticsTickMs: 0 })
    await server.database.db.insert(titles).values([
      { id: SPIKY, name: 'Qzv Spiky Holdings', type: 'company', country: 'US' },
      { id: STEADY, name: 'Qzv Steady Werke', type: 'company', country: 'DE' },
      { id: QUIET, name: 'Qzv Quiet Corp', type: 'company', country: 'US' },
      { id: COIN, name: 'Qzv Coin', type: 'crypto_currency' },
    ])
    ;({ full, basic } = await dataUsers(server))
    // Seven ordinary days: two messages between 10:00 and 11:00 for each title.
    const baseline: string[] = []
    for (let d = 9; d >= 3; d -= 1)
      for (const id of [SPIKY, STEADY, QUIET]) baseline.push(line(id, at(d, 10, 5)), line(id, at(d, 10, 35)))
    await ingest(baseline)
    // Day -2: a spike for SPIKY (14 authors), ordinary traffic for the others, an earnings release for STEADY.
    await ingest([
      ...Array.from({ length: 14 }, (_, i) => line(SPIKY, at(2, 10, 2 + i * 3))),
      line(STEADY, at(2, 10, 5)),
      line(STEADY, at(2, 10, 40)),
      line(QUIET, at(2, 10, 10)),
      line(QUIET, at(2, 10, 45)),
      line(STEADY, at(2, 14), {
        type: 'earnings',
        sub: 'Qzv Steady Werke reports third-quarter results. Revenue rose 8 percent.',
        image_url: 'https://images.example.org/releases/steady.png?w=640',
      }),
    ])
    // Stream time moves on a day: the day -2 buckets close.
    await ingest([line(QUIET, at(1, 12))])
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('writes a post for the buzz spike and the earnings release, none for ordinary traffic', async () => {
    const rows = await server.database.db.select().from(streamPosts)
    const kinds = (id: number) =>
      rows
        .filter((row) => row.primaryTitleId === id)
        .map((row) => row.type)
        .sort()
    expect(kinds(SPIKY)).toContain('buzz_rise')
    expect(kinds(STEADY)).toEqual(['earnings'])
    expect(kinds(QUIET)).toEqual([])

    const spike = rows.find((row) => row.primaryTitleId === SPIKY && row.type === 'buzz_rise')
    expect(spike?.headline).toMatch(/^Qzv Spiky Holdings: buzz at \d+(\.\d)?× its usual level$/)
    expect(spike?.figures.buzz).toBeGreaterThanOrEqual(3)
    expect(spike?.region).toBe('US')
    // Extractive: quotes of the messages that caused it, each linked.
    expect(spike?.sources.length).toBeGreaterThan(0)
    expect(spike?.text).toContain(spike?.sources[0]?.sub ?? 'missing')

    const earnings = rows.find((row) => row.primaryTitleId === STEADY)
    expect(earnings?.headline).toBe('Qzv Steady Werke reports earnings')
    expect(earnings?.text).toContain('Qzv Steady Werke reports third-quarter results.')
    expect(earnings?.region).toBe('DE')
    expect(earnings?.imageUrl).toBe('https://images.example.org/releases/steady.png?w=640')
  })

  it('never rewrites a post: later messages about the same event add no post and change none', async () => {
    const before = await server.database.db
      .select()
      .from(streamPosts)
      .where(eq(streamPosts.primaryTitleId, SPIKY))
    await ingest(
      Array.from({ length: 10 }, (_, i) => line(SPIKY, at(2, 10, 3 + i * 5), { author: `late-${i}` })),
    )
    const after = await server.database.db
      .select()
      .from(streamPosts)
      .where(eq(streamPosts.primaryTitleId, SPIKY))
    expect(after).toEqual(before)
  })

  it('filters by region (market groups and globals), asset type, post type and titles', async () => {
    const us = await postsOf('region=US')
    expect(new Set(us.posts.map((post) => post.region))).toEqual(new Set(['US']))
    const eu = await postsOf('region=EU')
    expect(eu.posts.map((post) => post.title_ids[0])).toEqual([STEADY])
    const earnings = await postsOf('type=earnings')
    expect(earnings.posts.map((post) => post.type)).toEqual(['earnings'])
    expect(await postsOf('titleTypes=crypto_currency')).toEqual({ posts: [], next: null })
    expect((await postsOf(`titleIds=${STEADY},${QUIET}`)).posts.map((post) => post.title_ids[0])).toEqual([
      STEADY,
    ])
    const range = await postsOf(`streamPostDateFrom=${at(2, 13)}&streamPostDateTo=${at(2, 15)}`)
    expect(range.posts.map((post) => post.type)).toEqual(['earnings'])

    // A global post (a coin has no home country) shows with addGlobals only.
    await server.database.db.insert(streamPosts).values({
      uuid: '00000000-0000-4000-8000-000000000001',
      postTime: new Date(at(1, 9)),
      type: 'buzz_rise',
      region: 'GLOBAL',
      titleIds: [COIN],
      primaryTitleId: COIN,
      titleType: 'crypto_currency',
      titleName: 'Qzv Coin',
      headline: 'Qzv Coin: buzz at 4.0× its usual level',
      text: 'Buzz is at 4.0× the usual level.',
      sources: [],
      figures: { buzz: 4 },
      dedupKey: 'test:coin',
    })
    expect((await postsOf('region=US')).posts.some((post) => post.region === 'GLOBAL')).toBe(false)
    expect((await postsOf('region=US&addGlobals=true')).posts[0]?.title_ids).toEqual([COIN])
  })

  it('pages newest first with a cursor that stays stable while new posts arrive', async () => {
    const all = await postsOf('limit=100')
    expect(all.next).toBeNull()
    const times = all.posts.map((post) => post.time)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const first = await postsOf('limit=1')
    expect(first.posts[0]?.uuid).toBe(all.posts[0]?.uuid)
    expect(first.next).not.toBeNull()
    await server.database.db.insert(streamPosts).values({
      uuid: '00000000-0000-4000-8000-000000000002',
      postTime: new Date(),
      type: 'earnings',
      region: 'US',
      titleIds: [QUIET],
      primaryTitleId: QUIET,
      titleType: 'company',
      titleName: 'Qzv Quiet Corp',
      headline: 'Qzv Quiet Corp reports earnings',
      text: 'The company released its results.',
      sources: [],
      figures: {},
      dedupKey: 'test:newest',
    })
    const second = await postsOf(`limit=1&cursor=${first.next}`)
    expect(second.posts[0]?.uuid).toBe(all.posts[1]?.uuid)
  })

  it('keeps the watchlist titles with watchlistOnly', async () => {
    expect(await postsOf('watchlistOnly=true')).toEqual({ posts: [], next: null })
    const created = v.parse(
      v.object({ id: v.number() }),
      await (await full.post('/v6/watchlists', { name: 'Mine' })).json(),
    )
    expect((await full.post(`/v6/watchlists/${created.id}`, { titles: [STEADY] })).status).toBe(200)
    const watched = await postsOf('watchlistOnly=true')
    expect(watched.posts.map((post) => post.title_ids[0])).toEqual([STEADY])
  })

  it('answers posts by uuid, newsbot articles and the alert feed', async () => {
    const [post] = (await postsOf(`type=earnings&titleIds=${STEADY}`)).posts
    if (!post) throw new Error('no earnings post')
    const byId = await answerOf(
      await full.get(`/v6/stream_posts/${post.uuid},00000000-0000-4000-8000-00000000ffff`),
      StreamPostsByIdAnswerSchema,
    )
    expect(byId).toEqual([post])
    const latest = await answerOf(
      await full.get('/v6/newsbot/latest?limit=2&include_data=true'),
      NewsbotArticlesAnswerSchema,
    )
    expect(latest.channel.item).toHaveLength(2)
    expect(latest.channel.item[0]?.data).toBeDefined()
    const article = await answerOf(await full.get(`/v6/newsbot/${post.uuid}`), NewsbotArticlesAnswerSchema)
    expect(article.channel.item[0]).toMatchObject({
      guid: post.uuid,
      title: post.headline,
      link: `/post?post_id=${post.uuid}`,
    })
    expect(article.channel.item[0]?.data).toBeUndefined()
    await expectError(await full.get('/v6/newsbot/00000000-0000-4000-8000-00000000ffff'), 404, 32)

    const feed = await answerOf(
      await full.get('/v6/triggers/feed?language=de&limit=50'),
      TriggersFeedAnswerSchema,
    )
    const high = feed.items.find((item) => item.title_id === SPIKY && item.rule_type === 'high_buzz')
    expect(high?.headline).toBe('Hoher Buzz: Qzv Spiky Holdings')
    const one = await answerOf(
      await full.get(`/v6/triggers/feed/${high?.trigger_id}`),
      TriggersFeedAnswerSchema,
    )
    expect(one.items[0]?.headline).toBe('High buzz: Qzv Spiky Holdings')
    await expectError(await full.get('/v6/triggers/feed/999999999'), 404, 32)
  })

  it('answers the market overview per market and asset class with the busiest titles', async () => {
    const now = Date.now()
    await ingest([
      line(SPIKY, now - 60 * MINUTE),
      line(SPIKY, now - 50 * MINUTE),
      line(STEADY, now - 40 * MINUTE),
    ])
    const answer = await answerOf(await full.get('/v6/market_overview'), MarketOverviewAnswerSchema)
    const us = answer.markets.find((market) => market.key === 'US')
    const stocks = us?.classes.find((entry) => entry.type === 'company')
    expect(us?.label).toBe('United States')
    expect(stocks?.messages).toBeGreaterThanOrEqual(2)
    expect(stocks?.buzz).not.toBeNull()
    expect(stocks?.top[0]).toMatchObject({ id: SPIKY, n: 'Qzv Spiky Holdings' })
    expect(answer.markets.find((market) => market.key === 'EU')?.classes[0]?.top[0]?.id).toBe(STEADY)
    await expectError(await full.get('/v6/market_overview?region=US'), 400, 32)
  })

  it('answers bad parameters with the catalogue codes', async () => {
    await expectError(await full.get('/v6/stream_posts?limit=0'), 400, 32)
    await expectError(await full.get('/v6/stream_posts?limit=101'), 400, 32)
    await expectError(await full.get('/v6/stream_posts?type=rumour'), 400, 32)
    await expectError(await full.get('/v6/stream_posts?titleTypes=planet'), 400, 32)
    await expectError(await full.get('/v6/stream_posts?titleIds=1,abc'), 400, 32)
    await expectError(await full.get('/v6/stream_posts?cursor=yesterday'), 400, 32)
    await expectError(await full.get('/v6/stream_posts?region=U$'), 400, 32)
    await expectError(await full.get('/v6/stream_posts?streamPostDateFrom=soon'), 400, 32)
    await expectError(await full.get('/v6/stream_posts?unknown=1'), 400, 32)
    await expectError(await full.get('/v6/stream_posts?format=xml'), 400, 21)
    await expectError(await full.get('/v6/stream_posts/not-a-uuid'), 400, 32)
    await expectError(await full.get('/v6/triggers/feed/abc'), 400, 32)
    await expectError(await full.get('/v6/triggers/feed?language=fr'), 400, 32)
    // Bad input changes nothing stored.
    const count = await server.database.db.execute(sql`select count(*)::int as n from stream_posts`)
    expect(
      v.parse(v.object({ rows: v.array(v.object({ n: v.number() })) }), count).rows[0]?.n,
    ).toBeGreaterThan(2)
    expect((await basic.get('/v6/stream_posts')).status).toBe(200)
  })
})
