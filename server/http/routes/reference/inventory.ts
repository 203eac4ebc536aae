import type { FastifyInstance } from 'fastify'
import { InventoryAnswerSchema, InventoryQuerySchema } from '../../../../src/core'
import type { Database } from '../../../db'
import { createInventoryCache, negotiateEncoding } from '../../../market/inventory'
import { documentRoute } from '../../openapi/registry'
import { assertSupportedFormat, parseRequest } from '../../validate'

/**
 * GET /v6/inventory: served from a per-version cache, pre-compressed (br, gzip), with a weak
 * ETag and Last-Modified so the service worker revalidates with a 304 instead of a download.
 */
export function inventoryRoute(v6: FastifyInstance, db: Database): void {
  const cache = createInventoryCache(db)
  documentRoute({
    method: 'GET',
    path: '/inventory',
    summary:
      'Every title, compact (id, n, type, icon, currency, symbol, isin; exchange, sector and country unless primaryFieldsOnly)',
    description:
      'Index currency is PTS. Answers carry ETag and Last-Modified; If-None-Match or If-Modified-Since answer 304 when unchanged. Compressed with br or gzip as accepted.',
    tags: ['Inventory'],
    query: InventoryQuerySchema,
    response: InventoryAnswerSchema,
    errors: [21, 32],
  })
  v6.get(
    '/inventory',
    {
      // Pre-compressed here; the generic compression must not compress it again.
      compress: false,
      onSend: async (_request, reply, payload) => {
        // Replaces the /v6-wide no-store: the answer may be stored but must be revalidated.
        reply.header('cache-control', 'private, no-cache')
        return payload
      },
    },
    async (request, reply) => {
      assertSupportedFormat(request.query)
      const query = parseRequest(InventoryQuerySchema, request.query)
      const representation = await cache.get({
        addIcon: query.add_icon === 'true',
        primaryFieldsOnly: query.primaryFieldsOnly === 'true',
      })
      reply.header('etag', representation.etag)
      reply.header('last-modified', representation.updatedAt.toUTCString())
      reply.header('vary', 'accept-encoding')
      if (notModified(request.headers, representation.etag, representation.updatedAt)) {
        return reply.code(304).send()
      }
      const encoding = negotiateEncoding(request.headers['accept-encoding'])
      const body = await representation.body(encoding)
      if (encoding !== 'identity') reply.header('content-encoding', encoding)
      return reply.type('application/json; charset=utf-8').send(body)
    },
  )
}

function notModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  etag: string,
  updatedAt: Date,
): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    const opaque = etag.replace(/^W\//, '')
    return ifNoneMatch
      .split(',')
      .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === opaque)
  }
  const since = headers['if-modified-since']
  if (since === undefined) return false
  const sinceMs = Date.parse(since)
  return Number.isFinite(sinceMs) && Math.floor(updatedAt.getTime() / 1000) * 1000 <= sinceMs
}
