import type * as v from 'valibot'
import {
  DEFAULT_DAILY_PARTITION,
  KEY_EVENT_FILTER_PATTERN,
  keyEventById,
  keyEventIdOfField,
  type PostTitlesBodySchema,
  TITLE_RANGE_FILTERS,
  TITLE_SORTS,
  TITLE_TYPES,
  type TitleSort,
  type TitlesQuerySchema,
} from '../../../../src/core'
import { countriesOfRegion } from '../../../market/reference/countries'
import { isCountryCode } from '../../../market/reference/identifiers'
import type {
  KeyEventCriterion,
  RangeBound,
  TitleCriteria,
  TitleListRequest,
} from '../../../market/titles-lookup'
import { ApiError } from '../../api-error'

/** Turns the query of GET /titles and the body of POST /titles into a title list request. */

function malformed(name: string, detail: string): ApiError {
  return new ApiError(400, 32, `Malformed parameter ${name}: ${detail}`)
}

function listOf(value: string, name: string, check: (item: string) => boolean, what: string): string[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  if (items.length === 0) throw malformed(name, 'empty')
  for (const item of items) if (!check(item)) throw malformed(name, `'${item.slice(0, 30)}' is not ${what}`)
  return items
}

const isId = (item: string) => /^\d{1,10}$/.test(item) && Number(item) <= 2_147_483_647
const isSectorId = (item: string) => /^\d{2,8}$/.test(item)
const isTitleType = (item: string) => TITLE_TYPES.some((type) => type === item)
const isRegion = (item: string) => countriesOfRegion(item) !== null
const isCountry = (item: string) => isCountryCode(item.toUpperCase())

/** A key-event id, or the id of a key_events.4.{id}.total field; null for anything else. */
function keyEventIdOf(item: string): number | null {
  if (KEY_EVENT_FILTER_PATTERN.test(item)) return keyEventIdOfField(item)
  return /^\d{1,9}$/.test(item) ? Number(item) : null
}

function keyEventIdsOf(items: readonly string[], name: string): number[] {
  return items.map((item) => {
    const id = keyEventIdOf(item)
    if (id === null) throw malformed(name, `'${item.slice(0, 30)}' is not a key event id`)
    return id
  })
}

/** Every key-event id of the criteria must be in the catalogue: 32 naming the others. */
function assertKnownKeyEvents(criteria: readonly KeyEventCriterion[], name: string): void {
  const unknown = [
    ...new Set(criteria.flatMap((criterion) => criterion.keyEventIds).filter((id) => !keyEventById(id))),
  ]
  if (unknown.length > 0) throw malformed(name, `unknown key event ${unknown.join(', ')}`)
}

export interface KeyEventWindow {
  startMs: number
  endMs: number
}

export function parseSort(
  value: string | undefined,
  fallback: string,
): { field: TitleSort; descending: boolean } {
  const text = value ?? fallback
  const descending = text.startsWith('-')
  const name = descending ? text.slice(1) : text
  const field = TITLE_SORTS.find((sort) => sort === name)
  if (!field) throw malformed('sort_by', `'${name.slice(0, 30)}' is none of ${TITLE_SORTS.join(', ')}`)
  return { field, descending }
}

export function parseLimit(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback
  const limit = Number(value)
  if (!Number.isInteger(limit) || limit < 1 || limit > max) throw malformed('limit', `must be 1 to ${max}`)
  return limit
}

function intersect(a: readonly string[] | undefined, b: readonly string[]): string[] {
  return a === undefined ? [...b] : a.filter((item) => b.includes(item))
}

export function titleListFromQuery(
  query: v.InferOutput<typeof TitlesQuerySchema>,
  keyEventWindow: KeyEventWindow,
): TitleListRequest {
  const criteria: TitleCriteria = {}
  if (query.type !== undefined) {
    const types = listOf(query.type, 'type', isTitleType, 'a title type')
    criteria.types = TITLE_TYPES.filter((type) => types.includes(type))
  }
  let countries: string[] | undefined
  if (query.region !== undefined) {
    const regions = listOf(
      query.region,
      'region',
      isRegion,
      'a market code (US, CA, EU, CN, IN, REST_AS) or a continent code (AF, AN, AS, NA, OC, SA)',
    )
    countries = [...new Set(regions.flatMap((region) => countriesOfRegion(region) ?? []))]
  }
  if (query.country !== undefined) {
    countries = intersect(
      countries,
      listOf(query.country, 'country', isCountry, 'an ISO country code').map((c) => c.toUpperCase()),
    )
  }
  if (countries !== undefined) criteria.countries = countries
  if (query.sector !== undefined)
    criteria.sectorPrefixes = listOf(query.sector, 'sector', isSectorId, 'a sector id')
  if (query.pri_exchange !== undefined) {
    criteria.priExchangeIds = listOf(query.pri_exchange, 'pri_exchange', isId, 'an exchange id').map(Number)
  }
  if (query.exchange !== undefined) {
    criteria.exchangeIds = listOf(query.exchange, 'exchange', isId, 'an exchange id').map(Number)
  }
  if (query.list !== undefined) criteria.listIds = listOf(query.list, 'list', isId, 'a list id').map(Number)
  if (query.key_events !== undefined) {
    const items = listOf(
      query.key_events,
      'key_events',
      (item) => keyEventIdOf(item) !== null,
      'a key event id',
    )
    criteria.keyEvents = [
      { keyEventIds: keyEventIdsOf(items, 'key_events'), comparator: 'gte', count: 1, ...keyEventWindow },
    ]
    assertKnownKeyEvents(criteria.keyEvents, 'key_events')
  }
  const ranges: RangeBound[] = []
  for (const name of TITLE_RANGE_FILTERS) {
    const higher = query[`${name}_higher`]
    const lower = query[`${name}_lower`]
    if (higher === undefined && lower === undefined) continue
    ranges.push({
      name,
      ...(higher === undefined ? {} : { higher: Number(higher) }),
      ...(lower === undefined ? {} : { lower: Number(lower) }),
    })
  }
  return {
    criteria,
    partition: DEFAULT_DAILY_PARTITION,
    ...(query.buzz === undefined ? {} : { minBuzz: Number(query.buzz) }),
    ranges,
    sort: parseSort(query.sort_by, 'name'),
    limit: parseLimit(query.limit, 100, 1000),
    offset: query.offset === undefined ? 0 : Number(query.offset),
  }
}

type FilterValue = string | number | (string | number)[]

function valuesOf(value: FilterValue): string[] {
  return (Array.isArray(value) ? value : [value]).map((item) => String(item).trim())
}

type FilterEntry = NonNullable<NonNullable<v.InferOutput<typeof PostTitlesBodySchema>>['filters']>[number]

/** A key_events.4.{id}.total entry: at least (gte), more than (gt) or exactly (eq) `value` messages. */
function messageCountCriterion(
  entry: FilterEntry,
  keyEventId: number,
  name: string,
  window: KeyEventWindow,
): KeyEventCriterion {
  const values = valuesOf(entry.value)
  const [count] = values
  if (values.length !== 1 || count === undefined || !/^\d{1,9}$/.test(count) || Number(count) < 1) {
    throw malformed(name, 'must be one whole number of messages, at least 1')
  }
  return {
    keyEventIds: [keyEventId],
    comparator: entry.comparator ?? 'gte',
    count: Number(count),
    ...window,
  }
}

/**
 * POST /titles body filters (view filter settings of application §3) as criteria; key-event
 * entries count messages in `keyEventWindow`.
 */
export function criteriaFromFilters(
  body: v.InferOutput<typeof PostTitlesBodySchema>,
  keyEventWindow: KeyEventWindow,
): TitleCriteria {
  const criteria: TitleCriteria = {}
  const keyEvents: KeyEventCriterion[] = []
  for (const [index, filter] of (body?.filters ?? []).entries()) {
    const name = `filters.${index}.value`
    const values = valuesOf(filter.value)
    const check = (ok: (item: string) => boolean, what: string) => {
      if (values.length === 0) throw malformed(name, 'empty')
      for (const item of values) if (!ok(item)) throw malformed(name, `'${item.slice(0, 30)}' is not ${what}`)
      return values
    }
    const countField = keyEventIdOfField(filter.field)
    if (countField !== null) {
      keyEvents.push(messageCountCriterion(filter, countField, name, keyEventWindow))
      continue
    }
    if (filter.comparator !== undefined && filter.comparator !== 'eq') {
      throw malformed(
        `filters.${index}.comparator`,
        `${filter.comparator} applies to key_events.4.{id}.total only`,
      )
    }
    switch (filter.field) {
      case 'sector':
      case 'group':
      case 'industry':
      case 'subindustry':
        criteria.sectorPrefixes = [...(criteria.sectorPrefixes ?? []), ...check(isSectorId, 'a sector id')]
        break
      case 'pri_exchange.exchange_id':
        criteria.priExchangeIds = check(isId, 'an exchange id').map(Number)
        break
      case 'listed_in':
        criteria.exchangeIds = check(isId, 'an exchange id').map(Number)
        break
      case 'country':
        criteria.countries = check(isCountry, 'an ISO country code').map((c) => c.toUpperCase())
        break
      case 'id':
        criteria.ids = check(isId, 'a title id').map(Number)
        break
      case 'type':
        criteria.types = TITLE_TYPES.filter((type) => check(isTitleType, 'a title type').includes(type))
        break
      case 'list':
        criteria.listIds = check(isId, 'a list id').map(Number)
        break
      case 'key_events':
        keyEvents.push({
          keyEventIds: keyEventIdsOf(
            check((item) => keyEventIdOf(item) !== null, 'a key event id'),
            name,
          ),
          comparator: 'gte',
          count: 1,
          ...keyEventWindow,
        })
        break
    }
  }
  if (keyEvents.length > 0) {
    assertKnownKeyEvents(keyEvents, 'filters')
    criteria.keyEvents = keyEvents
  }
  return criteria
}
