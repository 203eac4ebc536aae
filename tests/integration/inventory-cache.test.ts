import { request } from 'node:http'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importListings, parseListingJsonLines } from '../../server/market/reference/import-listings'
import { referenceCatalogue } from '../../server/seed/reference'
import {
  ApiErrorBodySchema,
  decodeInventoryBinary,
  decodeInventoryColumns,
  INVENTORY_BINARY_TYPE,
  InventoryAnswerSchema,
  InventoryColumnsSchema,
  titleIdClass,
} from '../../src/core'
import { demoAuthHeader } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { makeTempDir, startTestServer, type TestServer } from './support/server'

interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  bytes: number
}

/** A request without automatic decompression, to see the bytes and headers as sent. */
function rawGet(server: TestServer, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

const PRIMARY = '/v6/inventory?add_icon=true&primaryFieldsOnly=true'

describe.each(DATABASE_TARGETS)('GET /v6/inventory on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  const auth = () => ({ authorization: demoAuthHeader(server) })

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  async function inventory(path = PRIMARY) {
    const response = await fetch(`${server.base}${path}`, { headers: auth() })
    expect(response.status).toBe(200)
    return { response, body: v.parse(InventoryAnswerSchema, await response.json()) }
  }

  it('answers every seeded title, compact, with icons, symbol, ISIN and the index currency PTS', async () => {
    const { body } = await inventory()
    const catalogue = referenceCatalogue()
    expect(body.titles).toHaveLength(catalogue.titles.length)
    expect(new Set(body.titles.map((title) => title.id)).size).toBe(body.titles.length)
    const byClass = { crypto: 0, index: 0, asset: 0 }
    for (const title of body.titles) byClass[titleIdClass(title.id)] += 1
    expect(byClass).toEqual({
      crypto: body.titles.filter((title) => title.type === 'crypto_currency').length,
      index: body.titles.filter((title) => title.type === 'index').length,
      asset: body.titles.filter((title) => title.type !== 'crypto_currency' && title.type !== 'index').length,
    })
    expect(byClass.crypto).toBeGreaterThanOrEqual(30)
    expect(byClass.index).toBeGreaterThanOrEqual(20)
    expect(byClass.asset).toBeGreaterThanOrEqual(300)
    expect(body.titles.find((title) => title.id === 1001)).toEqual({
      id: 1001,
      n: 'Apple Inc.',
      type: 'company',
      currency: 'USD',
      symbol: 'AAPL',
      isin: 'US0378331005',
      icon: 'building',
    })
    expect(
      body.titles.filter((title) => title.type === 'index').every((title) => title.currency === 'PTS'),
    ).toBe(true)
    expect(
      body.titles.every(
        (title) =>
          'symbol' in title &&
          'isin' in title &&
          !('exchange_id' in title) &&
          !('sector_id' in title) &&
          !('country' in title) &&
          typeof title.icon === 'string',
      ),
    ).toBe(true)
  })

  it('adds exchange, sector and country unless primaryFieldsOnly', async () => {
    const { body } = await inventory('/v6/inventory')
    expect(body.titles.find((title) => title.id === 2001)).toEqual({
      id: 2001,
      n: 'SAP SE',
      type: 'company',
      currency: 'EUR',
      symbol: 'SAP',
      isin: 'DE0007164600',
      exchange_id: 8,
      sector_id: '45103010',
      country: 'DE',
    })
  })

  it('compresses with br or gzip as accepted and revalidates with 304', async () => {
    const identity = await rawGet(server, PRIMARY, { ...auth(), 'accept-encoding': 'identity' })
    const gzip = await rawGet(server, PRIMARY, { ...auth(), 'accept-encoding': 'gzip, deflate' })
    const brotli = await rawGet(server, PRIMARY, { ...auth(), 'accept-encoding': 'gzip, br' })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(gzip.bytes).toBeLessThan(identity.bytes / 3)
    expect(brotli.bytes).toBeLessThan(gzip.bytes)
    expect(identity.headers['cache-control']).toBe('private, no-cache')
    expect(identity.headers.vary).toContain('accept-encoding')
    const etag = String(identity.headers.etag)
    expect(etag).toMatch(/^W\/"inventory-\d+-ip2"$/)
    expect(gzip.headers.etag).toBe(etag)
    const lastModified = String(identity.headers['last-modified'])
    const byTag = await rawGet(server, PRIMARY, { ...auth(), 'if-none-match': etag })
    expect(byTag.status).toBe(304)
    expect(byTag.bytes).toBe(0)
    const byDate = await rawGet(server, PRIMARY, { ...auth(), 'if-modified-since': lastModified })
    expect(byDate.status).toBe(304)
    const otherVariant = await rawGet(server, '/v6/inventory', { ...auth(), 'if-none-match': etag })
    expect(otherVariant.status).toBe(200)
    expect(otherVariant.headers.etag).toMatch(/^W\/"inventory-\d+-f2"$/)
    const withoutIcons = await rawGet(server, '/v6/inventory?primaryFieldsOnly=true', {
      ...auth(),
      'if-none-match': etag,
    })
    expect(withoutIcons.status).toBe(200)
    expect(withoutIcons.headers.etag).toMatch(/^W\/"inventory-\d+-p2"$/)
    // A copy stored before symbol and ISIN became primary fields is not confirmed with a 304.
    const version = etag.match(/inventory-(\d+)-/)?.[1]
    const oldFields = await rawGet(server, PRIMARY, {
      ...auth(),
      'if-none-match': `W/"inventory-${version}-ip"`,
    })
    expect(oldFields.status).toBe(200)
  })

  it('answers the same titles column by column, smaller when compressed, under its own ETag', async () => {
    for (const query of ['?add_icon=true&primaryFieldsOnly=true', '']) {
      const plain = await inventory(`/v6/inventory${query}`)
      const response = await fetch(`${server.base}/v6/inventory/columns${query}`, { headers: auth() })
      expect(response.status).toBe(200)
      const columns = v.parse(InventoryColumnsSchema, await response.json())
      expect(decodeInventoryColumns(columns)).toEqual(plain.body)
    }
    const columnsPath = `/v6/inventory/columns${PRIMARY.slice('/v6/inventory'.length)}`
    const plainBr = await rawGet(server, PRIMARY, { ...auth(), 'accept-encoding': 'br' })
    const columnsBr = await rawGet(server, columnsPath, { ...auth(), 'accept-encoding': 'br' })
    expect(columnsBr.headers['content-encoding']).toBe('br')
    expect(columnsBr.bytes).toBeLessThan(plainBr.bytes)
    const etag = String(columnsBr.headers.etag)
    expect(etag).toMatch(/^W\/"inventory-\d+-ipc2"$/)
    expect((await rawGet(server, columnsPath, { ...auth(), 'if-none-match': etag })).status).toBe(304)
    expect((await rawGet(server, PRIMARY, { ...auth(), 'if-none-match': etag })).status).toBe(200)
    const refused = await fetch(`${server.base}/v6/inventory/columns?add_icon=yes`, { headers: auth() })
    expect(refused.status).toBe(400)
    expect(v.parse(ApiErrorBodySchema, await refused.json()).code).toBe(32)
  })

  it('answers the names PPM-compressed for names=ppm: the same columns, under its own ETag', async () => {
    const query = '?add_icon=true&primaryFieldsOnly=true'
    const json = await fetch(`${server.base}/v6/inventory/columns${query}`, { headers: auth() })
    const expected = v.parse(InventoryColumnsSchema, await json.json())
    const binaryPath = `/v6/inventory/columns${query}&names=ppm`
    const response = await fetch(`${server.base}${binaryPath}`, { headers: auth() })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(INVENTORY_BINARY_TYPE)
    expect(decodeInventoryBinary(new Uint8Array(await response.arrayBuffer()))).toEqual(expected)

    const jsonBr = await rawGet(server, `/v6/inventory/columns${query}`, {
      ...auth(),
      'accept-encoding': 'br',
    })
    const binaryBr = await rawGet(server, binaryPath, { ...auth(), 'accept-encoding': 'br' })
    expect(binaryBr.headers['content-encoding']).toBe('br')
    // The gain is on large inventories (80,000 titles: npm run bench -- inventory); on the few
    // hundred curated names PPM has little to learn from, and must not cost more than 5 %.
    expect(binaryBr.bytes).toBeLessThan(jsonBr.bytes * 1.05)
    const etag = String(binaryBr.headers.etag)
    expect(etag).toMatch(/^W\/"inventory-\d+-ipzb2"$/)
    expect((await rawGet(server, binaryPath, { ...auth(), 'if-none-match': etag })).status).toBe(304)
    // The JSON columns are another representation: the binary's tag does not confirm them.
    expect(
      (await rawGet(server, `/v6/inventory/columns${query}`, { ...auth(), 'if-none-match': etag })).status,
    ).toBe(200)
    const refused = await fetch(`${server.base}/v6/inventory/columns?names=zip`, { headers: auth() })
    expect(refused.status).toBe(400)
    expect(v.parse(ApiErrorBodySchema, await refused.json()).code).toBe(32)
  })

  it('serves a new version after a listing import', async () => {
    const before = await inventory()
    const etagBefore = before.response.headers.get('etag') ?? ''
    const result = await importListings(
      server.database.db,
      parseListingJsonLines(
        '{"type":"company","name":"Imported Example AG","symbol":"IMPX","mic":"XETR","country":"DE","currency":"EUR","sector_id":"45103010","indices":["DAX"]}\n',
      ),
    )
    expect(result).toEqual({ inserted: 1, updated: 0, errors: [] })
    const after = await inventory()
    expect(after.body.version).toBe(before.body.version + 1)
    const imported = after.body.titles.find((title) => title.n === 'Imported Example AG')
    expect(imported && titleIdClass(imported.id)).toBe('asset')
    const revalidated = await rawGet(server, PRIMARY, { ...auth(), 'if-none-match': etagBefore })
    expect(revalidated.status).toBe(200)
    const again = await importListings(
      server.database.db,
      parseListingJsonLines('{"type":"company","name":"Imported Example AG","symbol":"IMPX","mic":"XETR"}\n'),
    )
    expect(again).toEqual({ inserted: 0, updated: 1, errors: [] })
  })

  it('answers 32 for malformed flags and 21 for another format', async () => {
    for (const [path, code] of [
      ['/v6/inventory?add_icon=yes', 32],
      ['/v6/inventory?primaryFieldsOnly=1', 32],
      ['/v6/inventory?format=csv', 21],
    ] as const) {
      const response = await fetch(`${server.base}${path}`, { headers: auth() })
      expect(response.status, path).toBe(400)
      expect(v.parse(ApiErrorBodySchema, await response.json()).code, path).toBe(code)
    }
  })
})

describe('reference data across restarts', () => {
  it('keeps ids and the inventory version when nothing changed', async () => {
    const dir = await makeTempDir('murmur-inventory-restart-')
    try {
      const read = async () => {
        const server = await startTestServer('', { DATA_DIR: dir.path })
        try {
          const response = await fetch(`${server.base}/v6/inventory`, {
            headers: { authorization: demoAuthHeader(server) },
          })
          return v.parse(InventoryAnswerSchema, await response.json())
        } finally {
          await server.close()
        }
      }
      const first = await read()
      const second = await read()
      expect(second.version).toBe(first.version)
      expect(second.updated).toBe(first.updated)
      expect(second.titles).toEqual(first.titles)
    } finally {
      await dir.remove()
    }
  })
})
