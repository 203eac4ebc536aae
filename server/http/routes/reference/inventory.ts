import type { FastifyInstance } from 'fastify'
import {
  INVENTORY_BINARY_TYPE,
  InventoryAnswerSchema,
  InventoryColumnsSchema,
  InventoryQuerySchema,
} from '../../../../src/core'
import type { Database } from '../../../db'
import { createInventoryCache, negotiateEncoding } from '../../../market/inventory'
import { documentRoute } from '../../openapi/registry'
import { assertSupportedFormat, parseRequest } from '../../validate'

/**
 * GET /v6/inventory and /v6/inventory/columns (the same titles column by column, which the app's
 * hub loads): served from a per-version cache, pre-compressed (br, gzip), with a weak ETag and
 * Last-Modified so the service worker revalidates with a 304 instead of a download.
 */
/** What the app's hub loads: /v6/inventory/columns?add_icon=true&primaryFieldsOnly=true&names=ppm. */
const APP_INVENTORY_VARIANT = { addIcon: true, primaryFieldsOnly: true, columns: true, ppmNames: true }

export function inventoryRoute(v6: FastifyInstance, db: Database): void {
  const cache = createInventoryCache(db)
  // The app's variant, compressed once in the background (brotli 11 takes seconds for 80,000
  // titles): the first visitor after a start does not wait for it. A later import builds the next
  // version on its first request.
  v6.addHook('onReady', async () => {
    void cache
      .get(APP_INVENTORY_VARIANT)
      .then((representation) => representation.body('br'))
      .catch((error: unknown) => v6.log.warn({ err: error }, 'inventory: could not prepare the columns'))
  })
  documentRoute({
    method: 'GET',
    path: '/inventory/columns',
    summary: 'Every title as /inventory answers it, column by column (about half the compressed size)',
    description:
      'ids: runs [first id, count] in id order; n, isin: one entry per title; symbolByName: one entry per title, ' +
      "'' for no symbol, else a digit k and the rest: the symbol is the first k letters and digits of the name, upper " +
      'case, then the rest; type, currency, icon (add_icon), exchange_id, sector_id, country (unless primaryFieldsOnly): ' +
      '{values, codes}, the i-th title having values[code]: codes is a string of one digit per title ' +
      '(0-9A-Za-z-_, base 64) or, past 64 values, an array of numbers. Same ETag, Last-Modified and compression rules as /inventory. ' +
      `names=ppm (Murmur) answers ${INVENTORY_BINARY_TYPE} instead: "MIC1", the head's length (uint32, little endian), the head ` +
      '(these columns as JSON without n, with names: {codec: "ppm3", count, bytes}) and the names (UTF-8, each ended by a NUL) ' +
      'compressed by order-3 PPM (escape method C, exclusion) over a carry-less 32-bit range coder; JSON as above when a name holds a NUL.',
    tags: ['Inventory'],
    query: InventoryQuerySchema,
    response: InventoryColumnsSchema,
    errors: [21, 32],
  })
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
  for (const [path, columns] of [
    ['/inventory', false],
    ['/inventory/columns', true],
  ] as const) {
    v6.get(
      path,
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
          columns,
          ppmNames: columns && query.names === 'ppm',
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
        return reply.type(representation.contentType).send(body)
      },
    )
  }
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
