import 'fake-indexeddb/auto'
import { clear, createStore, get, set } from 'idb-keyval'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  decodeInventoryColumns,
  encodeInventoryBinary,
  INVENTORY_BINARY_TYPE,
  type InventoryColumns,
  InventoryColumnsSchema,
} from '../../src/core'
import { readInventoryBinary } from './inventory-binary-read'
import {
  cachedInventoryFetch,
  hasCachedInventory,
  INVENTORY_CACHE_FETCH_HEADER,
  INVENTORY_CACHE_MAX_AGE_MS,
  INVENTORY_CACHE_VERSION,
  inventoryCacheKey,
  isInventoryUrl,
} from './inventory-cache'

const URL_PRIMARY = 'https://murmur.example/v6/inventory?add_icon=true&primaryFieldsOnly=true'
const HEADERS = { authorization: 'Basic dXNlcjpoYXNo', 'x-app-version': '1.2.3' }
const BODY = '{"version":7,"updated":"2026-11-20T00:00:00.000Z","titles":[]}'
const ETAG = 'W/"inventory-7-ip2"'
const LAST_MODIFIED = 'Fri, 20 Nov 2026 00:00:00 GMT'

const rawStore = createStore('murmur-inventory', 'v2')

interface Call {
  url: string
  headers: Record<string, string>
}

/** A scripted server: answers in order, records what was asked. */
function fakeServer(answers: Array<(() => Response) | Error>) {
  const calls: Call[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({ url: String(input), headers: { ...(init?.headers as Record<string, string>) } })
    const next = answers.shift()
    if (next === undefined) throw new Error('unexpected request')
    if (next instanceof Error) throw next
    return next()
  }
  return { fetch, calls }
}

const ok =
  (body = BODY) =>
  () =>
    new Response(body, {
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        etag: ETAG,
        'last-modified': LAST_MODIFIED,
      },
    })
const notModified = () => () => new Response(null, { status: 304, headers: { etag: ETAG } })
const status = (code: number) => () =>
  new Response('{"code":5,"internalCode":"x"}', {
    status: code,
    headers: { 'content-type': 'application/json' },
  })

let clock = 0
const now = () => clock

afterEach(() => {
  vi.unstubAllGlobals()
})

beforeEach(async () => {
  await clear(rawStore)
  clock = Date.UTC(2026, 10, 21, 12)
})

async function prime() {
  const server = fakeServer([ok()])
  const first = await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: server.fetch, now })
  expect(first).toEqual({
    status: 200,
    body: BODY,
    contentType: 'application/json; charset=utf-8',
    source: 'network',
  })
}

describe('isInventoryUrl', () => {
  it.each([
    '/v6/inventory?add_icon=true&primaryFieldsOnly=true',
    '/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true',
    '/v6/exchanges',
    '/v6/countries',
    '/v6/sources?add_icon=true',
    '/v6/source_types?add_icon=true',
    '/v6/key_events_v2?add_icon=true',
    '/v6/sectors',
    '/v6/lists',
  ])('is true for %s', (path) => {
    expect(isInventoryUrl(new URL(path, 'https://murmur.example'))).toBe(true)
  })
  it.each([
    '/v6/lists/3',
    '/v6/userdata',
    '/v6/inventory/x',
    '/inventory',
    '/v5/inventory',
    '/v6/titles/1/info',
  ])('is false for %s', (path) => {
    expect(isInventoryUrl(new URL(path, 'https://murmur.example'))).toBe(false)
  })
})

/** The primed inventory, answered from the stored copy without the network. */
const FRESH_COPY = {
  status: 200,
  body: BODY,
  contentType: 'application/json; charset=utf-8',
  source: 'fresh-cache',
}

describe('cachedInventoryFetch', () => {
  it('stores a 200 and answers from the fresh copy without the network', async () => {
    await prime()
    const server = fakeServer([])
    clock += INVENTORY_CACHE_MAX_AGE_MS - 1
    const again = await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: server.fetch, now })
    expect(again).toEqual(FRESH_COPY)
    expect(server.calls).toEqual([])
    const stored = await get(inventoryCacheKey(URL_PRIMARY), rawStore)
    expect(stored).toMatchObject({
      version: INVENTORY_CACHE_VERSION,
      etag: ETAG,
      lastModified: LAST_MODIFIED,
    })
  })

  it('stores and answers a binary inventory (names=ppm) as the JSON columns it decodes to', async () => {
    const columns: InventoryColumns = {
      version: 7,
      updated: '2026-11-20T00:00:00.000Z',
      ids: [[1001, 2]],
      n: ['Apple Inc.', 'Bitcoin'],
      type: { values: ['company', 'crypto_currency'], codes: '01' },
      currency: { values: ['USD'], codes: '00' },
      symbolByName: ['3PL', '0BTC'],
      isin: [null, null],
    }
    const binary = encodeInventoryBinary(columns)
    if (!binary) throw new Error('no binary answer')
    const url = 'https://murmur.example/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true&names=ppm'
    const server = fakeServer([
      () =>
        new Response(binary, {
          status: 200,
          headers: { 'content-type': INVENTORY_BINARY_TYPE, etag: ETAG, 'last-modified': LAST_MODIFIED },
        }),
    ])
    const first = await cachedInventoryFetch(url, HEADERS, {
      fetch: server.fetch,
      now,
      readBinary: readInventoryBinary,
    })
    expect(first.contentType).toBe('application/json; charset=utf-8')
    expect(decodeInventoryColumns(v.parse(InventoryColumnsSchema, JSON.parse(first.body)))).toEqual(
      decodeInventoryColumns(columns),
    )
    const again = await cachedInventoryFetch(url, HEADERS, { fetch: fakeServer([]).fetch, now })
    // The read hands the hub the columns it decoded; the stored copy is their JSON.
    expect(first.columns).toEqual(columns)
    const { columns: _decoded, ...stored } = first
    expect(again).toEqual({ ...stored, source: 'fresh-cache' })
  })

  it('keeps one copy for the JSON and the names=ppm columns: an upgraded app answers from the copy stored before', async () => {
    const jsonUrl = 'https://murmur.example/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true'
    const ppmUrl = `${jsonUrl}&names=ppm`
    expect(inventoryCacheKey(ppmUrl)).toBe(inventoryCacheKey(jsonUrl))
    await cachedInventoryFetch(jsonUrl, HEADERS, { fetch: fakeServer([ok()]).fetch, now })
    expect(await hasCachedInventory(ppmUrl)).toBe(true)
    const offline = fakeServer([])
    const fresh = await cachedInventoryFetch(ppmUrl, HEADERS, { fetch: offline.fetch, now })
    expect(fresh).toEqual(FRESH_COPY)
    expect(offline.calls).toEqual([])

    // Stale: the names=ppm URL is asked (the server tells its own ETag from the JSON one's), and
    // its answer replaces the one copy.
    clock += INVENTORY_CACHE_MAX_AGE_MS
    const body = '{"version":8,"updated":"2026-11-21T00:00:00.000Z","titles":[]}'
    const server = fakeServer([ok(body)])
    const renewed = await cachedInventoryFetch(ppmUrl, HEADERS, { fetch: server.fetch, now })
    expect(renewed.source).toBe('network')
    expect(server.calls.map((call) => call.url)).toEqual([ppmUrl])
    expect(await get(inventoryCacheKey(jsonUrl), rawStore)).toMatchObject({ body, storedAt: clock })
  })

  it('forwards the caller headers and keys the copy by the URL without credentials', async () => {
    const server = fakeServer([ok()])
    await cachedInventoryFetch(
      'https://user:secret@murmur.example/v6/sectors#x',
      { ...HEADERS, 'If-None-Match': '"other"' },
      { fetch: server.fetch, now },
    )
    expect(server.calls).toEqual([{ url: 'https://murmur.example/v6/sectors', headers: HEADERS }])
    expect(await hasCachedInventory('https://murmur.example/v6/sectors')).toBe(true)
  })

  it('marks its same-origin requests so the service worker leaves them to the network', async () => {
    vi.stubGlobal('location', { origin: 'https://murmur.example' })
    const server = fakeServer([ok(), ok()])
    await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: server.fetch, now })
    await cachedInventoryFetch('https://api.example/v6/inventory', HEADERS, { fetch: server.fetch, now })
    expect(server.calls.map((call) => call.headers[INVENTORY_CACHE_FETCH_HEADER])).toEqual(['1', undefined])
  })

  it('expires at 24 h and revalidates with the validators: a 304 renews the copy', async () => {
    await prime()
    clock += INVENTORY_CACHE_MAX_AGE_MS
    const server = fakeServer([notModified(), ok('{"unexpected":true}')])
    const revalidated = await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: server.fetch, now })
    expect(revalidated).toEqual({
      status: 200,
      body: BODY,
      contentType: 'application/json; charset=utf-8',
      source: 'revalidated',
    })
    expect(server.calls[0]?.headers).toEqual({
      ...HEADERS,
      'if-none-match': ETAG,
      'if-modified-since': LAST_MODIFIED,
    })
    // Renewed: fresh again for another 24 h.
    clock += INVENTORY_CACHE_MAX_AGE_MS - 1
    const fresh = await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: server.fetch, now })
    expect(fresh.source).toBe('fresh-cache')
    expect(server.calls).toHaveLength(1)
  })

  it('replaces an expired copy with a new 200', async () => {
    await prime()
    clock += INVENTORY_CACHE_MAX_AGE_MS + 5
    const server = fakeServer([ok('{"version":8}')])
    const renewed = await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: server.fetch, now })
    expect(renewed).toMatchObject({ body: '{"version":8}', source: 'network' })
    const fresh = await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: fakeServer([]).fetch, now })
    expect(fresh).toMatchObject({ body: '{"version":8}', source: 'fresh-cache' })
  })

  it('answers offline from the stale copy, and rejects offline without one', async () => {
    await prime()
    clock += 3 * INVENTORY_CACHE_MAX_AGE_MS
    const offline = fakeServer([new TypeError('Failed to fetch')])
    const stale = await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: offline.fetch, now })
    expect(stale).toEqual({
      status: 200,
      body: BODY,
      contentType: 'application/json; charset=utf-8',
      source: 'stale-cache',
    })
    const nothing = fakeServer([new TypeError('Failed to fetch')])
    await expect(
      cachedInventoryFetch('https://murmur.example/v6/countries', HEADERS, { fetch: nothing.fetch, now }),
    ).rejects.toThrow('Failed to fetch')
  })

  it('answers a 5xx from the stale copy, and passes it on without one', async () => {
    await prime()
    clock += INVENTORY_CACHE_MAX_AGE_MS + 1
    const failing = fakeServer([status(503), status(502)])
    const stale = await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: failing.fetch, now })
    expect(stale.source).toBe('stale-cache')
    expect(stale.body).toBe(BODY)
    const passed = await cachedInventoryFetch('https://murmur.example/v6/lists', HEADERS, {
      fetch: failing.fetch,
      now,
    })
    expect(passed).toEqual({
      status: 502,
      body: '{"code":5,"internalCode":"x"}',
      contentType: 'application/json',
      source: 'network',
    })
    expect(await hasCachedInventory('https://murmur.example/v6/lists')).toBe(false)
  })

  it('never stores a 4xx and passes it on even when a stale copy exists', async () => {
    const server = fakeServer([status(401), ok()])
    const refused = await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: server.fetch, now })
    expect(refused).toMatchObject({ status: 401, source: 'network' })
    expect(await hasCachedInventory(URL_PRIMARY)).toBe(false)
    await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: server.fetch, now })
    clock += INVENTORY_CACHE_MAX_AGE_MS
    const forbidden = await cachedInventoryFetch(URL_PRIMARY, HEADERS, {
      fetch: fakeServer([status(403)]).fetch,
      now,
    })
    expect(forbidden).toMatchObject({ status: 403, source: 'network' })
    expect(await hasCachedInventory(URL_PRIMARY)).toBe(true)
  })

  it('treats a copy of another cache version as a miss and removes it', async () => {
    const key = inventoryCacheKey(URL_PRIMARY)
    await set(
      key,
      {
        version: 1,
        url: key,
        storedAt: clock,
        etag: ETAG,
        lastModified: LAST_MODIFIED,
        status: 200,
        contentType: 'application/json',
        body: '{"old":true}',
      },
      rawStore,
    )
    const server = fakeServer([ok()])
    const answer = await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: server.fetch, now })
    expect(answer).toMatchObject({ body: BODY, source: 'network' })
    // No validators of the old copy: it must not be confirmed with a 304.
    expect(server.calls[0]?.headers).toEqual(HEADERS)
  })

  it('drops a corrupt entry and loads from the network', async () => {
    const key = inventoryCacheKey(URL_PRIMARY)
    await set(key, { version: 2, url: key, body: 42 }, rawStore)
    expect(await hasCachedInventory(URL_PRIMARY)).toBe(false)
    expect(await get(key, rawStore)).toBeUndefined()
    await set(key, 'not an entry', rawStore)
    const server = fakeServer([ok()])
    expect(await cachedInventoryFetch(URL_PRIMARY, HEADERS, { fetch: server.fetch, now })).toMatchObject({
      source: 'network',
    })
    expect(await get(key, rawStore)).toMatchObject({ version: 2, body: BODY })
  })

  it('does not answer one URL with the copy of another', async () => {
    await prime()
    const server = fakeServer([ok('[{"id":"45","name":"IT"}]')])
    const sectors = await cachedInventoryFetch('https://murmur.example/v6/sectors', HEADERS, {
      fetch: server.fetch,
      now,
    })
    expect(sectors).toMatchObject({ body: '[{"id":"45","name":"IT"}]', source: 'network' })
    const variant = await cachedInventoryFetch('https://murmur.example/v6/inventory', HEADERS, {
      fetch: fakeServer([ok('{"full":true}')]).fetch,
      now,
    })
    expect(variant.body).toBe('{"full":true}')
  })
})
