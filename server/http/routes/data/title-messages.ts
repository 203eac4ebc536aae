import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  IMPORTANT_MESSAGE_MIN_IMPACT,
  ImportantMessagesQuerySchema,
  MESSAGE_SEARCH_DEFAULT_LIMIT,
  TitleMessagesQuerySchema,
} from '../../../../src/core'
import { emptyFilter } from '../../../market/messages/filters'
import { searchMessages } from '../../../market/messages/search'
import { parseRequest } from '../../validate'
import { parseIdent, parseIdents, parseQuery, resolveRange } from './common'
import { entitleMessageFilter, entitleRange } from './entitle'
import type { DataRouteDeps } from './messages-search'
import { titleMessagesFilter } from './title-messages-filter'
import { knownTitles } from './titles'

const IdentsParams = v.object({ idents: v.optional(v.string()) })

/** GET /titles/{idents}/messages and /titles/{ident}/messages/important (data-interface §7). */
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
    const page = {
      offset: query.offset ?? 0,
      limit: query.limit ?? MESSAGE_SEARCH_DEFAULT_LIMIT,
      order: 'message_time' as const,
      addIcon: false,
    }
    return { messages: await searchMessages(db, filter, page) }
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
    const page = {
      offset: 0,
      limit: query.limit ?? MESSAGE_SEARCH_DEFAULT_LIMIT,
      order: 'message_time' as const,
      addIcon: false,
    }
    return { messages: await searchMessages(db, filter, page) }
  })
}
