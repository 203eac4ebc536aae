import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import {
  AUTHOR_MESSAGES_MAX_AUTHORS,
  AuthorDetailQuerySchema,
  AuthorMessagesQuerySchema,
  AuthorNetworkQuerySchema,
  AuthorSearchQuerySchema,
} from '../../../../src/core'
import {
  authorMessageStatistics,
  findAuthor,
  sameNameElsewhere,
  searchAuthors,
} from '../../../market/authors'
import { authorNetwork } from '../../../market/authors/network'
import { searchMessages } from '../../../market/messages/search'
import { ApiError } from '../../api-error'
import { parseRequest } from '../../validate'
import { parseQuery, resolveRange } from './common'
import { entitleAuthorView, entitleCurrent, entitleRange } from './entitle'
import type { DataRouteDeps } from './messages-search'
import { newestFirst, titleMessagesFilter } from './title-messages-filter'

const AuthorParams = v.object({ source: v.optional(v.string()), author: v.optional(v.string()) })

function required(value: string | undefined, name: string, call = 'getAuthor'): string {
  if (value === undefined || value.trim() === '') {
    throw new ApiError(400, 8, `Required parameter ${name} was null or undefined when calling ${call}.`)
  }
  if (value.length > 200) throw new ApiError(400, 32, `Malformed parameter ${name}.`)
  return value
}

/** Author search and the author page's data (application §2.5 "Author view"). */
export function authorRoutes(v6: FastifyInstance, deps: DataRouteDeps): void {
  const { db } = deps

  v6.get('/authors/search', async (request) => {
    const query = parseQuery(AuthorSearchQuerySchema, request.query)
    entitleCurrent(request)
    const rows = await searchAuthors(db, query.query, query.limit ?? 10, query.order_by ?? 'score')
    return rows.map((row) => ({
      name: row.author,
      display_name: row.display_name,
      source: row.source,
      category: row.category,
      score: row.impact,
      total: row.total,
    }))
  })

  v6.get('/authors/:source/:author', async (request) => {
    const params = parseRequest(AuthorParams, request.params)
    const source = required(params.source, 'source')
    const name = required(params.author, 'author')
    parseQuery(AuthorDetailQuerySchema, request.query)
    entitleAuthorView(request)
    const author = await findAuthor(db, source, name)
    if (!author) throw new ApiError(404, 32, 'No such author.')
    const stats = await authorMessageStatistics(db, source, name)
    const others = await sameNameElsewhere(db, source, name)
    return {
      name: author.author,
      display_name: author.display_name,
      source: author.source,
      category: author.category,
      score: author.impact,
      total: author.total,
      impact_score: author.impact,
      bot_likeliness: Math.round(author.bot_likeliness * 1000) / 1000,
      verified: author.verified,
      first_seen: author.first_seen.getTime(),
      last_seen: author.last_seen.getTime(),
      message_statistics: { counts: stats.counts, types: stats.types, languages: stats.languages },
      previously_mentioned_assets: stats.assets,
      other_sources: others.map((other) => ({
        source: other.source,
        category: other.category,
        score: other.impact,
        total: other.total,
      })),
    }
  })

  v6.get('/authors/:source/:author/network', async (request) => {
    const params = parseRequest(AuthorParams, request.params)
    const source = required(params.source, 'source', 'getAuthorNetwork')
    const name = required(params.author, 'author', 'getAuthorNetwork')
    const query = parseQuery(AuthorNetworkQuerySchema, request.query)
    entitleAuthorView(request)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    if (!(await findAuthor(db, source, name))) throw new ApiError(404, 32, 'No such author.')
    return { name, source, ...(await authorNetwork(db, source, name, range.startMs, range.endMs)) }
  })

  // The authors segment is comma-joined (one source): the author page's messages, or several authors'.
  v6.get('/authors/:source/:author/messages', async (request) => {
    const params = parseRequest(AuthorParams, request.params)
    const source = required(params.source, 'source', 'getAuthorMessages')
    const names = required(params.author, 'authors', 'getAuthorMessages')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
    if (names.length === 0 || names.length > AUTHOR_MESSAGES_MAX_AUTHORS)
      throw new ApiError(400, 32, `Malformed parameter authors: 1 to ${AUTHOR_MESSAGES_MAX_AUTHORS} names.`)
    const query = parseQuery(AuthorMessagesQuerySchema, request.query)
    entitleAuthorView(request)
    const now = Date.now()
    const range = resolveRange(query.startDate, query.endDate, now)
    entitleRange(request, range, now)
    const filter = {
      ...titleMessagesFilter(query, range),
      authors: names.map((author) => ({ name: author, source })),
    }
    return { messages: await searchMessages(db, filter, newestFirst(query)) }
  })
}
