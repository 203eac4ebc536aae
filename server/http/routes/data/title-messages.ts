import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  IMPORTANT_MESSAGE_MIN_IMPACT,
  ImportantMessagesQuerySchema,
  ListMessagesQuerySchema,
  TitleMessagesQuerySchema,
} from '../../../../src/core'
import { emptyFilter } from '../../../market/messages/filters'
import { searchMessages } from '../../../market/messages/search'
import { loadList, loadListMembers } from '../../../market/reference/queries'
import { ApiError } from '../../api-error'
import { requireFeature } from '../../entitlements'
import { parseRequest, requireParameter } from '../../validate'
import { parseIdent, parseIdents, parseQuery, resolveRange } from './common'
import { entitleMessageFilter, entitleRange } from './entitle'
import type { DataRouteDeps } from './messages-search'
import { newestFirst, titleMessagesFilter } from './title-messages-filter'
import { knownTitles } from './titles'

const IdentsParams = v.object({ idents: v.optional(v.string()) })
const ListParams = v.object({ lid: v.optional(v.string()) })

function parseListId(raw: string | undefined): number {
  const text = requireParameter(raw, 'lid', 'getListMessages')
  if (!/^\d{1,9}$/.test(text))
    throw new ApiError(400, 32, `Malformed parameter lid: '${text.slice(0, 20)}' is not a list id.`)
  return Number(text)
}

/**
 * Message lists of titles (data-interface §7): GET /titles/{idents}/messages,
 * /titles/{ident}/messages/important and /lists/{lid}/messages (the list view's messages).
 */
export function titleMessagesRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  const { db } = deps

  v6.get('/titles/:idents/messages', async (request) => {
    const ids = parseIdents(parseRequest(IdentsParams, request.params).idents, 'idents', 'getTitleMessages')
    const query = parseQuery(TitleMessagesQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const filter = { ...titleMessagesFilter(query, range), titleIds: await knownTitles(db, ids) }
    entitleMessageFilter(request, filter)
    return { messages: await searchMessages(db, filter, newestFirst(query)) }
  })

  // Important: by authors of impact 4 or 5 (trusted sources and curated authors), newest first.
  v6.get('/titles/:idents/messages/important', async (request) => {
    const id = parseIdent(parseRequest(IdentsParams, request.params).idents, 'ident', 'getImportantMessages')
    const query = parseQuery(ImportantMessagesQuerySchema, request.query)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const filter = {
      ...emptyFilter(range.startMs, range.endMs),
      titleIds: await knownTitles(db, [id]),
      minScore: IMPORTANT_MESSAGE_MIN_IMPACT,
    }
    return { messages: await searchMessages(db, filter, newestFirst({ limit: query.limit })) }
  })

  v6.get('/lists/:lid/messages', async (request) => {
    const lid = parseListId(parseRequest(ListParams, request.params).lid)
    const query = parseQuery(ListMessagesQuerySchema, request.query)
    requireFeature(request, 'view.list')
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const list = await loadList(db, lid)
    if (!list) throw new ApiError(404, 32, `No list with id ${lid}.`)
    const members = (await loadListMembers(db, list.id)).map((member) => member.id)
    const filter = { ...titleMessagesFilter(query, range), titleIds: members.length > 0 ? members : [0] }
    entitleMessageFilter(request, filter)
    return { messages: await searchMessages(db, filter, newestFirst(query)) }
  })
}
