import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import {
  MAX_WATCHLISTS_PER_USER,
  REALTIME_PARTITION,
  WATCHLIST_MESSAGES_DEFAULT_LIMIT,
  type Watchlist,
  WatchlistAuthorsBodySchema,
  WatchlistCreateBodySchema,
  WatchlistFilterBodySchema,
  WatchlistFiltersRemoveBodySchema,
  WatchlistItemsBodySchema,
  WatchlistMessagesQuerySchema,
  WatchlistQueriesBodySchema,
  WatchlistQuerySchema,
  WatchlistsQuerySchema,
} from '../../../src/core'
import type { Database } from '../../db'
import { existingTitleIds } from '../../market/history/buckets'
import type { WatchlistChanges } from '../../market/watchlist-changes'
import {
  addItems,
  countUserWatchlists,
  deleteWatchlist,
  hasFilter,
  insertWatchlist,
  loadWatchlist,
  loadWatchlists,
  missingFrom,
  ownedWatchlist,
  removeAuthors,
  removeFilters,
  removeQueries,
  removeTitle,
  renameWatchlist,
  replaceFilter,
  userWatchlistRows,
  userWatchlistTitles,
  watchlistDetail,
  watchlistMessages,
  watchlistUsage,
} from '../../market/watchlists'
import { ApiError } from '../api-error'
import { requireUser } from '../auth'
import { requireValidSubscription, requireWatchlistCapacity } from '../entitlements'
import { assertSupportedFormat, parseRequest, requiredParameterError, requireParameter } from '../validate'
import { checkedPartition, parseIdent, parseQuery, resolveRange } from './data/common'
import { entitleMessageFilter, entitleRange } from './data/entitle'
import { titleMessagesFilter } from './data/title-messages-filter'
import { documentWatchlistRoutes } from './watchlists-docs'

type WidParams = { Params: { wid?: string } }

function parseWid(value: unknown, call: string): number {
  const text = requireParameter(value, 'wid', call)
  if (!/^\d{1,9}$/.test(text))
    throw new ApiError(400, 32, `Malformed parameter wid: '${text.slice(0, 20)}' is not a watchlist id.`)
  return Number(text)
}

/** A required JSON body (data-interface §5): absent → code 8 naming the call; malformed → 32. */
function parseBody<T extends v.GenericSchema>(
  schema: T,
  body: unknown,
  call: string,
  shape: 'object' | 'array' = 'object',
): v.InferOutput<T> {
  if (body === undefined || body === null || body === '') throw requiredParameterError('body', call)
  const isShape = shape === 'array' ? Array.isArray(body) : typeof body === 'object' && !Array.isArray(body)
  if (!isShape) throw new ApiError(400, 32, `Malformed parameter body: expected a JSON ${shape}.`)
  return parseRequest(schema, body)
}

/** Another user's watchlist is answered like a missing one: its existence is not disclosed. */
async function ownWatchlist(db: Database, request: FastifyRequest, wid: number): Promise<Watchlist> {
  const row = await ownedWatchlist(db, requireUser(request).id, wid)
  if (!row) throw new ApiError(404, 32, `No watchlist with id ${wid}.`)
  return loadWatchlist(db, row)
}

/** The `partition` of a watchlist call's query (format checked first), realtime by default. */
function requestedPartition(request: FastifyRequest): string {
  return checkedPartition(parseQuery(WatchlistQuerySchema, request.query).partition, REALTIME_PARTITION)
}

/** The watchlist as stored after a change, with its assets' latest buzz and sentiment. */
async function freshDetail(db: Database, request: FastifyRequest, wid: number, partition: string) {
  return watchlistDetail(db, await ownWatchlist(db, request, wid), partition)
}

/** Room for `added` more views or authors over all of the user's watchlists (35 otherwise). */
async function requireRoom(
  db: Database,
  request: FastifyRequest,
  added: { views: number; authors: number },
): Promise<void> {
  if (added.views === 0 && added.authors === 0) return
  const usage = await watchlistUsage(db, requireUser(request).id)
  if (added.views > 0) requireWatchlistCapacity(request, 'views', usage.views + added.views - 1)
  if (added.authors > 0) requireWatchlistCapacity(request, 'authors', usage.authors + added.authors - 1)
}

const ChangedWatchlistParams = v.object({ wid: v.pipe(v.string(), v.regex(/^\d{1,9}$/)) })

/** /watchlists (data-interface §7 "User data and watchlists", application §7 "Watchlists"). */
export function watchlistRoutes(v6: FastifyInstance, db: Database, changes?: WatchlistChanges): void {
  documentWatchlistRoutes()
  v6.register(async (scope) => {
    scope.addHook('preHandler', async (request) => requireValidSubscription(request))
    // Every successful change of a watchlist is told, so live subscriptions of it follow.
    scope.addHook('onResponse', async (request, reply) => {
      if (!changes || request.method === 'GET' || reply.statusCode !== 200) return
      const params = v.safeParse(ChangedWatchlistParams, request.params)
      if (params.success && request.user) changes.changed(request.user.id, Number(params.output.wid))
    })
    listCalls(scope, db)
    itemCalls(scope, db)
    filterCalls(scope, db)
  })
}

function listCalls(v6: FastifyInstance, db: Database): void {
  v6.get('/watchlists', async (request) => {
    const user = requireUser(request)
    const query = parseQuery(WatchlistsQuerySchema, request.query)
    const watchlists = await loadWatchlists(db, await userWatchlistRows(db, user.id))
    if (!query.inventory) return { watchlists }
    return { watchlists, inventory: await userWatchlistTitles(db, user.id) }
  })

  v6.post('/watchlists', async (request) => {
    const user = requireUser(request)
    assertSupportedFormat(request.query)
    const body = parseBody(WatchlistCreateBodySchema, request.body, 'createWatchlist')
    if ((await countUserWatchlists(db, user.id)) >= MAX_WATCHLISTS_PER_USER) {
      throw new ApiError(400, 32, `At most ${MAX_WATCHLISTS_PER_USER} watchlists per user.`)
    }
    return loadWatchlist(db, await insertWatchlist(db, user.id, body.name))
  })

  v6.get('/watchlists/titles', async (request) => {
    assertSupportedFormat(request.query)
    return { titles: await userWatchlistTitles(db, requireUser(request).id) }
  })

  v6.get<WidParams>('/watchlists/:wid', async (request) => {
    const wid = parseWid(request.params.wid, 'getWatchlist')
    const partition = requestedPartition(request)
    return freshDetail(db, request, wid, partition)
  })

  v6.delete<WidParams>('/watchlists/:wid', async (request) => {
    const wid = parseWid(request.params.wid, 'deleteWatchlist')
    assertSupportedFormat(request.query)
    const watchlist = await ownWatchlist(db, request, wid)
    await deleteWatchlist(db, requireUser(request).id, wid)
    return watchlist
  })

  // Murmur's addition: the settings' watchlist tab renames a watchlist (no call in the spec does).
  v6.patch<WidParams>('/watchlists/:wid', async (request) => {
    const call = 'renameWatchlist'
    const wid = parseWid(request.params.wid, call)
    const partition = requestedPartition(request)
    const body = parseBody(WatchlistCreateBodySchema, request.body, call)
    await ownWatchlist(db, request, wid)
    await renameWatchlist(db, requireUser(request).id, wid, body.name)
    return freshDetail(db, request, wid, partition)
  })

  v6.get<WidParams>('/watchlists/:wid/messages', async (request) => {
    const wid = parseWid(request.params.wid, 'getWatchlistMessages')
    const query = parseQuery(WatchlistMessagesQuerySchema, request.query)
    checkedPartition(query.partition, REALTIME_PARTITION)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const base = titleMessagesFilter(query, range)
    // The watchlist's own authors are its content, not an author filter: only the user's filters count.
    entitleMessageFilter(request, base)
    const watchlist = await ownWatchlist(db, request, wid)
    const limit = query.limit ?? WATCHLIST_MESSAGES_DEFAULT_LIMIT
    return { messages: await watchlistMessages(db, watchlist, base, limit) }
  })
}

function itemCalls(v6: FastifyInstance, db: Database): void {
  v6.post<WidParams>('/watchlists/:wid', async (request) => {
    const call = 'addWatchlistItems'
    const wid = parseWid(request.params.wid, call)
    const partition = requestedPartition(request)
    const body = parseBody(WatchlistItemsBodySchema, request.body, call)
    if (!body.titles?.length && !body.authors?.length && !body.queries?.length) {
      throw requiredParameterError('titles, authors or queries', call)
    }
    const watchlist = await ownWatchlist(db, request, wid)
    const asked = body.titles ?? []
    const known = await existingTitleIds(db, asked)
    const unknown = [...new Set(asked.filter((id) => !known.has(id)))]
    if (unknown.length > 0) {
      const shown = unknown.slice(0, 20).join(', ')
      throw new ApiError(
        400,
        32,
        `Malformed parameter titles: unknown title ids ${shown}${unknown.length > 20 ? ', …' : ''}.`,
      )
    }
    const added = missingFrom(watchlist, body)
    await requireRoom(db, request, {
      views: added.titles.length + added.queries.length,
      authors: added.authors.length,
    })
    await addItems(db, wid, added)
    return freshDetail(db, request, wid, partition)
  })

  v6.delete<WidParams>('/watchlists/:wid/authors', async (request) => {
    const call = 'removeWatchlistAuthors'
    const wid = parseWid(request.params.wid, call)
    const partition = requestedPartition(request)
    const body = parseBody(WatchlistAuthorsBodySchema, request.body, call)
    const watchlist = await ownWatchlist(db, request, wid)
    const held = new Set(watchlist.authors.map((a) => `${a.source}\u0000${a.name}`))
    const absent = body.authors.filter((a) => !held.has(`${a.source}\u0000${a.name}`))
    if (absent.length > 0) {
      const shown = absent.slice(0, 10).map((a) => `${a.source}/${a.name}`)
      throw new ApiError(404, 32, `Not in watchlist ${wid}: author ${shown.join(', ')}.`)
    }
    await removeAuthors(db, wid, body.authors)
    return freshDetail(db, request, wid, partition)
  })

  v6.delete<WidParams>('/watchlists/:wid/queries', async (request) => {
    const call = 'removeWatchlistQueries'
    const wid = parseWid(request.params.wid, call)
    const partition = requestedPartition(request)
    const body = parseBody(WatchlistQueriesBodySchema, request.body, call)
    const watchlist = await ownWatchlist(db, request, wid)
    const absent = body.queries.filter((query) => !watchlist.queries.includes(query))
    if (absent.length > 0) {
      throw new ApiError(404, 32, `Not in watchlist ${wid}: query ${absent.slice(0, 10).join(', ')}.`)
    }
    await removeQueries(db, wid, body.queries)
    return freshDetail(db, request, wid, partition)
  })

  v6.delete<{ Params: { wid?: string; ident?: string } }>('/watchlists/:wid/:ident', async (request) => {
    const call = 'removeWatchlistTitle'
    const wid = parseWid(request.params.wid, call)
    const ident = parseIdent(request.params.ident, 'ident', call)
    const partition = requestedPartition(request)
    const watchlist = await ownWatchlist(db, request, wid)
    if (!watchlist.titles.includes(ident)) {
      throw new ApiError(404, 32, `Not in watchlist ${wid}: title ${ident}.`)
    }
    await removeTitle(db, wid, ident)
    return freshDetail(db, request, wid, partition)
  })
}

/** Saved views (application §7: POST and DELETE /watchlists/{id}/filters). */
function filterCalls(v6: FastifyInstance, db: Database): void {
  v6.post<WidParams>('/watchlists/:wid/filters', async (request) => {
    const call = 'addWatchlistFilter'
    const wid = parseWid(request.params.wid, call)
    const partition = requestedPartition(request)
    const body = parseBody(WatchlistFilterBodySchema, request.body, call)
    await ownWatchlist(db, request, wid)
    // Replacing an existing view takes no new room.
    if (!(await hasFilter(db, wid, body.filter))) await requireRoom(db, request, { views: 1, authors: 0 })
    await replaceFilter(db, wid, { filter: body.filter, name: body.name ?? '', alerts: body.alerts ?? false })
    return freshDetail(db, request, wid, partition)
  })

  v6.delete<WidParams>('/watchlists/:wid/filters', async (request) => {
    const call = 'removeWatchlistFilters'
    const wid = parseWid(request.params.wid, call)
    const partition = requestedPartition(request)
    const filters = parseBody(WatchlistFiltersRemoveBodySchema, request.body, call, 'array').map((entry) =>
      'filter' in entry ? entry.filter : entry,
    )
    await ownWatchlist(db, request, wid)
    for (const filter of filters) {
      if (!(await hasFilter(db, wid, filter))) {
        throw new ApiError(404, 32, `Not in watchlist ${wid}: view ${JSON.stringify(filter).slice(0, 200)}.`)
      }
    }
    await removeFilters(db, wid, filters)
    return freshDetail(db, request, wid, partition)
  })
}
