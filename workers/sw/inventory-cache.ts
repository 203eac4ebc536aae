import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import * as v from 'valibot'
import {
  API_BASE_PATH,
  INVENTORY_CACHE_MAX_AGE_MS,
  INVENTORY_CACHE_VERSION,
  type InventoryColumns,
} from '../../src/core'
import { INVENTORY_BINARY_TYPE } from '../../src/core/wire/inventory-binary-type'

/**
 * The inventory cache (application §4 "Inventory loading", §9; DESIGN §1): the answers of the
 * inventory calls kept in IndexedDB for 24 hours under cache version 2. The service worker
 * answers the tabs' inventory calls through it and the hub loads the asset inventory through
 * it, so this module uses nothing that only exists in a service worker.
 *
 * The key is the call's URL without credentials. The inventory is the same for every user, so
 * one user's copy serves the next one on this browser and logout does not clear it; the
 * credentials still travel with every network request made to refresh it. The key also leaves
 * out `names` (names=ppm): a binary answer is stored as the JSON columns it decodes to, so both
 * ways of asking share one copy (an upgraded app keeps the copy the previous one stored).
 */

export { INVENTORY_CACHE_MAX_AGE_MS, INVENTORY_CACHE_VERSION }

/**
 * The inventory calls of application §7 and the column-wise inventory the hub loads (exact paths:
 * /v6/lists/{id} is not one of them).
 */
const INVENTORY_PATHS: ReadonlySet<string> = new Set(
  [
    '/inventory',
    '/inventory/columns',
    '/exchanges',
    '/countries',
    '/sources',
    '/source_types',
    '/key_events_v2',
    '/sectors',
    '/lists',
  ].map((path) => `${API_BASE_PATH}${path}`),
)

export function isInventoryUrl(url: URL): boolean {
  return INVENTORY_PATHS.has(url.pathname)
}

export type InventoryCacheSource = 'fresh-cache' | 'network' | 'revalidated' | 'stale-cache'

export interface InventoryCacheAnswer {
  status: number
  body: string
  contentType: string
  source: InventoryCacheSource
  /** A binary answer's columns, already validated: the body is their JSON, needing no parse. */
  columns?: InventoryColumns
}

export interface InventoryCacheDeps {
  fetch?: typeof fetch
  now?: () => number
  /**
   * Reads a binary answer (names=ppm; inventory-binary-read.ts). Passed in rather than imported:
   * the hub worker's entry loads it lazily, so the entry stays small and the download starts sooner.
   */
  readBinary?: (response: Response) => Promise<InventoryColumns>
}

const InventoryCacheEntrySchema = v.object({
  version: v.number(),
  url: v.string(),
  storedAt: v.number(),
  etag: v.nullable(v.string()),
  lastModified: v.nullable(v.string()),
  status: v.number(),
  contentType: v.string(),
  body: v.string(),
})
type InventoryCacheEntry = v.InferOutput<typeof InventoryCacheEntrySchema>

/**
 * Marks the cache's own same-origin requests: the service worker leaves them to the network, so
 * a load made by the hub (whose fetches the service worker also sees) is not cached twice.
 */
export const INVENTORY_CACHE_FETCH_HEADER = 'x-murmur-inventory-fetch'

const DEFAULT_CONTENT_TYPE = 'application/json; charset=utf-8'
/** Set by the cache itself; a caller's own validators would ask the server about another copy. */
const CONDITIONAL_HEADERS = new Set(['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'])

let store: UseStore | undefined
function inventoryStore(): UseStore {
  store ??= createStore('murmur-inventory', 'v2')
  return store
}

/**
 * The answer's text. The binary inventory (names=ppm) is stored and answered as the JSON columns
 * it decodes to: it is only a smaller way over the network, and every reader takes JSON.
 */
async function readBody(
  response: Response,
  readBinary: InventoryCacheDeps['readBinary'],
): Promise<{ body: string; contentType: string; columns?: InventoryColumns }> {
  const contentType = response.headers.get('content-type') ?? DEFAULT_CONTENT_TYPE
  if (response.status === 304) return { body: '', contentType }
  if (response.status === 200 && contentType.split(';')[0]?.trim() === INVENTORY_BINARY_TYPE) {
    if (!readBinary) throw new Error(`${INVENTORY_BINARY_TYPE} answer without a reader`)
    const columns = await readBinary(response)
    return { body: JSON.stringify(columns), contentType: DEFAULT_CONTENT_TYPE, columns }
  }
  return { body: await response.text(), contentType }
}

/** The URL to ask: without credentials and fragment. */
function requestUrlOf(url: string): URL {
  const parsed = new URL(url)
  parsed.username = ''
  parsed.password = ''
  parsed.hash = ''
  return parsed
}

/** The cache key: the URL without credentials, fragment and the names transfer parameter. */
export function inventoryCacheKey(url: string): string {
  const parsed = requestUrlOf(url)
  parsed.searchParams.delete('names')
  return parsed.href
}

/**
 * The stored entry of a URL if it is readable and of the current version (any age). Anything
 * else is removed and counts as a miss.
 */
async function readEntry(key: string): Promise<InventoryCacheEntry | null> {
  let stored: unknown
  try {
    stored = await get(key, inventoryStore())
  } catch {
    return null
  }
  if (stored === undefined) return null
  const parsed = v.safeParse(InventoryCacheEntrySchema, stored)
  if (parsed.success && parsed.output.version === INVENTORY_CACHE_VERSION && parsed.output.url === key) {
    return parsed.output
  }
  await del(key, inventoryStore()).catch(() => undefined)
  return null
}

async function writeEntry(entry: InventoryCacheEntry): Promise<void> {
  // A full or unavailable IndexedDB only costs the next start a download.
  await set(entry.url, entry, inventoryStore()).catch(() => undefined)
}

/** True when a copy of the URL's answer is stored, fresh or stale (the app's first-load check). */
export async function hasCachedInventory(url: string): Promise<boolean> {
  return (await readEntry(inventoryCacheKey(url))) !== null
}

function isFresh(entry: InventoryCacheEntry, now: number): boolean {
  const age = now - entry.storedAt
  return age >= 0 && age < INVENTORY_CACHE_MAX_AGE_MS
}

function answerOf(entry: InventoryCacheEntry, source: InventoryCacheSource): InventoryCacheAnswer {
  return { status: entry.status, body: entry.body, contentType: entry.contentType, source }
}

/**
 * GET an inventory call through the cache: a fresh copy (version 2, under 24 h) is answered
 * without the network; otherwise the server is asked, conditionally when a copy exists. A 304
 * renews the copy, a 200 replaces it. Without a network, or on a 5xx, the stale copy answers;
 * without a copy the failure is passed on (a network error rejects). Other answers (4xx, other
 * 2xx) are passed on and never stored.
 */
export async function cachedInventoryFetch(
  url: string,
  headers: Record<string, string>,
  deps: InventoryCacheDeps = {},
): Promise<InventoryCacheAnswer> {
  const doFetch = deps.fetch ?? globalThis.fetch.bind(globalThis)
  const now = deps.now ?? Date.now
  const requestUrl = requestUrlOf(url).href
  const key = inventoryCacheKey(url)
  const cached = await readEntry(key)
  if (cached && isFresh(cached, now())) return answerOf(cached, 'fresh-cache')

  const requestHeaders: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!CONDITIONAL_HEADERS.has(name.toLowerCase())) requestHeaders[name] = value
  }
  // Only same-origin: a custom header would make a cross-origin request need a preflight.
  if (new URL(requestUrl).origin === globalThis.location?.origin)
    requestHeaders[INVENTORY_CACHE_FETCH_HEADER] = '1'
  if (cached?.etag) requestHeaders['if-none-match'] = cached.etag
  if (cached?.lastModified) requestHeaders['if-modified-since'] = cached.lastModified

  let response: Response
  let body: string
  let contentType: string
  let columns: InventoryColumns | undefined
  try {
    response = await doFetch(requestUrl, { method: 'GET', headers: requestHeaders, cache: 'no-store' })
    ;({ body, contentType, columns } = await readBody(response, deps.readBinary))
  } catch (error) {
    if (cached) return answerOf(cached, 'stale-cache')
    throw error
  }

  if (response.status === 304 && cached) {
    const renewed: InventoryCacheEntry = {
      ...cached,
      storedAt: now(),
      etag: response.headers.get('etag') ?? cached.etag,
      lastModified: response.headers.get('last-modified') ?? cached.lastModified,
    }
    await writeEntry(renewed)
    return answerOf(renewed, 'revalidated')
  }
  if (response.status >= 500 && cached) return answerOf(cached, 'stale-cache')

  if (response.status === 200) {
    await writeEntry({
      version: INVENTORY_CACHE_VERSION,
      url: key,
      storedAt: now(),
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
      status: 200,
      contentType,
      body,
    })
  }
  return { status: response.status, body, contentType, source: 'network', ...(columns ? { columns } : {}) }
}
