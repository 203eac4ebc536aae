import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  KEY_EVENT_TOP_TITLES,
  KEY_EVENT_TYPES,
  KeyEventDetailQuerySchema,
  KeyEventMessagesQuerySchema,
  keyEventById,
  keyEventIcon,
  LatestKeyEventsQuerySchema,
  partitionSpec,
  SectorKeyEventsQuerySchema,
} from '../../../../src/core'
import { searchMessages } from '../../../market/messages/search'
import {
  keyEventDetail,
  latestKeyEvents,
  sectorKeyEvents,
  titleKeyEvents,
} from '../../../market/stats/key-events'
import { ApiError } from '../../api-error'
import { parseRequest, requireParameter } from '../../validate'
import { parseIdent, parseQuery, parseRegionCountries, resolveRange } from './common'
import { entitleCurrent, entitleMessageFilter, entitleRange } from './entitle'
import type { DataRouteDeps } from './messages-search'
import { newestFirst, titleMessagesFilter } from './title-messages-filter'
import { knownTitles } from './titles'

const KeyEventParams = v.object({ key_event_id: v.optional(v.string()) })
const SectorParams = v.object({ sector_id: v.optional(v.string()) })

function parseSectorId(raw: string | undefined): string {
  const text = requireParameter(raw, 'sector_id', 'getSectorKeyEvents')
  if (!/^\d{2,8}$/.test(text))
    throw new ApiError(400, 32, `Malformed parameter sector_id: '${text.slice(0, 20)}' is not a sector id.`)
  return text
}

const IdentsParams = v.object({ idents: v.optional(v.string()) })

function parseKeyEvent(raw: string | undefined, call: string) {
  const text = requireParameter(raw, 'key_event_id', call)
  if (!/^\d{1,9}$/.test(text))
    throw new ApiError(
      400,
      32,
      `Malformed parameter key_event_id: '${text.slice(0, 20)}' is not a key event id.`,
    )
  const event = keyEventById(Number(text))
  if (!event) throw new ApiError(404, 32, `No key event with id ${text}.`)
  return event
}

/**
 * Key events (data-interface §7 "Key events"): one key event over a range, its messages, and a
 * title's key events in the v1 form.
 */
export function keyEventRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  const { db } = deps

  v6.get('/key_events', async (request) => {
    parseQuery(v.strictObject({ format: v.optional(v.string()) }), request.query)
    return KEY_EVENT_TYPES.map(({ key_event_id, name, group_id }) => ({
      key_event_id,
      name,
      group_id,
      icon: keyEventIcon(key_event_id),
    }))
  })

  v6.get('/key_events/latest', async (request) => {
    const query = parseQuery(LatestKeyEventsQuerySchema, request.query)
    entitleCurrent(request)
    return latestKeyEvents(db, Date.now(), query.limit ?? 20)
  })

  v6.get('/key_events_v2/:key_event_id', async (request) => {
    const event = parseKeyEvent(parseRequest(KeyEventParams, request.params).key_event_id, 'getKeyEvent')
    const query = parseQuery(KeyEventDetailQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const detail = await keyEventDetail(
      db,
      event.key_event_id,
      range.startMs,
      range.endMs,
      KEY_EVENT_TOP_TITLES,
    )
    return { ...event, icon: keyEventIcon(event.key_event_id), ...detail }
  })

  v6.get('/key_events_v2/:key_event_id/messages', async (request) => {
    const event = parseKeyEvent(
      parseRequest(KeyEventParams, request.params).key_event_id,
      'getKeyEventMessages',
    )
    const query = parseQuery(KeyEventMessagesQuerySchema, request.query)
    if (query.partition !== undefined && !partitionSpec(query.partition))
      throw new ApiError(400, 32, 'Malformed parameter partition.')
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const filter = { ...titleMessagesFilter(query, range), keyEventIds: [event.key_event_id] }
    entitleMessageFilter(request, filter)
    return { messages: await searchMessages(db, filter, newestFirst(query)) }
  })

  v6.get('/sectors/:sector_id/key_events_v2', async (request) => {
    const sectorId = parseSectorId(parseRequest(SectorParams, request.params).sector_id)
    const query = parseQuery(SectorKeyEventsQuerySchema, request.query)
    if (query.partition !== undefined && !partitionSpec(query.partition))
      throw new ApiError(400, 32, 'Malformed parameter partition.')
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    return sectorKeyEvents(db, {
      sectorId,
      countries: parseRegionCountries(query.region),
      startMs: range.startMs,
      endMs: range.endMs,
      sortBy: query.sort_by ?? 'total',
      limit: query.limit ?? 10,
      topTitles: query.top_titles_limit ?? 5,
    })
  })

  // v1: one title's key events, as the v2 call answers them for one title.
  v6.get('/titles/:idents/key_events', async (request) => {
    const id = parseIdent(parseRequest(IdentsParams, request.params).idents, 'ident', 'getTitleKeyEventsV1')
    const query = parseQuery(KeyEventDetailQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const [answer] = await titleKeyEvents(db, await knownTitles(db, [id]), range.startMs, range.endMs)
    return answer ?? { id, key_events: [] }
  })
}
