import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buzzBuckets } from '../../server/db/schema'
import {
  ApiErrorBodySchema,
  AvailableFiltersAnswerSchema,
  CountriesAnswerSchema,
  ERROR_CATALOGUE,
  ErrorCodesAnswerSchema,
  ExchangesAnswerSchema,
  HolidaysAnswerSchema,
  KeyEventsAnswerSchema,
  ListAnswerSchema,
  ListsAnswerSchema,
  ReportsAnswerSchema,
  SectorsAnswerSchema,
  SourcesAnswerSchema,
  SourceTypesAnswerSchema,
  sectorLevel,
} from '../../src/core'
import { demoAuthHeader } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

describe.each(DATABASE_TARGETS)('inventory lookups on $name', (target) => {
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

  it('serves the key event catalogue grouped, icons only with add_icon=true', async () => {
    const withIcons = await ok('/v6/key_events_v2?add_icon=true', KeyEventsAnswerSchema)
    expect(withIcons.length).toBeGreaterThan(5)
    const events = withIcons.flatMap((group) => group.key_events)
    expect(events.length).toBeGreaterThan(20)
    expect(events.every((event) => typeof event.icon === 'string' && event.icon !== '')).toBe(true)
    const plain = await ok('/v6/key_events_v2', KeyEventsAnswerSchema)
    expect(plain.flatMap((group) => group.key_events).some((event) => event.icon !== undefined)).toBe(false)
  })

  it('lists exchanges with MIC and country, filtered by country', async () => {
    const all = await ok('/v6/exchanges', ExchangesAnswerSchema)
    expect(all).toContainEqual({ exchange_id: 8, name: 'Xetra', mic: 'XETR', country: 'DE', icon: 'flag-de' })
    const german = await ok('/v6/exchanges?country=de', ExchangesAnswerSchema)
    expect(german.map((exchange) => exchange.mic).sort()).toEqual(['XETR', 'XFRA'])
    await failure('/v6/exchanges?country=DEU', 400, 32)
  })

  it('lists countries with UN code and continent', async () => {
    const countries = await ok('/v6/countries', CountriesAnswerSchema)
    expect(countries.length).toBeGreaterThan(240)
    expect(countries).toContainEqual({
      name: 'Germany',
      iso: 'DE',
      un: '276',
      continent_code: 'EU',
      icon: 'flag-de',
    })
    expect(countries.find((country) => country.iso === 'JP')).toMatchObject({
      un: '392',
      continent_code: 'AS',
    })
  })

  it('lists sources and source types with icons on request', async () => {
    const sources = await ok('/v6/sources?add_icon=true', SourcesAnswerSchema)
    expect(sources).toContainEqual({ source: 'reuters.com', type: 'news', icon: 'newspaper' })
    const types = await ok('/v6/source_types?add_icon=true', SourceTypesAnswerSchema)
    expect(types.map((type) => type.type)).toEqual(
      expect.arrayContaining(['news', 'tweets', 'forum_posts', 'videos']),
    )
    expect(types.every((type) => type.icon !== undefined)).toBe(true)
    const plainTypes = await ok('/v6/source_types', SourceTypesAnswerSchema)
    expect(plainTypes.every((type) => type.icon === undefined)).toBe(true)
  })

  it('serves a sector tree whose id length gives the level and every parent exists', async () => {
    const sectors = await ok('/v6/sectors', SectorsAnswerSchema)
    const ids = new Set(sectors.map((sector) => sector.id))
    const levels = new Set(sectors.map((sector) => sectorLevel(sector.id)))
    expect([...levels].sort()).toEqual(['group', 'industry', 'sector', 'subindustry'])
    expect(sectors.find((sector) => sector.id === '45301020')?.name).toBe('Semiconductors')
    for (const sector of sectors) {
      if (sector.id.length > 2)
        expect(ids.has(sector.id.slice(0, sector.id.length - 2)), sector.id).toBe(true)
    }
  })

  it('lists index membership lists and one list with latest buzz of a partition', async () => {
    const lists = await ok('/v6/lists', ListsAnswerSchema)
    expect(lists).toContainEqual({ id: 7, n: 'DAX', icon: 'list' })
    // Today's daily_5am bucket and yesterday's; an older one is no current buzz.
    const day = Math.floor((Date.now() - 5 * 3_600_000) / 86_400_000) * 86_400_000 + 5 * 3_600_000
    await server.database.db.insert(buzzBuckets).values([
      {
        partition: 'daily_5am',
        titleId: 2002,
        bucketStart: new Date(day - 3 * 86_400_000),
        bucketEnd: new Date(day - 2 * 86_400_000),
        buzz: 2,
        sentimentMean: 0.1,
      },
      {
        partition: 'daily_5am',
        titleId: 2001,
        bucketStart: new Date(day - 86_400_000),
        bucketEnd: new Date(day),
        buzz: 3,
        sentimentMean: -0.5,
      },
      {
        partition: 'daily_5am',
        titleId: 2001,
        bucketStart: new Date(day),
        bucketEnd: new Date(day + 86_400_000),
        buzz: 1.5,
        sentimentMean: 0.25,
      },
    ])
    const dax = await ok('/v6/lists/7?partition=daily_5am', ListAnswerSchema)
    expect(dax.n).toBe('DAX')
    expect(dax.partition).toBe('daily_5am')
    expect(dax.titles.find((title) => title.id === 2001)).toEqual({
      id: 2001,
      n: 'SAP SE',
      type: 'company',
      buzz: 150,
      sentiment: 0.25,
    })
    expect(dax.titles.find((title) => title.id === 2002)).toMatchObject({ buzz: null, sentiment: null })
    expect(dax.titles.some((title) => title.id === 1001)).toBe(false)
    await failure('/v6/lists/7?partition=weekly', 400, 32)
    await failure('/v6/lists/abc', 400, 32)
    await failure('/v6/lists/99999', 404, 32)
    const missing = await failure('/v6/lists/', 400, 8)
    expect(missing.en).toBe('Required parameter lid was null or undefined when calling getList')
  })

  it('answers the error catalogue', async () => {
    const codes = await ok('/v6/errorcodes', ErrorCodesAnswerSchema)
    expect(codes).toHaveLength(Object.keys(ERROR_CATALOGUE).length)
    expect(codes).toContainEqual({
      code: 21,
      internalCode: 'UNSUPPORTED_FORMAT',
      en: 'This format is not supported.',
    })
  })

  it('answers public holidays per country and exchange', async () => {
    const german = await ok('/v6/holidays?country=DE&year=2026', HolidaysAnswerSchema)
    expect(german).toContainEqual({
      date: '2026-12-25',
      name: 'Christmas Day',
      country: 'DE',
      exchange_ids: [8, 9],
    })
    const tokyo = await ok('/v6/holidays?exchange_id=24&year=2026', HolidaysAnswerSchema)
    expect(tokyo.every((holiday) => holiday.country === 'JP' && holiday.exchange_ids.join() === '24')).toBe(
      true,
    )
    expect(tokyo.some((holiday) => holiday.date === '2026-01-01')).toBe(true)
    await failure('/v6/holidays?year=26', 400, 32)
    await failure('/v6/holidays?exchange_id=99999', 404, 32)
  })

  it('answers the report models with the spec ids', async () => {
    const reports = await ok('/v6/reports', ReportsAnswerSchema)
    expect(reports).toContainEqual({
      id: 4,
      name: 'daily_5am',
      interval_minutes: 1440,
      offset_minutes: 300,
      source: null,
    })
    expect(reports).toContainEqual({
      id: 2,
      name: 'realtime',
      interval_minutes: 10,
      offset_minutes: 0,
      source: null,
    })
    expect(reports.some((report) => report.name === 'reddit_daily_5am' && report.source === 'reddit')).toBe(
      true,
    )
  })

  it('answers the available title filters from the stored titles', async () => {
    const filters = await ok('/v6/titles/available_filters', AvailableFiltersAnswerSchema)
    expect(filters.type.map((type) => type.id).sort()).toEqual([
      'company',
      'crypto_currency',
      'forex',
      'index',
      'raw_material',
    ])
    expect(filters.region.map((region) => region.id)).toEqual(
      expect.arrayContaining(['US', 'EU', 'NA', 'AS']),
    )
    expect(filters.region).toContainEqual({ id: 'EU', n: 'European Union' })
    expect(filters.list).toContainEqual({ id: 7, n: 'DAX' })
    expect(filters.sort_by).toContain('buzz')
  })

  it('answers code 21 for an unsupported format and accepts format=json', async () => {
    for (const path of [
      '/v6/exchanges',
      '/v6/countries',
      '/v6/sectors',
      '/v6/lists',
      '/v6/errorcodes',
      '/v6/reports',
      '/v6/holidays',
    ]) {
      await failure(`${path}?format=xml`, 400, 21)
      expect((await get(`${path}?format=json`)).status, path).toBe(200)
    }
  })

  it('needs basic authentication', async () => {
    const response = await fetch(`${server.base}/v6/sectors`)
    expect(response.status).toBe(401)
    expect(v.parse(ApiErrorBodySchema, await response.json()).code).toBe(15)
  })
})
