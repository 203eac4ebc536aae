import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { API_BASE_PATH, APP_VERSION_HEADER, basicAuthorization, type UserData } from '../core'
import { userDataFixture } from '../core/wire/userdata.test-support'
import type { ScheduleTimer } from './cancellation'
import { buildApiUrl, createApiClient, isAuthRejection } from './client'
import { getUserData } from './userdata'

interface Captured {
  url: string
  init: RequestInit
}

function fakeFetch(answer: () => Response | Promise<Response>, captured: Captured[]): typeof fetch {
  return async (input, init) => {
    captured.push({ url: String(input), init: init ?? {} })
    return answer()
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

const USER: UserData = userDataFixture({ pendingSubscriptions: [] })

const CREDENTIALS = { username: 'demo@murmur.local', passwordHash: 'e10adc3949ba59abbe56e057f20f883e' }

/** Retry waits end at once (the schedule itself is tested in client-policies.test.ts). */
const noWait: ScheduleTimer = (callback) => {
  queueMicrotask(callback)
  return () => {}
}

describe('buildApiUrl', () => {
  it('prefixes the base and /v6 and encodes the query', () => {
    expect(buildApiUrl('', '/userdata', { withPendingSubscriptions: true })).toBe(
      `${API_BASE_PATH}/userdata?withPendingSubscriptions=true`,
    )
    expect(
      buildApiUrl('https://api.example/', '/x', { a: 'b c', skip: undefined, n: null, list: [1, 2] }),
    ).toBe('https://api.example/v6/x?a=b+c&list=1&list=2')
  })
})

describe('api client', () => {
  it('sends the app version, no-cache and basic auth headers, and parses the answer', async () => {
    const captured: Captured[] = []
    const client = createApiClient({
      baseUrl: async () => 'https://api.example',
      appVersion: '1.2.3',
      fetch: fakeFetch(() => json(200, USER), captured),
    })
    const result = await getUserData(CREDENTIALS, { client })
    expect(result).toEqual({ ok: true, value: USER, status: 200 })
    expect(captured).toHaveLength(1)
    const [call] = captured
    expect(call?.url).toBe('https://api.example/v6/userdata?withPendingSubscriptions=true')
    const headers = new Headers(call?.init.headers)
    expect(headers.get(APP_VERSION_HEADER)).toBe('1.2.3')
    expect(headers.get('cache-control')).toBe('no-cache')
    expect(headers.get('pragma')).toBe('no-cache')
    expect(headers.get('authorization')).toBe(basicAuthorization(CREDENTIALS))
    expect(call?.init.method).toBe('GET')
  })

  it('takes an early answer for the same GET instead of fetching, and validates it the same way', async () => {
    const captured: Captured[] = []
    const asked: { url: string; authorization: string | undefined }[] = []
    let early: Response | null = json(200, USER)
    const client = createApiClient({
      baseUrl: async () => 'https://api.example',
      appVersion: '1.2.3',
      fetch: fakeFetch(() => json(200, { broken: true }), captured),
      takeEarlyResponse: (url, authorization) => {
        asked.push({ url, authorization })
        const answer = early
        early = null
        return answer ? Promise.resolve(answer) : null
      },
    })
    expect(await getUserData(CREDENTIALS, { client })).toEqual({ ok: true, value: USER, status: 200 })
    expect(captured).toHaveLength(0)
    expect(asked).toEqual([
      {
        url: 'https://api.example/v6/userdata?withPendingSubscriptions=true',
        authorization: basicAuthorization(CREDENTIALS),
      },
    ])
    // Taken once: the next request goes to the network (and its broken answer is refused).
    expect((await getUserData(CREDENTIALS, { client })).ok).toBe(false)
    expect(captured).toHaveLength(1)
  })

  it('sends no authorization without credentials and JSON bodies with a content type', async () => {
    const captured: Captured[] = []
    const client = createApiClient({
      baseUrl: () => '',
      appVersion: 'x',
      fetch: fakeFetch(() => json(200, { saved: true }), captured),
    })
    const result = await client.request({
      method: 'POST',
      path: '/thing',
      body: { a: 1 },
      schema: v.object({ saved: v.boolean() }),
    })
    expect(result.ok).toBe(true)
    const headers = new Headers(captured[0]?.init.headers)
    expect(headers.has('authorization')).toBe(false)
    expect(headers.get('content-type')).toBe('application/json')
    expect(captured[0]?.init.body).toBe('{"a":1}')
  })

  it('returns an http error with the parsed error body', async () => {
    const body = { code: 13, internalCode: 'INVALID_CREDENTIALS', en: 'nope' }
    const client = createApiClient({
      baseUrl: () => '',
      appVersion: 'x',
      fetch: fakeFetch(() => json(401, body), []),
    })
    const result = await getUserData(CREDENTIALS, { client })
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 401, body } })
    expect(!result.ok && isAuthRejection(result.error)).toBe(true)
  })

  it('returns an http error without a body when the body is not an error body', async () => {
    const captured: Captured[] = []
    const client = createApiClient({
      baseUrl: () => '',
      appVersion: 'x',
      schedule: noWait,
      fetch: fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502 }), captured),
    })
    const result = await getUserData(CREDENTIALS, { client })
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 502 } })
    expect(captured).toHaveLength(4)
    expect(!result.ok && isAuthRejection(result.error)).toBe(false)
  })

  it('returns a network error when fetch fails', async () => {
    const client = createApiClient({
      baseUrl: () => '',
      appVersion: 'x',
      schedule: noWait,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    const result = await getUserData(CREDENTIALS, { client })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error.kind).toBe('network')
    expect(!result.ok && result.error.status).toBe(0)
  })

  it('returns a parse error when the answer does not match the schema or is not JSON', async () => {
    const wrongShape = createApiClient({
      baseUrl: () => '',
      appVersion: 'x',
      fetch: fakeFetch(() => json(200, { username: 1 }), []),
    })
    const notJson = createApiClient({
      baseUrl: () => '',
      appVersion: 'x',
      fetch: fakeFetch(() => new Response('<html></html>', { status: 200 }), []),
    })
    const a = await getUserData(CREDENTIALS, { client: wrongShape })
    const b = await getUserData(CREDENTIALS, { client: notJson })
    expect(!a.ok && a.error.kind).toBe('parse')
    expect(!b.ok && b.error.kind).toBe('parse')
  })

  it('resolves an abort it did not cause as cancelled (a cancelled request is not an error)', async () => {
    const client = createApiClient({
      baseUrl: () => '',
      appVersion: 'x',
      fetch: () => Promise.reject(new DOMException('aborted', 'AbortError')),
    })
    await expect(getUserData(CREDENTIALS, { client })).resolves.toEqual({
      ok: false,
      error: { kind: 'cancelled', status: 0 },
    })
  })

  it('returns a network error when the base URL cannot be resolved', async () => {
    const client = createApiClient({
      baseUrl: () => Promise.reject(new Error('no runtime configuration')),
      appVersion: 'x',
      fetch: fakeFetch(() => json(200, USER), []),
    })
    const result = await getUserData(CREDENTIALS, { client })
    expect(!result.ok && result.error.kind).toBe('network')
  })
})
