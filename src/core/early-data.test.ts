import { describe, expect, it } from 'vitest'
import { basicAuthorization } from './basic-auth'
import { AUTH_STORE_KEY, AUTH_STORE_VERSION } from './constants'
import { EARLY_DATA_GLOBAL, EARLY_HUB_GLOBAL, earlyDataScript, HUB_WORKER_NAME } from './early-data'
import { APP_VERSION_HEADER, NO_CACHE_HEADERS } from './http'

const INVENTORY_CALL = '/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true'
const SCRIPT = earlyDataScript({
  authStoreKey: AUTH_STORE_KEY,
  authStoreVersion: AUTH_STORE_VERSION,
  appVersion: '1.2.3+build',
  appVersionHeader: APP_VERSION_HEADER,
  hubWorkerUrl: '/assets/shared-worker-abc.js',
  inventoryCall: INVENTORY_CALL,
  inventoryPrefetchKey: 'prefetch',
})
const NOW_MS = 1_800_000_000_000
const credentials = { username: 'zoë@example.com', passwordHash: '0123456789abcdef0123456789abcdef' }
const session = (validUntilS: number) =>
  JSON.stringify({
    version: AUTH_STORE_VERSION,
    state: { ...credentials, user: { valid_until: validUntilS } },
  })
const stored = session(NOW_MS / 1000 + 3600)

interface Started {
  url: string
  options: unknown
  posted: unknown[]
}

/** Runs the inline script as a page would: returns its fetches, the workers it started and what it left on window. */
function run(href: string, storedSession: string | null = stored, controlled = false, sharedWorkers = true) {
  const fetches: {
    url: string
    init: { headers: Record<string, string>; cache: string; credentials: string }
  }[] = []
  const workers: Started[] = []
  class FakeSharedWorker {
    readonly port: { postMessage: (message: unknown) => void }
    constructor(url: string, options: unknown) {
      const started: Started = { url, options, posted: [] }
      workers.push(started)
      this.port = { postMessage: (message) => started.posted.push(message) }
    }
  }
  const url = new URL(href)
  const window: Record<string, unknown> = {}
  const context = {
    window,
    location: { href, pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key: string) => (key === AUTH_STORE_KEY ? storedSession : null) },
    navigator: { serviceWorker: { controller: controlled ? {} : null } },
    URLSearchParams,
    URL,
    TextEncoder,
    btoa,
    performance: { now: () => 42 },
    Date: { now: () => NOW_MS },
    SharedWorker: sharedWorkers ? FakeSharedWorker : undefined,
    fetch: (target: string, init: (typeof fetches)[number]['init']) => {
      fetches.push({ url: target, init })
      return Promise.resolve('answer')
    },
  }
  // The page's globals as parameters: the script reads nothing else.
  const names = Object.keys(context)
  new Function(...names, SCRIPT)(...names.map((name) => context[name as keyof typeof context]))
  return {
    fetches,
    workers,
    early: window[EARLY_DATA_GLOBAL] as Record<string, unknown> | undefined,
    hub: window[EARLY_HUB_GLOBAL],
  }
}

describe('early data script', () => {
  it("asks for the asset's info with the stored credentials and the API client's headers", () => {
    const { fetches, early } = run('https://m.example/asset?title_id=1001&range=3d')
    expect(fetches).toHaveLength(1)
    expect(fetches[0]?.url).toBe('/v6/titles/1001/info')
    expect(fetches[0]?.init).toEqual({
      headers: {
        accept: 'application/json',
        [APP_VERSION_HEADER]: '1.2.3+build',
        ...NO_CACHE_HEADERS,
        authorization: basicAuthorization(credentials),
      },
      cache: 'no-store',
      credentials: 'omit',
    })
    expect(early).toMatchObject({
      url: 'https://m.example/v6/titles/1001/info',
      authorization: basicAuthorization(credentials),
      at: 42,
    })
  })

  it('starts the hub and asks it for the inventory with the stored credentials, on every route', () => {
    for (const href of ['https://m.example/asset?title_id=1001', 'https://m.example/watchlist']) {
      const { workers, hub } = run(href)
      expect(workers).toHaveLength(1)
      expect(workers[0]?.url).toBe('/assets/shared-worker-abc.js')
      expect(workers[0]?.options).toEqual({ type: 'module', name: HUB_WORKER_NAME })
      expect(workers[0]?.posted).toEqual([
        {
          prefetch: {
            url: `https://m.example${INVENTORY_CALL}`,
            headers: {
              accept: 'application/json',
              [APP_VERSION_HEADER]: '1.2.3+build',
              authorization: basicAuthorization(credentials),
            },
          },
        },
      ])
      expect(hub).toBeDefined()
    }
  })

  it('starts no hub for a lapsed subscription, a controlled page, no session or no SharedWorker', () => {
    expect(run('https://m.example/asset?title_id=1001', session(NOW_MS / 1000 - 1)).workers).toEqual([])
    expect(run('https://m.example/asset?title_id=1001', stored, true).workers).toEqual([])
    expect(run('https://m.example/asset?title_id=1001', null).workers).toEqual([])
    const without = run('https://m.example/asset?title_id=1001', stored, false, false)
    expect(without.workers).toEqual([])
    // The page's own early request does not depend on the hub.
    expect(without.fetches).toHaveLength(1)
  })

  it('asks for nothing without a stored session, on other routes or with a bad id', () => {
    expect(run('https://m.example/asset?title_id=1001', null).fetches).toEqual([])
    expect(run('https://m.example/asset?title_id=1001', '{"version":0}').fetches).toEqual([])
    expect(run('https://m.example/asset?title_id=1001', 'not json').fetches).toEqual([])
    expect(run('https://m.example/asset?title_id=10x1').fetches).toEqual([])
    expect(run('https://m.example/asset').fetches).toEqual([])
    expect(run('https://m.example/settings?title_id=1001').fetches).toEqual([])
    expect(run('https://m.example/asset?title_id=1001', stored, true).fetches).toEqual([])
  })
})
