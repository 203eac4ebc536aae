import { registerRoute } from 'workbox-routing'
import { readInventoryBinary } from './inventory-binary-read'
import {
  cachedInventoryFetch,
  INVENTORY_CACHE_FETCH_HEADER,
  type InventoryCacheAnswer,
  isInventoryUrl,
} from './inventory-cache'
import type { SwScope } from './scope'

/** Diagnostics: which way the answer came (fresh-cache, network, revalidated, stale-cache). */
export const INVENTORY_CACHE_HEADER = 'x-murmur-inventory-cache'

/**
 * True for a GET of an inventory call on the app's own origin, unless the inventory cache itself
 * sent it (the hub loads through the same cache); nothing else is intercepted.
 */
export function isInventoryRequest(
  request: Pick<Request, 'method' | 'headers'>,
  url: URL,
  swOrigin: string,
): boolean {
  return (
    request.method === 'GET' &&
    url.origin === swOrigin &&
    isInventoryUrl(url) &&
    !request.headers.has(INVENTORY_CACHE_FETCH_HEADER)
  )
}

/** The request's headers, as the cache forwards them to the server (authorization, x-app-version, …). */
export function forwardedHeaders(headers: Headers): Record<string, string> {
  const forwarded: Record<string, string> = {}
  headers.forEach((value, name) => {
    forwarded[name] = value
  })
  return forwarded
}

export function inventoryResponse(answer: InventoryCacheAnswer): Response {
  return new Response(answer.body === '' ? null : answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType, [INVENTORY_CACHE_HEADER]: answer.source },
  })
}

/**
 * The inventory calls (application §7) are answered through the 24-hour, version-2 inventory
 * cache in IndexedDB (DESIGN §1): at once from a fresh copy, from a stale copy when offline.
 * A network failure without any copy becomes a network error for the page, as without the
 * service worker.
 */
export function installInventoryRoute(scope: SwScope): void {
  registerRoute(
    ({ request, url }) => isInventoryRequest(request, url, scope.location.origin),
    async ({ request }) =>
      inventoryResponse(
        await cachedInventoryFetch(request.url, forwardedHeaders(request.headers), {
          readBinary: readInventoryBinary,
        }),
      ),
    'GET',
  )
}
