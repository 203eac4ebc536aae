import { describe, expect, it } from 'vitest'
import { basicAuthorization } from './basic-auth'
import { AUTH_STORE_KEY, AUTH_STORE_VERSION } from './constants'
import { EARLY_DATA_GLOBAL, earlyDataScript } from './early-data'
import { APP_VERSION_HEADER, NO_CACHE_HEADERS } from './http'

const SCRIPT = earlyDataScript({
  authStoreKey: AUTH_STORE_KEY,
  authStoreVersion: AUTH_STORE_VERSION,
  appVersion: '1.2.3+build',
  appVersionHeader: APP_VERSION_HEADER,
})
const credentials = { username: 'zoë@example.com', passwordHash: '0123456789abcdef0123456789abcdef' }
const stored = JSON.stringify({ version: AUTH_STORE_VERSION, state: { ...credentials, user: { id: 1 } } })

/** Runs the inline script as a page would: returns its fetches and what it left on window. */
function run(href: string, session: string | null = stored, controlled = false) {
  const fetches: {
    url: string
    init: { headers: Record<string, string>; cache: string; credentials: string }
  }[] = []
  const url = new URL(href)
  const window: Record<string, unknown> = {}
  const context = {
    window,
    location: { href, pathname: url.pathname, search: url.search },
    localStorage: { getItem: (key: string) => (key === AUTH_STORE_KEY ? session : null) },
    navigator: { serviceWorker: { controller: controlled ? {} : null } },
    URLSearchParams,
    URL,
    TextEncoder,
    btoa,
    performance: { now: () => 42 },
    fetch: (target: string, init: (typeof fetches)[number]['init']) => {
      fetches.push({ url: target, init })
      return Promise.resolve('answer')
    },
  }
  // The page's globals as parameters: the script reads nothing else.
  const names = Object.keys(context)
  new Function(...names, SCRIPT)(...names.map((name) => context[name as keyof typeof context]))
  return { fetches, early: window[EARLY_DATA_GLOBAL] as Record<string, unknown> | undefined }
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
