import type { FastifyInstance } from 'fastify'
import type * as v from 'valibot'
import {
  AddIconQuerySchema,
  AvailableFiltersAnswerSchema,
  DEFAULT_DAILY_PARTITION,
  FormatQuerySchema,
  ListAnswerSchema,
  ListQuerySchema,
  ListsAnswerSchema,
  MARKET_GROUPS,
  partitionSpec,
  TITLE_RANGE_FILTERS,
  TITLE_SORTS,
  TopFlopAnswerSchema,
  TopFlopQuerySchema,
} from '../../../../src/core'
import type { Database } from '../../../db'
import { allCountries, CONTINENTS } from '../../../market/reference/countries'
import {
  latestBuzz,
  loadExchanges,
  loadList,
  loadListMembers,
  loadLists,
  loadSectors,
  presentTitleFacets,
} from '../../../market/reference/queries'
import { listTitles } from '../../../market/titles-lookup'
import { ApiError } from '../../api-error'
import { requireFeature } from '../../entitlements'
import { documentRoute } from '../../openapi/registry'
import { assertSupportedFormat, parseIdList, parseRequest } from '../../validate'

type Out<T extends v.GenericSchema> = v.InferOutput<T>

/** A partition name that names a report model, else code 32. */
export function requirePartition(value: string | undefined): string {
  const partition = value ?? DEFAULT_DAILY_PARTITION
  if (!partitionSpec(partition))
    throw new ApiError(
      400,
      32,
      `Malformed parameter partition: unknown report model '${partition.slice(0, 40)}'.`,
    )
  return partition
}

/** GET /lists, GET /lists/{lid}, GET /titles/available_filters. */
export function listRoutes(v6: FastifyInstance, db: Database): void {
  documentRoute({
    method: 'GET',
    path: '/lists',
    summary: 'Title lists (index memberships)',
    tags: ['Inventory'],
    query: AddIconQuerySchema,
    response: ListsAnswerSchema,
    errors: [21, 32],
  })
  v6.get('/lists', async (request): Promise<Out<typeof ListsAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const query = parseRequest(AddIconQuerySchema, request.query)
    const rows = await loadLists(db)
    return rows.map((row) => ({
      id: row.id,
      n: row.name,
      ...(query.add_icon === 'false' ? {} : { icon: row.icon }),
    }))
  })

  documentRoute({
    method: 'GET',
    path: '/lists/:lid',
    summary: 'One list with its titles and their latest buzz and sentiment in a partition',
    tags: ['Inventory'],
    params: { lid: 'List id' },
    query: ListQuerySchema,
    response: ListAnswerSchema,
    errors: [8, 21, 32],
  })
  v6.get<{ Params: { lid?: string } }>(
    '/lists/:lid',
    async (request): Promise<Out<typeof ListAnswerSchema>> => {
      assertSupportedFormat(request.query)
      const [listId] = parseIdList(request.params.lid, 'lid', 'getList', 1)
      const query = parseRequest(ListQuerySchema, request.query)
      const partition = requirePartition(query.partition)
      const list = listId === undefined ? null : await loadList(db, listId)
      if (!list) throw new ApiError(404, 32, `No list with id ${String(listId)}.`)
      const members = await loadListMembers(db, list.id)
      const buzz = await latestBuzz(
        db,
        members.map((member) => member.id),
        partition,
      )
      return {
        id: list.id,
        n: list.name,
        ...(query.add_icon === 'false' ? {} : { icon: list.icon }),
        partition,
        titles: members.map((member) => ({
          id: member.id,
          n: member.name,
          type: member.type,
          buzz: buzz.get(member.id)?.buzz ?? null,
          sentiment: buzz.get(member.id)?.sentiment ?? null,
        })),
      }
    },
  )

  documentRoute({
    method: 'GET',
    path: '/lists/:lid/top_flop',
    summary: 'A list’s members with the highest and the lowest value of a field (needs the list view)',
    description:
      'field: buzz (default), sentiment, chg, week_chg, month_chg, year_chg, … as sort_by of GET /titles; limit per side (default 5, at most 50); members without a value are left out, and no member is both top and flop.',
    tags: ['Inventory'],
    params: { lid: 'List id' },
    query: TopFlopQuerySchema,
    response: TopFlopAnswerSchema,
    errors: [8, 21, 32, 35],
  })
  v6.get<{ Params: { lid?: string } }>(
    '/lists/:lid/top_flop',
    async (request): Promise<Out<typeof TopFlopAnswerSchema>> => {
      assertSupportedFormat(request.query)
      const [listId] = parseIdList(request.params.lid, 'lid', 'getListTopFlop', 1)
      const query = parseRequest(TopFlopQuerySchema, request.query)
      requireFeature(request, 'view.list')
      const partition = requirePartition(query.partition)
      const list = listId === undefined ? null : await loadList(db, listId)
      if (!list) throw new ApiError(404, 32, `No list with id ${String(listId)}.`)
      const field = query.field ?? 'buzz'
      const limit = query.limit ?? 5
      const side = async (descending: boolean) =>
        (
          await listTitles(
            db,
            {
              criteria: { listIds: [list.id] },
              partition,
              ranges: [],
              sort: { field, descending },
              limit,
              offset: 0,
            },
            new Date(),
          )
        ).titles.filter((title) => title[field] !== null && title[field] !== undefined)
      const top = await side(true)
      const topIds = new Set(top.map((title) => title.id))
      const flop = (await side(false)).filter((title) => !topIds.has(title.id))
      return { id: list.id, n: list.name, field, partition, top, flop }
    },
  )

  documentRoute({
    method: 'GET',
    path: '/titles/available_filters',
    summary: 'Values the GET /titles filters accept, as present in the stored titles',
    tags: ['Inventory'],
    query: FormatQuerySchema,
    response: AvailableFiltersAnswerSchema,
    errors: [21],
  })
  v6.get('/titles/available_filters', async (request): Promise<Out<typeof AvailableFiltersAnswerSchema>> => {
    assertSupportedFormat(request.query)
    const [facets, exchanges, sectors, lists] = await Promise.all([
      presentTitleFacets(db),
      loadExchanges(db),
      loadSectors(db),
      loadLists(db),
    ])
    const countryNames = new Map(allCountries().map((country) => [country.iso, country.name]))
    const presentCountries = new Set<string>(facets.countries)
    const continentsPresent = new Set(
      allCountries()
        .filter((country) => facets.countries.includes(country.iso))
        .map((country) => country.continent_code),
    )
    const exchangeChoices = exchanges
      .filter((exchange) => facets.exchangeIds.includes(exchange.id))
      .map((exchange) => ({ id: exchange.id, n: exchange.name }))
    return {
      type: facets.types.map((type) => ({ id: type, n: type })),
      // The application's market codes first, then continents; EU stays the European Union.
      region: [
        ...MARKET_GROUPS.filter((group) => group.countries.some((iso) => presentCountries.has(iso))).map(
          (group) => ({ id: group.key, n: group.label }),
        ),
        ...CONTINENTS.filter(
          (continent) => continentsPresent.has(continent.code) && continent.code !== 'EU',
        ).map((continent) => ({ id: continent.code, n: continent.name })),
      ],
      country: facets.countries.map((iso) => ({ id: iso, n: countryNames.get(iso) ?? iso })),
      sector: sectors.map((sector) => ({ id: sector.id, n: sector.name })),
      pri_exchange: exchangeChoices,
      exchange: exchangeChoices,
      list: lists.map((list) => ({ id: list.id, n: list.name })),
      ranges: TITLE_RANGE_FILTERS.map((name) => ({
        name,
        unit: name === 'sent' ? 'sentiment -1..1' : name === 'messages' ? 'messages' : 'percent',
      })),
      sort_by: [...TITLE_SORTS],
    }
  })
}
