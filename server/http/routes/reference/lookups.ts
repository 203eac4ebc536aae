import type { FastifyInstance } from 'fastify'
import type * as v from 'valibot'
import {
  AddIconQuerySchema,
  CountriesAnswerSchema,
  ERROR_CATALOGUE,
  ErrorCodesAnswerSchema,
  ExchangesAnswerSchema,
  ExchangesQuerySchema,
  FormatQuerySchema,
  HolidaysAnswerSchema,
  HolidaysQuerySchema,
  KeyEventsAnswerSchema,
  keyEventCatalogue,
  ReportsAnswerSchema,
  SectorsAnswerSchema,
  SourcesAnswerSchema,
  SourceTypesAnswerSchema,
} from '../../../../src/core'
import type { Database } from '../../../db'
import { allCountries } from '../../../market/reference/countries'
import { publicHolidays } from '../../../market/reference/holidays'
import { loadExchanges, loadSectors, loadSources } from '../../../market/reference/queries'
import { reportModels } from '../../../market/reference/reports'
import { SOURCE_TYPES } from '../../../seed/reference/data/sources'
import { ApiError } from '../../api-error'
import { documentRoute } from '../../openapi/registry'
import { assertSupportedFormat, parseRequest } from '../../validate'

type Out<T extends v.GenericSchema> = v.InferOutput<T>

const TAGS = ['Inventory'] as const

/** `{ icon }` when icons were asked for, else nothing to spread. */
function iconOf(icon: string, addIcon: boolean): { icon?: string } {
  return addIcon ? { icon } : {}
}

/** Lookup data of data-interface §7 "Inventory" and "Key events" (GET /key_events_v2). */
export function lookupRoutes(v6: FastifyInstance, db: Database): void {
  documentRoute({
    method: 'GET',
    path: '/key_events_v2',
    summary: 'Key event catalogue, grouped',
    tags: ['Key events'],
    query: AddIconQuerySchema,
    response: KeyEventsAnswerSchema,
    errors: [21, 32],
  })
  v6.get('/key_events_v2', async (request): Promise<Out<typeof KeyEventsAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(AddIconQuerySchema, request.query)
    return keyEventCatalogue(query.add_icon === 'true')
  })

  documentRoute({
    method: 'GET',
    path: '/exchanges',
    summary: 'Exchanges (optionally of one country)',
    tags: TAGS,
    query: ExchangesQuerySchema,
    response: ExchangesAnswerSchema,
    errors: [21, 32],
  })
  v6.get('/exchanges', async (request): Promise<Out<typeof ExchangesAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(ExchangesQuerySchema, request.query)
    const rows = await loadExchanges(db, query.country)
    const addIcon = query.add_icon !== 'false'
    return rows.map((row) => ({
      exchange_id: row.id,
      name: row.name,
      mic: row.mic,
      country: row.country,
      ...iconOf(row.icon, addIcon),
    }))
  })

  documentRoute({
    method: 'GET',
    path: '/countries',
    summary: 'Countries (ISO 3166-1) with UN code and continent',
    tags: TAGS,
    query: AddIconQuerySchema,
    response: CountriesAnswerSchema,
    errors: [21, 32],
  })
  v6.get('/countries', async (request): Promise<Out<typeof CountriesAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(AddIconQuerySchema, request.query)
    const addIcon = query.add_icon !== 'false'
    return allCountries().map(({ icon, ...country }) => ({ ...country, ...iconOf(icon ?? '', addIcon) }))
  })

  documentRoute({
    method: 'GET',
    path: '/sectors',
    summary: 'Sector tree; the id length gives the level',
    description: '8 or more digits: subindustry; 6 or more: industry; 4 or more: group; fewer: sector.',
    tags: TAGS,
    query: AddIconQuerySchema,
    response: SectorsAnswerSchema,
    errors: [21, 32],
  })
  v6.get('/sectors', async (request): Promise<Out<typeof SectorsAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(AddIconQuerySchema, request.query)
    const rows = await loadSectors(db)
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      ...iconOf(row.icon, query.add_icon !== 'false'),
    }))
  })

  documentRoute({
    method: 'GET',
    path: '/sources',
    summary: 'Message sources by host',
    tags: TAGS,
    query: AddIconQuerySchema,
    response: SourcesAnswerSchema,
    errors: [21, 32],
  })
  v6.get('/sources', async (request): Promise<Out<typeof SourcesAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(AddIconQuerySchema, request.query)
    const rows = await loadSources(db)
    return rows.map((row) => ({
      source: row.source,
      type: row.type,
      ...iconOf(row.icon, query.add_icon === 'true'),
    }))
  })

  documentRoute({
    method: 'GET',
    path: '/source_types',
    summary: 'Source types',
    tags: TAGS,
    query: AddIconQuerySchema,
    response: SourceTypesAnswerSchema,
    errors: [21, 32],
  })
  v6.get('/source_types', async (request): Promise<Out<typeof SourceTypesAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(AddIconQuerySchema, request.query)
    const known = new Map<string, string>(SOURCE_TYPES)
    for (const row of await loadSources(db))
      if (!known.has(row.type)) known.set(row.type, row.icon || 'globe')
    return [...known].map(([type, icon]) => ({ type, ...iconOf(icon, query.add_icon === 'true') }))
  })

  documentRoute({
    method: 'GET',
    path: '/errorcodes',
    summary: 'The numeric error catalogue',
    tags: TAGS,
    query: FormatQuerySchema,
    response: ErrorCodesAnswerSchema,
    errors: [21],
  })
  v6.get('/errorcodes', async (request): Promise<Out<typeof ErrorCodesAnswerSchema>> => {
    assertSupportedFormat(request.query)
    return Object.entries(ERROR_CATALOGUE).map(([code, entry]) => ({
      code: Number(code),
      internalCode: entry.internalCode,
      en: entry.en,
    }))
  })

  documentRoute({
    method: 'GET',
    path: '/holidays',
    summary: 'Public holidays closing exchanges, per country or exchange',
    description:
      'Public holidays of the exchange countries (date-holidays package); exchange-specific closing days are not modelled. Default year: the current one.',
    tags: TAGS,
    query: HolidaysQuerySchema,
    response: HolidaysAnswerSchema,
    errors: [21, 32],
  })
  v6.get('/holidays', async (request): Promise<Out<typeof HolidaysAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(HolidaysQuerySchema, request.query)
    const year = query.year ? Number(query.year) : new Date().getUTCFullYear()
    const all = await loadExchanges(db)
    let scope = all
    if (query.exchange_id !== undefined) {
      scope = all.filter((exchange) => exchange.id === Number(query.exchange_id))
      if (scope.length === 0) throw new ApiError(404, 32, `Unknown exchange_id ${query.exchange_id}.`)
    }
    if (query.country !== undefined) {
      const country = query.country.toUpperCase()
      scope = scope.filter((exchange) => exchange.country === country)
      if (scope.length === 0) throw new ApiError(404, 32, `No exchange in country ${country}.`)
    }
    const countries = [...new Set(scope.map((exchange) => exchange.country))].sort()
    return countries.flatMap((country) => {
      const exchangeIds = scope
        .filter((exchange) => exchange.country === country)
        .map((exchange) => exchange.id)
      return publicHolidays(country, year).map((holiday) => ({ ...holiday, exchange_ids: exchangeIds }))
    })
  })

  documentRoute({
    method: 'GET',
    path: '/reports',
    summary: 'Report models (partitions) of buzz and sentiment',
    tags: TAGS,
    query: FormatQuerySchema,
    response: ReportsAnswerSchema,
    errors: [21],
  })
  v6.get('/reports', async (request): Promise<Out<typeof ReportsAnswerSchema>> => {
    assertSupportedFormat(request.query)
    return reportModels()
  })
}
