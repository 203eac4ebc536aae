import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { AuthorDetailQuerySchema, AuthorSearchQuerySchema } from '../../../../src/core'
import {
  authorMessageStatistics,
  findAuthor,
  sameNameElsewhere,
  searchAuthors,
} from '../../../market/authors'
import { ApiError } from '../../api-error'
import { parseRequest } from '../../validate'
import { parseQuery } from './common'
import { entitleAuthorView, entitleCurrent } from './entitle'
import type { DataRouteDeps } from './messages-search'

const AuthorParams = v.object({ source: v.optional(v.string()), author: v.optional(v.string()) })

function required(value: string | undefined, name: string): string {
  if (value === undefined || value.trim() === '') {
    throw new ApiError(400, 8, `Required parameter ${name} was null or undefined when calling getAuthor.`)
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
}
