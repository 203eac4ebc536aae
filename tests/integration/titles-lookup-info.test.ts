import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { earnings, messages, messageTitles, subsidiaries } from '../../server/db/schema'
import {
  ApiErrorBodySchema,
  EarningsAnswerSchema,
  EntitiesAnswerSchema,
  PositionsAnswerSchema,
  RelatedAnswerSchema,
  SubsidiariesAnswerSchema,
  TitleInfoAnswerSchema,
  TitleSearchAnswerSchema,
} from '../../src/core'
import { demoAuthHeader } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const DAY_MS = 86_400_000
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10)

describe.each(DATABASE_TARGETS)('title lookups on $name', (target) => {
  let database: TestDatabase
  let server: TestServer

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const get = (path: string) =>
    fetch(`${server.base}${path}`, { headers: { authorization: demoAuthHeader(server) } })
  async function ok<T extends v.GenericSchema>(path: string, schema: T): Promise<v.InferOutput<T>> {
    const response = await get(path)
    expect(response.status, path).toBe(200)
    return v.parse(schema, await response.json())
  }
  async function failure(path: string, status: number, code: number) {
    const response = await get(path)
    expect(response.status, path).toBe(status)
    const body = v.parse(ApiErrorBodySchema, await response.json())
    expect(body.code, path).toBe(code)
    return body
  }

  it('answers asset master data for several ids in the order asked', async () => {
    await server.database.db.insert(earnings).values([
      { titleId: 1001, releaseDate: isoDay(-30), prior: 1.2, consensus: 1.3, actual: 1.4 },
      { titleId: 1001, releaseDate: isoDay(20), prior: 1.4, consensus: 1.5 },
      { titleId: 1001, releaseDate: isoDay(110), consensus: 1.6 },
    ])
    const infos = await ok('/v6/titles/2001,1001,424242/info', TitleInfoAnswerSchema)
    expect(infos.map((info) => info.id)).toEqual([2001, 1001])
    const apple = infos[1]
    expect(apple).toMatchObject({
      n: 'Apple Inc.',
      type: 'company',
      isin: 'US0378331005',
      symbol: 'AAPL',
      currency: 'USD',
      exchange: { exchange_id: 2, name: 'Nasdaq', mic: 'XNAS' },
      country: 'US',
      sector: { id: '45', name: 'Information Technology' },
      group: { id: '4520', name: 'Technology Hardware & Equipment' },
      industry: { id: '452020', name: 'Technology Hardware, Storage & Peripherals' },
      subindustry: { id: '45202030', name: 'Technology Hardware, Storage & Peripherals' },
      next_earnings: isoDay(20),
      website: 'apple.com',
      headline: { market_cap: null },
    })
    expect(apple?.index.map((index) => index.n)).toEqual([
      'S&P 500',
      'Nasdaq-100',
      'Dow Jones Industrial Average',
    ])
    const [dax] = await ok('/v6/titles/1000007/info', TitleInfoAnswerSchema)
    expect(dax).toMatchObject({ type: 'index', currency: 'PTS', isin: 'DE0008469008', sector: null })
  })

  it('answers 8 naming the parameter when ids are missing and 32 when malformed', async () => {
    const missing = await failure('/v6/titles//info', 400, 8)
    expect(missing.en).toBe('Required parameter ids was null or undefined when calling getTitleInfo')
    await failure('/v6/titles/1001,abc/info', 400, 32)
    await failure('/v6/titles/1001/info?format=xml', 400, 21)
  })

  it('ranks search hits: ISIN, symbol exact, symbol prefix, name prefix, contains', async () => {
    const byIsin = await ok('/v6/titles/search?query=US0378331005', TitleSearchAnswerSchema)
    expect(byIsin[0]).toMatchObject({ id: 1001, match: 'isin' })
    const bySymbol = await ok('/v6/titles/search?query=aapl', TitleSearchAnswerSchema)
    expect(bySymbol[0]).toMatchObject({ id: 1001, match: 'symbol' })
    const micro = await ok('/v6/titles/search?query=micro', TitleSearchAnswerSchema)
    const matches = micro.map((hit) => hit.match)
    expect(matches).toEqual(
      [...matches].sort(
        (a, b) =>
          ['isin', 'symbol', 'symbol_prefix', 'name_prefix', 'contains'].indexOf(a) -
          ['isin', 'symbol', 'symbol_prefix', 'name_prefix', 'contains'].indexOf(b),
      ),
    )
    expect(
      micro
        .filter((hit) => hit.match === 'name_prefix')
        .map((hit) => hit.id)
        .sort(),
    ).toEqual([1002, 1060])
    expect(micro.some((hit) => hit.id === 1035 && hit.match === 'contains')).toBe(true)
    const symbolPrefix = await ok('/v6/titles/search?query=AM&search_type=symbol', TitleSearchAnswerSchema)
    expect(symbolPrefix.every((hit) => hit.match === 'symbol_prefix' || hit.match === 'symbol')).toBe(true)
    expect(symbolPrefix.map((hit) => hit.symbol)).toEqual(expect.arrayContaining(['AMZN', 'AMD', 'AMAT']))
    expect(await ok('/v6/titles/search?query=AAPL&search_type=isin', TitleSearchAnswerSchema)).toEqual([])
    const limited = await ok('/v6/titles/search?query=a&limit=3', TitleSearchAnswerSchema)
    expect(limited).toHaveLength(3)
    const byAlias = await ok('/v6/titles/search?query=zara', TitleSearchAnswerSchema)
    expect(byAlias[0]).toMatchObject({ id: 2082, match: 'name_prefix' })
    const missing = await failure('/v6/titles/search', 400, 8)
    expect(missing.en).toBe('Required parameter query was null or undefined when calling searchTitles')
    await failure('/v6/titles/search?query=x&search_type=fuzzy', 400, 32)
    await failure('/v6/titles/search?query=x&limit=0', 400, 32)
  })

  it('relates titles by co-mentions first, then industry, index and sector', async () => {
    const [message] = await server.database.db
      .insert(messages)
      .values([
        {
          source: 'reuters.com',
          sourceId: 'rel-1',
          type: 'news',
          messageTime: new Date(),
          contentHash: 'h1',
        },
        {
          source: 'reuters.com',
          sourceId: 'rel-2',
          type: 'news',
          messageTime: new Date(),
          contentHash: 'h2',
        },
      ])
      .returning({ id: messages.id })
    const rows = await server.database.db.select({ id: messages.id }).from(messages)
    const ids = rows.map((row) => row.id)
    expect(message).toBeDefined()
    await server.database.db.insert(messageTitles).values(
      ids.flatMap((messageId) => [
        { messageId, titleId: 1001, messageTime: new Date() },
        { messageId, titleId: 1008, messageTime: new Date() },
      ]),
    )
    const related = await ok('/v6/titles/AAPL/related?limit=6', RelatedAnswerSchema)
    expect(related).toHaveLength(6)
    expect(related[0]).toEqual({
      id: 1008,
      n: 'Tesla, Inc.',
      type: 'company',
      reason: 'co_mentioned',
      count: 2,
    })
    expect(related[1]?.reason).toBe('industry')
    expect(related.some((title) => title.id === 1001)).toBe(false)
    // Bitcoin has no sector or index: the other crypto currencies, none of them a company.
    const byBitcoin = await ok('/v6/titles/90001/related?limit=5', RelatedAnswerSchema)
    expect(byBitcoin).toHaveLength(5)
    expect(
      byBitcoin.every((title) => title.type === 'crypto_currency' && title.reason === 'asset_type'),
    ).toBe(true)
    expect(byBitcoin.some((title) => title.id === 90001)).toBe(false)
    // A company never gets the asset-type fallback.
    expect(
      (await ok('/v6/titles/AAPL/related?limit=100', RelatedAnswerSchema)).some(
        (t) => t.reason === 'asset_type',
      ),
    ).toBe(false)
    const bySap = await ok('/v6/titles/2001/related?limit=100', RelatedAnswerSchema)
    expect(bySap.some((title) => title.id === 2049 && title.reason === 'index')).toBe(true)
    await failure('/v6/titles/NOSUCHTHING/related', 404, 32)
    await failure('/v6/titles/1001/related?limit=x', 400, 32)
  })

  it('answers entities by id and by search over titles, people and classes', async () => {
    const entities = await ok('/v6/entities/1001,p1,s45,l7?format=json', EntitiesAnswerSchema)
    expect(entities.map((entity) => [entity.entity_id, entity.kind, entity.entity_type])).toEqual([
      ['1001', 'title', 'company'],
      ['p1', 'person', 'person'],
      ['s45', 'class', 'class'],
      ['l7', 'class', 'class'],
    ])
    expect(entities[1]?.name).toBe('Cook, Tim')
    const people = await ok('/v6/entities/search?query=nadella', EntitiesAnswerSchema)
    expect(people).toEqual([
      expect.objectContaining({ kind: 'person', name: 'Nadella, Satya', title_id: 1002 }),
    ])
    const coins = await ok(
      '/v6/entities/search?query=bitcoin&entity_type=crypto_currency',
      EntitiesAnswerSchema,
    )
    expect(coins.map((entity) => entity.name)).toEqual(['Bitcoin', 'Bitcoin Cash'])
    const classes = await ok(
      '/v6/entities/search?query=semiconductors&entity_type=class',
      EntitiesAnswerSchema,
    )
    expect(classes[0]).toMatchObject({ entity_id: 's4530', kind: 'class' })
    await failure('/v6/entities/search?query=x&entity_type=planet', 400, 32)
    const missing = await failure('/v6/entities/search?limit=3', 400, 8)
    expect(missing.en).toBe('Required parameter query was null or undefined when calling searchEntities')
    await failure('/v6/entities/1001,x9', 400, 32)
  })

  it('answers earnings, positions and subsidiaries, empty but well-formed without data', async () => {
    const appleEarnings = await ok('/v6/titles/1001/earnings', EarningsAnswerSchema)
    expect(appleEarnings.earnings.map((entry) => entry.release_date)).toEqual([
      isoDay(110),
      isoDay(20),
      isoDay(-30),
    ])
    expect(appleEarnings.earnings[2]).toEqual({
      release_date: isoDay(-30),
      prior: 1.2,
      consensus: 1.3,
      actual: 1.4,
    })
    expect(await ok('/v6/titles/2001/earnings', EarningsAnswerSchema)).toEqual({ id: 2001, earnings: [] })
    const netflix = await ok('/v6/titles/NFLX/positions', PositionsAnswerSchema)
    expect(netflix.executives.map((person) => person.lastName).sort()).toEqual(['Peters', 'Sarandos'])
    expect(netflix.positions).toEqual([])
    expect(await ok('/v6/titles/2001/subsidiaries', SubsidiariesAnswerSchema)).toEqual({
      id: 2001,
      subsidiaries: [],
    })
    await server.database.db.insert(subsidiaries).values({
      titleId: 2001,
      name: 'SAP America, Inc.',
      country: 'US',
      sharePercent: 100,
      reportedAt: '2025-03-01',
    })
    expect((await ok('/v6/titles/2001/subsidiaries', SubsidiariesAnswerSchema)).subsidiaries).toEqual([
      { name: 'SAP America, Inc.', country: 'US', share_percent: 100, reported_at: '2025-03-01' },
    ])
    await failure('/v6/titles/999999999/earnings', 404, 32)
    await failure('/v6/titles/1001/positions?format=csv', 400, 21)
  })
})
