import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApiClientConfig, type ApiResult, createApiClient, type QueryValue } from './client'

/** A fetch whose answers the test gives; it rejects with AbortError on abort, like the browser's. */
function controlledFetch() {
  const calls: {
    url: string
    init: RequestInit
    answer: (status: number, body?: unknown) => void
    fail: (error: unknown) => void
  }[] = []
  const fetch: typeof globalThis.fetch = (input, init) =>
    new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      calls.push({
        url: String(input),
        init: init ?? {},
        answer: (status, body = { ok: true }) => resolve(new Response(JSON.stringify(body), { status })),
        fail: reject,
      })
    })
  return { fetch, calls }
}

const OkSchema = v.object({ ok: v.boolean() })

function setup(overrides: Partial<ApiClientConfig> = {}) {
  const server = controlledFetch()
  const client = createApiClient({
    baseUrl: () => 'https://api.example',
    appVersion: 'test',
    fetch: server.fetch,
    random: () => 0,
    ...overrides,
  })
  return { client, calls: server.calls }
}

/** Lets queued promise callbacks run (fake timers do not move). */
const settle = () => vi.advanceTimersByTimeAsync(0)

function pathsOf(calls: { url: string }[]): string[] {
  return calls.map((call) => new URL(call.url).pathname)
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('queues per route prefix', () => {
  it('runs at most 4 /v6 requests at once and starts the next when one ends', async () => {
    const { client, calls } = setup()
    const results = Array.from({ length: 6 }, (_, i) => client.request({ path: `/r${i}`, schema: OkSchema }))
    await settle()
    expect(pathsOf(calls)).toEqual(['/v6/r0', '/v6/r1', '/v6/r2', '/v6/r3'])
    calls[1]?.answer(200)
    await settle()
    expect(calls).toHaveLength(5)
    expect(pathsOf(calls)[4]).toBe('/v6/r4')
    for (const call of calls.slice()) call.answer(200)
    await settle()
    calls[5]?.answer(200)
    const settled = await Promise.all(results)
    expect(settled.every((result) => result.ok)).toBe(true)
  })

  it('runs up to 10 requests at once under another prefix', async () => {
    const { client, calls } = setup({ baseUrl: () => 'https://legacy.example/userdata' })
    for (let i = 0; i < 12; i += 1) void client.request({ path: `/r${i}`, schema: OkSchema })
    await settle()
    expect(calls).toHaveLength(10)
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/userdata/v6/r0')
  })

  it('keeps separate queues: a full /v6 queue does not hold back another prefix', async () => {
    const server = controlledFetch()
    const prefixes = ['https://api.example', 'https://api.example/legacy']
    let next = 0
    const client = createApiClient({
      baseUrl: () => prefixes[next++ % 2] ?? '',
      appVersion: 'test',
      fetch: server.fetch,
    })
    for (let i = 0; i < 10; i += 1) void client.request({ path: `/r${i}`, schema: OkSchema })
    await settle()
    const v6 = server.calls.filter((call) => new URL(call.url).pathname.startsWith('/v6/'))
    const legacy = server.calls.filter((call) => new URL(call.url).pathname.startsWith('/legacy/'))
    expect(v6).toHaveLength(4)
    expect(legacy).toHaveLength(5)
  })
})

describe('priority', () => {
  it('serves search requests (100) before others (50), first come first served within a priority', async () => {
    const { client, calls } = setup({ concurrency: () => 1 })
    void client.request({ path: '/busy', schema: OkSchema })
    await settle()
    const query = (path: string, q?: Record<string, QueryValue>) =>
      void client.request({ path, schema: OkSchema, ...(q ? { query: q } : {}) })
    query('/plain-1')
    query('/search-term', { term: 'app' })
    query('/plain-2', { query: '  ' })
    void client.request({ method: 'POST', path: '/search-body', body: { query: 'tesla' }, schema: OkSchema })
    query('/search-query', { searchQuery: 'x' })
    void client.request({ path: '/explicit-low', query: { term: 'x' }, priority: 10, schema: OkSchema })
    void client.request({ path: '/explicit-high', priority: 200, schema: OkSchema })
    await settle()
    for (let i = 0; i < 8; i += 1) {
      calls[i]?.answer(200)
      await settle()
    }
    expect(pathsOf(calls)).toEqual([
      '/v6/busy',
      '/v6/explicit-high',
      '/v6/search-term',
      '/v6/search-body',
      '/v6/search-query',
      '/v6/plain-1',
      '/v6/plain-2',
      '/v6/explicit-low',
    ])
  })
})

describe('retries', () => {
  async function attemptsFor(status: number): Promise<number> {
    const { client, calls } = setup()
    const result = client.request({ path: '/x', schema: OkSchema })
    for (let i = 0; i < 6; i += 1) {
      await settle()
      calls[i]?.answer(status, { code: 1, internalCode: 'X' })
      await vi.advanceTimersByTimeAsync(60_000)
    }
    const settled = await result
    expect(settled).toMatchObject({ ok: false, error: { kind: 'http', status } })
    return calls.length
  }

  it('never retries 400, 401, 403 and 404', async () => {
    for (const status of [400, 401, 403, 404]) expect(await attemptsFor(status)).toBe(1)
  })

  it('retries other failures up to 4 attempts in total', async () => {
    for (const status of [500, 502, 503, 408, 429, 409]) expect(await attemptsFor(status)).toBe(4)
  })

  it('waits 1000, 2000 and 4000 ms (plus jitter) between attempts and succeeds on a later attempt', async () => {
    const { client, calls } = setup({ random: () => 0 })
    const result = client.request({ path: '/x', schema: OkSchema })
    await settle()
    calls[0]?.answer(503)
    await vi.advanceTimersByTimeAsync(1009)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    calls[1]?.fail(new TypeError('Failed to fetch'))
    await vi.advanceTimersByTimeAsync(2019)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(3)
    calls[2]?.answer(500)
    await vi.advanceTimersByTimeAsync(4039)
    expect(calls).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(4)
    calls[3]?.answer(200)
    await expect(result).resolves.toEqual({ ok: true, value: { ok: true }, status: 200 })
  })

  it('sends a request that opts out of retries once, whatever the failure', async () => {
    for (const failure of [409, 500, 'network'] as const) {
      const { client, calls } = setup()
      const result = client.request({ method: 'POST', path: '/x', schema: OkSchema, retry: false })
      await settle()
      if (failure === 'network') calls[0]?.fail(new TypeError('Failed to fetch'))
      else calls[0]?.answer(failure, { code: 1, internalCode: 'X' })
      await vi.advanceTimersByTimeAsync(60_000)
      await expect(result).resolves.toMatchObject({ ok: false })
      expect(calls).toHaveLength(1)
    }
  })

  it('does not retry a parse error', async () => {
    const { client, calls } = setup()
    const result = client.request({ path: '/x', schema: OkSchema })
    await settle()
    calls[0]?.answer(200, { ok: 'yes' })
    await expect(result).resolves.toMatchObject({ ok: false, error: { kind: 'parse' } })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
  })

  it('gives the queue slot back while it waits for the next attempt', async () => {
    const { client, calls } = setup({ concurrency: () => 1 })
    void client.request({ path: '/failing', schema: OkSchema })
    await settle()
    void client.request({ path: '/other', schema: OkSchema })
    await settle()
    expect(calls).toHaveLength(1)
    calls[0]?.answer(500)
    await settle()
    expect(pathsOf(calls)).toEqual(['/v6/failing', '/v6/other'])
  })

  it('has no timeout by default, and a configured timeout counts as a network failure', async () => {
    const waiting = setup()
    void waiting.client.request({ path: '/slow', schema: OkSchema })
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(waiting.calls).toHaveLength(1)
    expect(waiting.calls[0]?.init.signal?.aborted).toBe(false)

    const timed = setup({ timeoutMs: 5000, retry: { ...retryOnce } })
    const result = timed.client.request({ path: '/slow', schema: OkSchema })
    await vi.advanceTimersByTimeAsync(5000)
    await expect(result).resolves.toEqual({
      ok: false,
      error: { kind: 'network', status: 0, detail: 'timeout' },
    })
  })
})

const retryOnce = { maxAttempts: 1, baseDelayMs: 1000, maxDelayMs: 30_000, jitterMin: 0.01, jitterMax: 0.1 }

const CANCELLED: ApiResult<never> = { ok: false, error: { kind: 'cancelled', status: 0 } }

describe('cancellation policies', () => {
  it('cancels a running request whose policy holds the reason, and aborts its fetch', async () => {
    const { client, calls } = setup()
    const page = client.request({ path: '/page', schema: OkSchema })
    const logoutOnly = client.request({ path: '/logout-only', cancelOn: ['logout'], schema: OkSchema })
    const never = client.request({ path: '/never', cancelOn: [], schema: OkSchema })
    await settle()
    client.cancel('page')
    await expect(page).resolves.toEqual(CANCELLED)
    expect(calls[0]?.init.signal?.aborted).toBe(true)
    expect(calls[1]?.init.signal?.aborted).toBe(false)
    client.cancel('logout')
    await expect(logoutOnly).resolves.toEqual(CANCELLED)
    calls[2]?.answer(200)
    await expect(never).resolves.toMatchObject({ ok: true })
  })

  it('removes cancelled requests from the queue without sending them', async () => {
    const { client, calls } = setup({ concurrency: () => 1 })
    const running = client.request({ path: '/running', cancelOn: ['view'], schema: OkSchema })
    const queued = client.request({ path: '/queued', schema: OkSchema })
    const kept = client.request({ path: '/kept', cancelOn: ['view'], schema: OkSchema })
    await settle()
    client.cancel('page')
    await expect(queued).resolves.toEqual(CANCELLED)
    calls[0]?.answer(200)
    await expect(running).resolves.toMatchObject({ ok: true })
    await settle()
    expect(pathsOf(calls)).toEqual(['/v6/running', '/v6/kept'])
    calls[1]?.answer(200)
    await expect(kept).resolves.toMatchObject({ ok: true })
  })

  it('stops a request that waits for its next attempt', async () => {
    const { client, calls } = setup()
    const result = client.request({ path: '/x', cancelOn: ['context'], schema: OkSchema })
    await settle()
    calls[0]?.answer(503)
    await vi.advanceTimersByTimeAsync(500)
    client.cancel('context')
    await expect(result).resolves.toEqual(CANCELLED)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
  })

  it("resolves cancelled when the caller's own signal aborts, queued, running or before the start", async () => {
    const { client, calls } = setup({ concurrency: () => 1 })
    const running = new AbortController()
    const queued = new AbortController()
    const first = client.request({ path: '/a', signal: running.signal, cancelOn: [], schema: OkSchema })
    const second = client.request({ path: '/b', signal: queued.signal, cancelOn: [], schema: OkSchema })
    await settle()
    queued.abort()
    await expect(second).resolves.toEqual(CANCELLED)
    running.abort()
    await expect(first).resolves.toEqual(CANCELLED)
    expect(calls[0]?.init.signal?.aborted).toBe(true)

    const early = new AbortController()
    early.abort()
    await expect(client.request({ path: '/c', signal: early.signal, schema: OkSchema })).resolves.toEqual(
      CANCELLED,
    )
    await vi.advanceTimersByTimeAsync(60_000)
    expect(pathsOf(calls)).toEqual(['/v6/a'])
  })

  it('never retries a cancelled request', async () => {
    const { client, calls } = setup()
    const result = client.request({ path: '/x', schema: OkSchema })
    await settle()
    client.cancel('logout')
    await expect(result).resolves.toEqual(CANCELLED)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
  })

  it('cancels a request that still waits for the base URL', async () => {
    const { client, calls } = setup({ baseUrl: () => new Promise<string>(() => {}) })
    const result = client.request({ path: '/x', schema: OkSchema })
    client.cancel('page')
    await expect(result).resolves.toEqual(CANCELLED)
    expect(calls).toHaveLength(0)
  })
})

describe('cancellation races', () => {
  it('does not send a queued request cancelled while the request ahead of it finishes', async () => {
    const { client, calls } = setup({ concurrency: () => 1 })
    void client.request({ path: '/first', cancelOn: [], schema: OkSchema })
    const second = client.request({ path: '/second', schema: OkSchema })
    await settle()
    calls[0]?.answer(200)
    await Promise.resolve()
    client.cancel('page')
    await expect(second).resolves.toEqual(CANCELLED)
    await settle()
    expect(pathsOf(calls)).toEqual(['/v6/first'])
  })
})
