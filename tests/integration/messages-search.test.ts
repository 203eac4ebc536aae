import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MessageSearchAnswerSchema } from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError, trialClient } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import {
  DAY,
  EXCHANGE,
  HOUR,
  LIST_ID,
  type SeededMarket,
  SRC,
  seedMarketData,
  T,
} from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

describe.each(DATABASE_TARGETS)('POST /v6/messages/search on $name', (target) => {
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

  /** The last 3 days before the seed's now, as epoch ms. */
  const threeDays = () => ({ startDate: seed.nowMs - 3 * DAY, endDate: seed.nowMs })
  const search = async (client: DataClient, body: Record<string, unknown>) =>
    answerOf(await client.post('/v6/messages/search', { ...threeDays(), ...body }), MessageSearchAnswerSchema)
  const keys = (answer: { messages: { id: number }[] }) =>
    answer.messages.map((message) => Object.entries(seed.ids).find(([, id]) => id === message.id)?.[0])

  it('answers a CSV spreadsheet of the messages for plans with download; 37 for a trial, 21 for other formats', async () => {
    const response = await full.post('/v6/messages/search?format=csv', { ...threeDays(), titles: [T.apple] })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="messages.csv"')
    const lines = (await response.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('id,time,source,type,language,author,author_impact,subject,url,sentiment,title_ids')
    // The same messages as the JSON answer, newest first, with ISO times.
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
      ['m4', 'm3', 'm1', 'm10', 'm2'].map((key) => seed.ids[key as keyof typeof seed.ids]),
    )
    expect(lines[1]?.split(',')[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    await expectError(
      await (await trialClient(server)).post('/v6/messages/search?format=csv', {
        ...threeDays(),
        titles: [T.apple],
      }),
      403,
      37,
    )
    await expectError(
      await full.post('/v6/messages/search?format=xml', { ...threeDays(), titles: [T.apple] }),
      400,
      21,
    )
    const byGet = await full.get(
      `/v6/messages/search?format=csv&startDate=${seed.nowMs - 3 * DAY}&endDate=${seed.nowMs}&query=Apple`,
    )
    expect(byGet.status).toBe(200)
    expect((await byGet.text()).startsWith('id,time,source')).toBe(true)
  })

  it("lists a title's messages of the range, newest first, in the message item shape", async () => {
    const answer = await search(full, { titles: [T.apple] })
    expect(keys(answer)).toEqual(['m4', 'm3', 'm1', 'm10', 'm2'])
    expect(answer.core).toBe('messages')
    const m10 = answer.messages.find((message) => message.id === seed.ids.m10)
    expect(m10).toMatchObject({
      type: 'news',
      so: SRC.wire,
      lang: 'en',
      titles: [{ title_id: T.apple }],
      key_events_v2: { '1': 9, '36': 7, '4': 6, '8': 5, '21': 4 },
      sentiment: { label: 'positive', value: expect.closeTo(0.8, 5), score: 44.4 },
      author: { name: 'Newswire Desk', source: SRC.wire, category: 'verified', impact: 5 },
      highlights: [],
    })
    const m2 = answer.messages.find((message) => message.id === seed.ids.m2)
    expect(m2?.titles).toEqual([{ title_id: T.microsoft }, { title_id: T.apple }])
  })

  it('adds the source icon with add_icon', async () => {
    const answer = await search(full, { titles: [T.apple], add_icon: true, limit: 3 })
    expect(answer.messages.map((message) => message.icon)).toEqual(['twitter', 'twitter', 'newspaper'])
    const plain = await search(full, { titles: [T.apple], limit: 1 })
    expect(plain.messages[0]).not.toHaveProperty('icon')
  })

  it('answers the statistics of the whole filtered set with include_stats', async () => {
    const answer = await search(full, { titles: [T.apple], include_stats: true, limit: 1 })
    expect(answer.messages).toHaveLength(1)
    expect(answer.counts).toEqual({ authors: 3, sources: 2, messages: 5, pos: 3, neg: 1, neu: 1 })
    expect(answer.top10?.sources).toEqual([
      { source: SRC.wire, count: 3 },
      { source: SRC.social, count: 2 },
    ])
    expect(answer.top10?.types).toEqual([
      { type: 'news', count: 3 },
      { type: 'tweets', count: 2 },
    ])
    expect(answer.top10?.authors).toEqual([
      { author_id: 'desk', name: 'Newswire Desk', source: SRC.wire, count: 3 },
      { author_id: 'alice', name: 'Alice A.', source: SRC.social, count: 1 },
      { author_id: 'botty', name: 'botty', source: SRC.social, count: 1 },
    ])
    expect(answer.top10?.languages).toEqual([{ lang: 'en', count: 5 }])
    expect(answer.top10?.titles).toEqual([
      { title_id: T.apple, count: 5 },
      { title_id: T.microsoft, count: 1 },
    ])
    expect(answer.top10?.key_events.map((entry) => [entry.key_event_id, entry.count])).toEqual([
      [21, 2],
      [1, 1],
      [4, 1],
      [8, 1],
      [22, 1],
      [23, 1],
      [36, 1],
    ])
    expect(answer.author_analytics).toEqual({ bots: 33.3, influencers: 33.3, regulars: 0, verified: 33.3 })
  })

  it('limits the top lists to top_limit', async () => {
    const answer = await search(full, { titles: [T.apple], include_stats: true, top_limit: 1 })
    expect(answer.top10?.authors).toHaveLength(1)
    expect(answer.top10?.key_events).toEqual([{ key_event_id: 21, count: 2 }])
  })

  it('filters by sentiment: positive > 0, negative < 0, neutral = 0, all three = no filter', async () => {
    expect(keys(await search(full, { titles: [T.apple], sentiment: ['positive'] }))).toEqual([
      'm4',
      'm1',
      'm10',
    ])
    expect(keys(await search(full, { titles: [T.apple], sentiment: ['negative', 'neutral'] }))).toEqual([
      'm3',
      'm2',
    ])
    const all = await search(full, { titles: [T.apple], sentiment: ['positive', 'neutral', 'negative'] })
    expect(all.messages).toHaveLength(5)
  })

  it('filters by type, expanding the filings group and ignoring all', async () => {
    expect(keys(await search(full, { titles: [T.siemens], type: 'filings' }))).toEqual(['m6'])
    expect(keys(await search(full, { titles: [T.siemens], type: ['forum_posts'] }))).toEqual(['m5'])
    expect(keys(await search(full, { titles: [T.siemens], type: 'all' }))).toEqual(['m5', 'm6'])
  })

  it('filters by language, source, author and minimum score', async () => {
    expect(keys(await search(full, { titles: [T.siemens, T.apple], lang: 'de' }))).toEqual(['m5', 'm6'])
    expect(keys(await search(full, { titles: [T.apple], source: [SRC.social] }))).toEqual(['m4', 'm3'])
    expect(keys(await search(full, { authors: [{ name: 'alice', source: SRC.social }] }))).toEqual(['m3'])
    expect(keys(await search(full, { titles: [T.apple], score: 5 }))).toEqual(['m1', 'm10', 'm2'])
  })

  it('filters by key event in every accepted shape (key_events.4.{id}.total ≥ 1)', async () => {
    expect(
      keys(
        await search(full, { titles: [T.apple], key_events: [{ field: 'key_events.4.21.total', value: 1 }] }),
      ),
    ).toEqual(['m1', 'm10'])
    expect(keys(await search(full, { titles: [T.apple], key_events: ['key_events.4.22.total'] }))).toEqual([
      'm2',
    ])
    // Score 3 is below the threshold of 4: key event 2 on m1 does not count.
    expect(keys(await search(full, { titles: [T.apple], key_events: [2] }))).toEqual([])
  })

  it("filters by the view's title filters", async () => {
    expect(
      keys(await search(full, { title_filters: { 'pri_exchange.exchange_id': EXCHANGE.xetra } })),
    ).toEqual(['m5', 'm6'])
    expect(keys(await search(full, { title_filters: { subindustry: '97102020' } }))).toEqual(['m2'])
    expect(await search(full, { title_filters: { group: '9710' } }).then(keys)).toEqual([
      'm4',
      'm3',
      'm1',
      'm10',
      'm2',
    ])
    expect(keys(await search(full, { title_filters: { listed_in: LIST_ID, country: 'us' } }))).toHaveLength(5)
    expect(keys(await search(full, { title_filters: { id: [T.bitcoin], type: 'crypto_currency' } }))).toEqual(
      ['m7'],
    )
  })

  it("answers a view's buzz and sentiment per bucket with include_timeline", async () => {
    const range = threeDays()
    const answer = await search(full, { title_filters: { group: '9710' }, include_timeline: true, limit: 0 })
    const timeline = answer.timeline
    if (!timeline) throw new Error('no timeline')
    expect(answer.messages).toEqual([])
    // Five messages in 3 days are too few for 10-minute buckets: the timeline reads them by the hour.
    expect(timeline).toMatchObject({ partition: 'hourly', start: range.startDate, end: range.endDate })
    const bucket = 60 * 60_000
    const times = timeline.points.map((point) => point.t)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    for (const t of times) expect(t % bucket).toBe(0)
    expect(timeline.points.reduce((sum, point) => sum + point.messages, 0)).toBe(5)
    // Buzz is a percent of the mean per bucket: over every bucket of the range it sums to their number.
    const buckets = Math.ceil((range.endDate - Math.floor(range.startDate / bucket) * bucket) / bucket)
    const total = timeline.points.reduce((sum, point) => sum + point.buzz, 0) / 100
    expect(Math.abs(total - buckets)).toBeLessThan(buckets * 0.01)
    // m4 is the bot's: its message counts, its buzz does not (4 of the 5 messages make buzz).
    const listed = await search(full, { title_filters: { group: '9710' } })
    const m4 = listed.messages.find((message) => message.id === seed.ids.m4)
    if (!m4) throw new Error('m4 not listed')
    const botBucket = timeline.points.find((point) => point.t === Math.floor(m4.time / bucket) * bucket)
    const mean = 4 / buckets
    expect(botBucket?.buzz).toBeCloseTo((100 * ((botBucket?.messages ?? 0) - 1)) / mean, 0)

    const partitionOver = async (days: number) =>
      (
        await search(full, {
          startDate: seed.nowMs - days * DAY,
          title_filters: { group: '9710' },
          include_timeline: true,
          limit: 0,
        })
      ).timeline?.partition
    // 30 days: hourly, and daily for a scope this sparse (30 buckets are still enough to draw).
    expect(await partitionOver(30)).toBe('daily_5am')
    expect(await partitionOver(90)).toBe('daily_5am')
    expect((await search(full, { titles: [T.apple] })).timeline).toBeUndefined()
  })

  it('searches full text with highlights', async () => {
    const answer = await search(full, { titles: [T.apple], query: 'iPhone sales' })
    expect(keys(answer)).toEqual(['m1', 'm10'])
    for (const message of answer.messages) {
      expect(message.highlights.join(' ')).toContain('<b>iPhone</b>')
    }
    expect(
      (await search(full, { titles: [T.apple], query: '"record revenue" -guidance' })).messages,
    ).toHaveLength(0)
    expect(keys(await search(full, { titles: [T.apple], query: '"record revenue"' }))).toEqual(['m10'])
  })

  it('widens a query naming a title to its other names with query_expansion', async () => {
    const plain = keys(await search(full, { query: 'AAPL' }))
    expect(plain).toContain('m4')
    expect(plain).not.toContain('m1')
    const expanded = await search(full, { query: 'AAPL', query_expansion: true })
    expect(keys(expanded)).toEqual(expect.arrayContaining([...plain, 'm1', 'm10']))
    const m1 = expanded.messages.find((message) => message.id === seed.ids.m1)
    expect(m1?.highlights.join(' ')).toContain('<b>Apple</b>')
    // A query naming no title searches as without expansion.
    expect(keys(await search(full, { query: 'revenue', query_expansion: true }))).toEqual(
      keys(await search(full, { query: 'revenue' })),
    )
  })

  it('keeps only primary-title matches with primary_title', async () => {
    expect(keys(await search(full, { titles: [T.apple], primary_title: true }))).toEqual([
      'm4',
      'm3',
      'm1',
      'm10',
    ])
  })

  it('orders and pages', async () => {
    expect(keys(await search(full, { titles: [T.apple], order_by: 'message_time_asc' }))).toEqual([
      'm2',
      'm10',
      'm1',
      'm3',
      'm4',
    ])
    expect(keys(await search(full, { titles: [T.apple], order_by: 'score' }))).toEqual([
      'm1',
      'm10',
      'm2',
      'm3',
      'm4',
    ])
    expect(keys(await search(full, { titles: [T.apple], order_by: 'score_asc' }))).toEqual([
      'm4',
      'm3',
      'm2',
      'm10',
      'm1',
    ])
    expect(keys(await search(full, { titles: [T.apple], offset: 1, limit: 2 }))).toEqual(['m3', 'm1'])
  })

  it('accepts ISO and epoch-ms times and derives the core', async () => {
    const iso = await search(full, {
      titles: [T.apple],
      startDate: new Date(seed.nowMs - 90 * 60_000).toISOString(),
      endDate: new Date(seed.nowMs).toISOString(),
      core: 'messages',
    })
    expect(keys(iso)).toEqual(['m4', 'm3'])
    expect(iso.core).toBe('messages24h')
    const digits = await search(full, { titles: [T.apple], startDate: String(seed.nowMs - 10 * DAY - HOUR) })
    expect(keys(digits)).toContain('m8')
  })

  it('answers an extractive executive summary with title highlights, and topics', async () => {
    const answer = await search(full, {
      titles: [T.apple],
      include_exec_summary: true,
      include_topics_list: true,
    })
    const summary = answer.executive_summary ?? ''
    expect(summary.length).toBeGreaterThan(40)
    expect(summary).toMatch(/Apple/)
    // It opens with how the summarised news leans (server/ai/summary/tone.ts).
    expect(summary).toMatch(/^(Mostly (positive|negative|neutral)|Mixed) news: \d+ /)
    const highlights = answer.executive_summary_highlights ?? []
    expect(highlights.length).toBeGreaterThan(0)
    for (const range of highlights) {
      expect(summary.slice(range.start, range.end)).toMatch(/^(Apple|Microsoft)$/)
    }
    expect(answer.topics?.map((topic) => topic.topic)).toContain('apple')
  })

  describe('errors', () => {
    it('answers 8 for a missing body', async () => {
      await expectError(await full.postRaw('/v6/messages/search', '', null), 400, 8)
    })
    it('answers 33 for invalid JSON', async () => {
      await expectError(
        await full.postRaw('/v6/messages/search', '{"titles": [', 'application/json'),
        400,
        33,
      )
    })
    it('answers 21 for an unsupported body type or format', async () => {
      await expectError(await full.postRaw('/v6/messages/search', 'titles=1', 'text/plain'), 415, 21)
      await expectError(await full.post('/v6/messages/search?format=xml', {}), 400, 21)
    })
    it('answers 32 for malformed values', async () => {
      for (const body of [
        { limit: -1 },
        { limit: 10_000 },
        { order_by: 'random' },
        { startDate: 'yesterday' },
        { startDate: seed.nowMs, endDate: seed.nowMs - DAY },
        { sentiment: ['happy'] },
        { type: 'podcasts' },
        { key_events: ['key_events.3.1.total'] },
        { titles: ['AAPL'] },
        { unknown_field: 1 },
        [],
      ]) {
        const response = await full.post('/v6/messages/search', body)
        if (response.status === 200) throw new Error(`accepted ${JSON.stringify(body)}`)
        await expectError(response, 400, 32)
      }
    })
  })

  describe('entitlements', () => {
    it('refuses a basic user 90 days of data with the history message', async () => {
      const response = await basic.post('/v6/messages/search', {
        titles: [T.apple],
        startDate: seed.nowMs - 90 * DAY,
        endDate: seed.nowMs,
      })
      const body = await expectError(response, 403, 35)
      expect(body.en).toBe('You are requesting data older than your subscription allows')
    })
    it('refuses key-event filtering to basic and premium users', async () => {
      for (const client of [basic, premium]) {
        await expectError(
          await client.post('/v6/messages/search', { ...threeDays(), key_events: [21] }),
          403,
          35,
        )
      }
    })
    it('refuses the source filter to basic users and allows it to premium', async () => {
      await expectError(
        await basic.post('/v6/messages/search', { ...threeDays(), source: SRC.wire }),
        403,
        35,
      )
      expect(keys(await search(premium, { titles: [T.apple], source: SRC.social, lang: 'en' }))).toEqual([
        'm4',
        'm3',
      ])
    })
    it("lets a basic user read a title's last 3 days without filters", async () => {
      expect(keys(await search(basic, { titles: [T.apple], include_stats: true }))).toEqual([
        'm4',
        'm3',
        'm1',
        'm10',
        'm2',
      ])
    })
    it('answers 38 for an executive summary without AI functions', async () => {
      await expectError(
        await basic.post('/v6/messages/search', { ...threeDays(), include_exec_summary: true }),
        403,
        38,
      )
    })
  })
})
