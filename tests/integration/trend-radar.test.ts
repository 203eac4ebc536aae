import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authors, titles } from '../../server/db/schema'
import { textsWithTerm, trendSpan } from '../../server/market/trends'
import { surfaceForm } from '../../server/market/trends/topic-labels'
import {
  FILTER_PERMISSIONS,
  SearchCompletionsAnswerSchema,
  SearchTrendsAnswerSchema,
  StorySamplesAnswerSchema,
  TopCategoriesAnswerSchema,
  TopSourcesAnswerSchema,
  TopStoriesAnswerSchema,
  TrendingTopicsAnswerSchema,
  VIEW_PERMISSIONS,
} from '../../src/core'
import { basicAuthHeader, createTestUser } from './support/accounts'
import { answerOf, type DataClient, dataClient, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { makeTempDir, startTestServer, type TestServer } from './support/server'

const TOKEN = 'operator-token-for-trend-radar-0123'
const HOUR = 3_600_000
const MINUTE = 60_000
/** Names no linker matches: the messages declare their titles. */
const SPIKY = 7201
const STEADY = 7202

let nextId = 0
function line(
  titleId: number,
  time: number,
  sub: string,
  source = `wire${nextId % 5}.radar.example`,
): string {
  nextId += 1
  return JSON.stringify({
    source,
    source_id: `tr-${nextId}`,
    type: 'news',
    time: new Date(time).toISOString(),
    sub,
    author: `writer-${nextId}`,
    titles: [titleId],
  })
}

const BURST = [
  'Regulators open investigation into Qzv Spiky Holdings sales practices',
  'Regulators open investigation into Qzv Spiky Holdings Inc sales practices',
  'BREAKING regulators open investigation into Qzv Spiky Holdings sales practices',
  'Regulators open investigation into Qzv Spiky sales practices, shares slide',
  'Regulators open investigation into Qzv Spiky Holdings sales practices - report',
  'Regulators open an investigation into Qzv Spiky Holdings sales practices',
]

describe.each(DATABASE_TARGETS)('trend radar on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let radar: DataClient
  let untagged: DataClient
  let basic: DataClient
  const now = Date.now()
  const env: Record<string, string> = { OPERATOR_TOKEN: TOKEN }
  const boot = () => startTestServer(database.url, env, { analyticsTickMs: 0 })

  async function ingest(lines: readonly string[]): Promise<void> {
    const response = await fetch(`${server.base}/v6/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' },
      body: lines.join('\n'),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    await server.analytics.idle()
  }

  async function client(tags: string[], subscriptionType: 'platinum' | 'basic' = 'platinum') {
    const user = await createTestUser(server, {
      subscriptionType,
      availableTags: tags,
      uiFeatures: { filters: [...FILTER_PERMISSIONS], views: [...VIEW_PERMISSIONS] },
    })
    return dataClient(server, basicAuthHeader(user.email, user.password))
  }

  const stories = async (query = '') =>
    answerOf(await radar.get(`/v6/trend_radar/top_stories?${query}`), TopStoriesAnswerSchema)

  beforeAll(async () => {
    database = await target.create()
    // PGlite in a data directory rather than in memory: the restart below must find the stories.
    if (target.name === 'pglite') {
      const dir = await makeTempDir('murmur-radar-')
      database = { url: '', drop: dir.remove }
      env.DATA_DIR = dir.path
    }
    server = await boot()
    await server.database.db.insert(titles).values([
      { id: SPIKY, name: 'Qzv Spiky Holdings', type: 'company', country: 'US' },
      { id: STEADY, name: 'Qzv Steady Werke', type: 'company', country: 'DE' },
    ])
    radar = await client(['trendradar'])
    untagged = await client([])
    basic = await client(['trendradar'], 'basic')
    // Eight days of one steady phrase: a message every two hours.
    const steady: string[] = []
    for (let t = now - 8 * 24 * HOUR; t < now - 10 * MINUTE; t += 2 * HOUR)
      steady.push(line(STEADY, t, 'Qzv Steady Werke confirms coupon payment schedule for bondholders'))
    await ingest(steady)
    // The burst: six sources within twenty minutes, in one batch.
    await ingest(
      BURST.map((sub, i) => line(SPIKY, now - 30 * MINUTE + i * 4 * MINUTE, sub, `burst${i}.radar.example`)),
    )
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('clusters a burst of near-duplicates from different sources into one story, ranked first', async () => {
    const answer = await stories('window=4h')
    const [top] = answer.stories
    expect(top).toMatchObject({
      messages: 6,
      source_count: 6,
      last_hour: 6,
      title_ids: [SPIKY],
      has_news: true,
    })
    expect(top?.headline).toBe(BURST[0])
    expect(top?.sources).toHaveLength(5)
    expect(answer.end - answer.start).toBe(4 * HOUR)

    const samples = await answerOf(
      await radar.get(`/v6/trend_radar/story_samples?story_id=${top?.id}&limit=10`),
      StorySamplesAnswerSchema,
    )
    expect(samples.messages).toHaveLength(6)
    expect(new Set(samples.messages.map((m) => m.so)).size).toBe(6)
    expect(samples.messages.every((m) => m.titles.some((t) => t.title_id === SPIKY))).toBe(true)
  })

  it('answers point-in-time and filters by region, type and words', async () => {
    const before = await stories(`window=4h&endDate=${now - 40 * MINUTE}`)
    expect(before.stories.some((story) => story.title_ids.includes(SPIKY))).toBe(false)
    expect((await stories('window=4h&region=EU')).stories.some((s) => s.title_ids.includes(SPIKY))).toBe(
      false,
    )
    expect((await stories('window=4h&region=US')).stories[0]?.title_ids).toEqual([SPIKY])
    expect((await stories('window=4h&type=crypto_currency')).stories).toEqual([])
    expect((await stories('window=4h&query=spiky')).stories[0]?.title_ids).toEqual([SPIKY])
  })

  it('lists a new phrase rising against its baseline as a trending topic, and not the steady one', async () => {
    const answer = await answerOf(
      await radar.get('/v6/trend_radar/trending_topics?window=24h&limit=50'),
      TrendingTopicsAnswerSchema,
    )
    const terms = answer.topics.flatMap((topic) => [topic.term, ...topic.related])
    expect(terms).toContain('sales practices')
    // The word is listed through its phrase ("open investigation" holds 5 of its 6 messages).
    expect(terms).toContain('open investigation')
    expect(terms).not.toContain('investigation')
    expect(terms.some((term) => /payment|schedule|bondholders|coupon/.test(term))).toBe(false)
    // Phrases of the same six messages are one topic: the others are its related terms.
    const phrase = answer.topics.find((topic) => [topic.term, ...topic.related].includes('sales practices'))
    expect(phrase).toMatchObject({ count: 6, expected: 0, rise: 6, score: 6 })
    expect([phrase?.term, ...(phrase?.related ?? [])].sort()).toEqual([
      'qzv spiky',
      'regulators open',
      'sales practices',
    ])
    expect(phrase?.series.reduce((a, b) => a + b, 0)).toBe(6)
    // The lead is shown as the messages write it.
    expect(phrase).toMatchObject({ term: 'qzv spiky', label: 'Qzv Spiky' })
    // Its related terms as written: 'Regulators open' starts sentences, 'BREAKING regulators open' does not.
    expect(phrase?.related_labels.map((label) => label.toLowerCase())).toEqual(phrase?.related)
    expect(phrase?.related_labels).toContain('regulators open')
    expect(phrase?.series).toHaveLength(24)
  })

  it('keeps two stories apart that only share their counts and hours (7-day window)', async () => {
    // Two days ago, in one hour: five messages of each, from different writers. Their phrases have
    // the same count and an empty last-24-hours series, which alone grouped them as one topic.
    const at = now - 2 * 24 * HOUR
    await ingest([
      ...Array.from({ length: 5 }, (_, i) =>
        line(SPIKY, at + i * MINUTE, `Vexwold Mining expands smelter, note ${i}`),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        line(STEADY, at + i * MINUTE, `Plimbar Foods recalls yogurt, memo ${i}`),
      ),
    ])
    const answer = await answerOf(
      await radar.get('/v6/trend_radar/trending_topics?window=7d&limit=50'),
      TrendingTopicsAnswerSchema,
    )
    const holding = (word: string) =>
      answer.topics.filter((topic) => [topic.term, ...topic.related].some((term) => term.includes(word)))
    const mining = holding('vexwold')
    const foods = holding('plimbar')
    expect(mining).toHaveLength(1)
    expect(foods).toHaveLength(1)
    expect(mining[0]?.term).not.toBe(foods[0]?.term)
    // Each story's terms are one topic, spelled from its messages (no phrase with the verb 'expands').
    expect([mining[0]?.term, ...(mining[0]?.related ?? [])]).toContain('smelter')
    expect([foods[0]?.label, ...(foods[0]?.related_labels ?? [])]).toContain('Plimbar Foods')
  })

  it('ranks sources and categories of the window against the window before', async () => {
    const sources = await answerOf(
      await radar.get('/v6/trend_radar/top_sources?window=1h'),
      TopSourcesAnswerSchema,
    )
    expect(sources.total).toBe(6)
    expect(sources.sources.map((s) => s.source).sort()).toEqual(
      BURST.map((_, i) => `burst${i}.radar.example`).sort(),
    )
    const categories = await answerOf(
      await radar.get('/v6/trend_radar/top_categories?window=24h'),
      TopCategoriesAnswerSchema,
    )
    expect(categories.categories[0]).toMatchObject({ category: 'Other companies' })
    expect(categories.categories[0]?.count).toBeGreaterThanOrEqual(6 + 11)
  })

  it('counts what people search for and completes it', async () => {
    for (const user of [radar, untagged]) {
      const search = await user.get(`/v6/messages/search?query=${encodeURIComponent('Sales  Practices')}`)
      expect(search.status).toBe(200)
    }
    // Again within the hour, and a later page: still counted once per person.
    await radar.get(`/v6/messages/search?query=sales%20practices`)
    await radar.get(`/v6/messages/search?query=sales%20practices&offset=20`)
    const top = await answerOf(
      await radar.post('/v6/google_search_completions/top', { window: '24h' }),
      SearchTrendsAnswerSchema,
    )
    expect(top.terms[0]).toMatchObject({ term: 'sales practices', searches: 2, previous: 0, rise: 2 })
    const completions = await answerOf(
      await radar.get('/v6/google_search_completions/search?term=Sal&limit=5'),
      SearchCompletionsAnswerSchema,
    )
    expect(completions.completions).toEqual([{ term: 'sales practices', searches: 2 }])
    const byWord = await answerOf(
      await radar.get('/v6/google_search_completions/search?term=prac'),
      SearchCompletionsAnswerSchema,
    )
    expect(byWord.completions.map((c) => c.term)).toEqual(['sales practices'])
  })

  it('refuses users without the trendradar tag (35), full-text search below premium (35), and bad input (32, 33)', async () => {
    await expectError(await untagged.get('/v6/trend_radar/top_stories'), 403, 35)
    await expectError(await untagged.post('/v6/google_search_completions/top', {}), 403, 35)
    await expectError(await basic.get('/v6/messages/search?query=practices'), 403, 35)
    await expectError(await radar.get('/v6/trend_radar/top_stories?window=2h'), 400, 32)
    await expectError(await radar.get('/v6/trend_radar/trending_topics?limit=0'), 400, 32)
    await expectError(await radar.get('/v6/trend_radar/top_sources?region=MARS'), 400, 32)
    await expectError(await radar.get('/v6/trend_radar/story_samples'), 400, 8)
    await expectError(await radar.get('/v6/trend_radar/story_samples?story_id=999999'), 404, 32)
    await expectError(await radar.get('/v6/google_search_completions/search?term='), 400, 32)
    await expectError(await radar.post('/v6/google_search_completions/top', { window: 'year' }), 400, 32)
    await expectError(
      await radar.postRaw('/v6/google_search_completions/top', '{', 'application/json'),
      400,
      33,
    )
  })

  it('resumes clustering after a restart: a late near-duplicate joins the stored story', async () => {
    const [before] = (await stories('window=4h')).stories
    await server.close()
    server = await boot()
    radar = await client(['trendradar'])
    await ingest([
      line(
        SPIKY,
        now - 2 * MINUTE,
        'Regulators open investigation into Qzv Spiky Holdings sales practices',
        'late.radar.example',
      ),
    ])
    const [after] = (await stories('window=4h')).stories
    expect(after?.id).toBe(before?.id)
    expect(after?.messages).toBe(7)
  })

  it('spells a topic without lexemes (stopwords and single letters: AT&T) from the texts it reads', async () => {
    await ingest([line(STEADY, now - 3 * MINUTE, 'Qzv Steady Werke signs a supply deal with AT&T')])
    const texts = await textsWithTerm(server.database.db, trendSpan('1h', now), 'at&t')
    expect(texts).toHaveLength(1)
    expect(surfaceForm('at&t', texts)).toBe('AT&T')
  })

  it('lists a word only where it trends beyond the phrase that holds most of it', async () => {
    // Eight days of ordinary talk about the Zorbly index, every four hours (6 in the last 24
    // hours, as usual), then ten messages of a merger in the last three hours: the word doubled
    // (16 against 6), the phrase is new (10 against 0), and the word outside it is as usual.
    const steady: string[] = []
    for (let t = now - 8 * 24 * HOUR; t < now - 10 * MINUTE; t += 4 * HOUR)
      steady.push(line(STEADY, t, `Zorbly index weekly review, edition ${Math.round(t / HOUR)}`))
    await ingest(steady)
    await ingest(
      Array.from({ length: 10 }, (_, i) =>
        line(SPIKY, now - 3 * HOUR + i * 10 * MINUTE, `Qzv Spiky weighs Zorbly merger, update ${i}`),
      ),
    )
    const answer = await answerOf(
      await radar.get('/v6/trend_radar/trending_topics?window=24h&limit=50&query=zorbly'),
      TrendingTopicsAnswerSchema,
    )
    const terms = answer.topics.flatMap((topic) => [topic.term, ...topic.related])
    expect(terms).toContain('zorbly merger')
    expect(terms).not.toContain('zorbly')
  })

  it("makes no story and no topic of a bot's scheduled posts", async () => {
    const bot = (time: number, text: string, n: number) =>
      JSON.stringify({
        source: 'social.radar.example',
        source_id: `tr-bot-${n}`,
        type: 'tweets',
        time: new Date(time).toISOString(),
        sub: text,
        url: `https://social.radar.example/p/${n}`,
        author: 'qzv_signal_bot',
        titles: [SPIKY],
      })
    // Thirteen hours of a post every 20 minutes on the dot, each with a link: judged a bot.
    const history: string[] = []
    for (let i = 0; i < 40; i += 1)
      history.push(
        bot(now - 2 * HOUR - (40 - i) * 20 * MINUTE, `Automated digest ${i}: gaps and closing levels`, i),
      )
    await ingest(history)
    const [author] = await server.database.db
      .select({ category: authors.category })
      .from(authors)
      .where(eq(authors.author, 'qzv_signal_bot'))
    expect(author?.category).toBe('bots')
    // Then, at the same rhythm, its spam: six near-duplicates that would make a story.
    await ingest(
      Array.from({ length: 6 }, (_, i) =>
        bot(
          now - 2 * HOUR + i * 20 * MINUTE,
          `Qzv Spiky Holdings traders join the yellowfin signals group, link in bio, round ${i}`,
          100 + i,
        ),
      ),
    )
    const answer = await stories('window=4h')
    expect(answer.stories.some((story) => story.headline.includes('yellowfin'))).toBe(false)
    const topics = await answerOf(
      await radar.get('/v6/trend_radar/trending_topics?window=24h&limit=50&query=yellowfin'),
      TrendingTopicsAnswerSchema,
    )
    expect(topics.topics).toEqual([])
  })
})
