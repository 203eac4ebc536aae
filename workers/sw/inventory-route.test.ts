import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerRoute } from 'workbox-routing'
import { INVENTORY_CACHE_FETCH_HEADER } from './inventory-cache'
import {
  forwardedHeaders,
  INVENTORY_CACHE_HEADER,
  installInventoryRoute,
  inventoryResponse,
  isInventoryRequest,
} from './inventory-route'
import type { SwScope } from './scope'

// workbox-routing needs a service worker scope; the registration itself is checked here.
vi.mock('workbox-routing', () => ({ registerRoute: vi.fn() }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const ORIGIN = 'https://murmur.example'

describe('service worker inventory route', () => {
  it('intercepts only same-origin GETs of the inventory calls', () => {
    const get = { method: 'GET', headers: new Headers() }
    expect(
      isInventoryRequest(get, new URL(`${ORIGIN}/v6/inventory?add_icon=true&primaryFieldsOnly=true`), ORIGIN),
    ).toBe(true)
    expect(isInventoryRequest(get, new URL(`${ORIGIN}/v6/key_events_v2?add_icon=true`), ORIGIN)).toBe(true)
    expect(
      isInventoryRequest({ method: 'POST', headers: new Headers() }, new URL(`${ORIGIN}/v6/lists`), ORIGIN),
    ).toBe(false)
    const fromTheCache = { method: 'GET', headers: new Headers({ [INVENTORY_CACHE_FETCH_HEADER]: '1' }) }
    expect(isInventoryRequest(fromTheCache, new URL(`${ORIGIN}/v6/inventory`), ORIGIN)).toBe(false)
    expect(isInventoryRequest(get, new URL('https://api.example/v6/inventory'), ORIGIN)).toBe(false)
    expect(isInventoryRequest(get, new URL(`${ORIGIN}/v6/userdata/opts`), ORIGIN)).toBe(false)
    expect(isInventoryRequest(get, new URL(`${ORIGIN}/v6/lists/4`), ORIGIN)).toBe(false)
  })

  it('forwards the request headers', () => {
    const headers = new Headers({
      authorization: 'Basic abc',
      'x-app-version': '1.0.0',
      accept: 'application/json',
    })
    expect(forwardedHeaders(headers)).toEqual({
      authorization: 'Basic abc',
      'x-app-version': '1.0.0',
      accept: 'application/json',
    })
  })

  it('answers with the body, its content type and where it came from', async () => {
    const response = inventoryResponse({
      status: 200,
      body: '[{"id":"45","name":"Information Technology"}]',
      contentType: 'application/json; charset=utf-8',
      source: 'stale-cache',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get(INVENTORY_CACHE_HEADER)).toBe('stale-cache')
    expect(await response.json()).toEqual([{ id: '45', name: 'Information Technology' }])
    const refused = inventoryResponse({
      status: 401,
      body: '{"code":1}',
      contentType: 'application/json',
      source: 'network',
    })
    expect(refused.status).toBe(401)
    expect(await refused.text()).toBe('{"code":1}')
  })
  it('registers a GET route that answers through the inventory cache with the request headers', async () => {
    const scope = { location: { origin: ORIGIN } } as SwScope
    installInventoryRoute(scope)
    const [match, handler, method] = vi.mocked(registerRoute).mock.calls[0] ?? []
    expect(method).toBe('GET')
    if (typeof match !== 'function' || typeof handler !== 'function') throw new Error('route not registered')
    const request = new Request(`${ORIGIN}/v6/countries`, {
      headers: { authorization: 'Basic abc', 'x-app-version': '1.0.0' },
    })
    const url = new URL(request.url)
    expect(match({ request, url, sameOrigin: true, event: new Event('fetch') as FetchEvent })).toBe(true)
    const server = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('[{"name":"Germany","iso":"DE","un":"276","continent_code":"EU"}]', {
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', server)
    const response = await handler({ request, url, event: new Event('fetch') as FetchEvent })
    expect(server).toHaveBeenCalledTimes(1)
    expect(server.mock.calls[0]?.[0]).toBe(`${ORIGIN}/v6/countries`)
    expect(server.mock.calls[0]?.[1].headers).toEqual({
      authorization: 'Basic abc',
      'x-app-version': '1.0.0',
    })
    expect(response.headers.get(INVENTORY_CACHE_HEADER)).toBe('network')
    expect(await response.json()).toEqual([{ name: 'Germany', iso: 'DE', un: '276', continent_code: 'EU' }])
    const again = await handler({ request, url, event: new Event('fetch') as FetchEvent })
    expect(again.headers.get(INVENTORY_CACHE_HEADER)).toBe('fresh-cache')
    expect(server).toHaveBeenCalledTimes(1)
  })
})
