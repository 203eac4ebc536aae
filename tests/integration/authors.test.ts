import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AuthorDetailAnswerSchema,
  AuthorNetworkAnswerSchema,
  AuthorSearchAnswerSchema,
  TitleMessagesAnswerSchema,
} from '../../src/core'
import { answerOf, type DataClient, dataUsers, expectError } from './support/data-client'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { SRC, seedMarketData, T } from './support/market-data'
import { startTestServer, type TestServer } from './support/server'

const OURS = new Set<string>(Object.values(SRC))

describe.each(DATABASE_TARGETS)('authors on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let full: DataClient
  let premium: DataClient

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
    await seedMarketData(server.database.db)
    ;({ full, premium } = await dataUsers(server))
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const search = async (query: string) =>
    (await answerOf(await full.get(`/v6/authors/search?${query}`), AuthorSearchAnswerSchema)).filter(
      (author) => OURS.has(author.source),
    )

  it('finds authors by handle or display name, ordered by score or total', async () => {
    expect((await search('query=ALI')).map((a) => [a.source, a.score])).toEqual([
      [SRC.social, 4],
      [SRC.blog, 3],
    ])
    expect((await search('query=ali&order_by=score_asc')).map((a) => a.source)).toEqual([
      SRC.blog,
      SRC.social,
    ])
    expect(await search('query=newswire')).toEqual([
      {
        name: 'desk',
        display_name: 'Newswire Desk',
        source: SRC.wire,
        category: 'verified',
        score: 5,
        total: 5,
      },
    ])
    expect(await search('query=%25')).toEqual([])
    // 'e': desk (Newswire Desk, 5 messages) and both alices (1 each).
    expect((await search('query=e&order_by=total&limit=100')).map((a) => a.name)).toEqual([
      'desk',
      'alice',
      'alice',
    ])
    expect((await search('query=e&order_by=total_asc&limit=100')).map((a) => a.name)).toEqual([
      'alice',
      'alice',
      'desk',
    ])
  })

  it('validates the search', async () => {
    await expectError(await full.get('/v6/authors/search'), 400, 8)
    await expectError(await full.get('/v6/authors/search?query=a&order_by=name'), 400, 32)
    await expectError(await full.get('/v6/authors/search?query=a&limit=1000'), 400, 32)
  })

  it('answers the author page: impact, bot likeliness, statistics, assets, other sources', async () => {
    const alice = await answerOf(await full.get(`/v6/authors/${SRC.social}/alice`), AuthorDetailAnswerSchema)
    expect(alice).toMatchObject({
      name: 'alice',
      display_name: 'Alice A.',
      impact_score: 4,
      bot_likeliness: 0.1,
      verified: false,
      category: 'influencers',
      message_statistics: {
        counts: { messages: 1, pos: 0, neg: 0, neu: 1 },
        types: [{ type: 'tweets', count: 1 }],
        languages: [{ lang: 'en', count: 1 }],
      },
      previously_mentioned_assets: [{ title_id: T.apple, name: 'Apple', count: 1 }],
      other_sources: [{ source: SRC.blog, category: 'regulars', score: 3, total: 1 }],
    })
    const desk = await answerOf(await full.get(`/v6/authors/${SRC.wire}/desk`), AuthorDetailAnswerSchema)
    expect(desk.previously_mentioned_assets.map((asset) => [asset.title_id, asset.count])).toEqual([
      [T.apple, 4],
      [T.bitcoin, 1],
      [T.microsoft, 1],
    ])
  })

  it('answers 404 for unknown authors and 35 without the author view', async () => {
    await expectError(await full.get(`/v6/authors/${SRC.social}/nobody`), 404, 32)
    await expectError(await premium.get(`/v6/authors/${SRC.social}/alice`), 403, 35)
  })

  it('GET /authors/{source}/{author}/network ranks the authors sharing the author’s titles', async () => {
    const network = await answerOf(
      await full.get(`/v6/authors/${SRC.wire}/desk/network`),
      AuthorNetworkAnswerSchema,
    )
    expect(network).toMatchObject({ name: 'desk', source: SRC.wire })
    expect(network.titles.map((title) => title.title_id)).toContain(T.apple)
    expect(network.authors.map((peer) => peer.author)).toEqual(expect.arrayContaining(['alice', 'botty']))
    expect(network.authors.some((peer) => peer.author === 'desk' && peer.source === SRC.wire)).toBe(false)
    await expectError(await full.get(`/v6/authors/${SRC.social}/nobody/network`), 404, 32)
    await expectError(await premium.get(`/v6/authors/${SRC.wire}/desk/network`), 403, 35)
  })

  it('GET /authors/{source}/{authors}/messages answers the named authors’ messages only', async () => {
    const one = await answerOf(
      await full.get(`/v6/authors/${SRC.social}/alice/messages`),
      TitleMessagesAnswerSchema,
    )
    expect(one.messages.length).toBeGreaterThan(0)
    // The answer names authors by their display name (Alice A. is alice's).
    expect(one.messages.every((m) => m.author?.name === 'Alice A.' && m.so === SRC.social)).toBe(true)
    const two = await answerOf(
      await full.get(`/v6/authors/${SRC.social}/alice,botty/messages`),
      TitleMessagesAnswerSchema,
    )
    expect(new Set(two.messages.map((m) => m.author?.name)).size).toBe(2)
    expect(two.messages.length).toBeGreaterThan(one.messages.length)
    const names = Array.from({ length: 21 }, (_, i) => `a${i}`).join(',')
    await expectError(await full.get(`/v6/authors/${SRC.social}/${names}/messages`), 400, 32)
    await expectError(await full.get(`/v6/authors/${SRC.social}/alice/messages?limit=0`), 400, 32)
    await expectError(await premium.get(`/v6/authors/${SRC.social}/alice/messages`), 403, 35)
  })
})
