import { CancelledError, notifyManager, QueryObserver, queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ApiCallError, type ApiResult, createApiClient, unwrap } from '../api'
import { createQueryClient, ensurePageData, refetchRevertedQueries, shouldRetryQuery } from './query-client'

const TitleSchema = v.object({ n: v.string() })

const CANCELLED: ApiResult<number> = { ok: false, error: { kind: 'cancelled', status: 0 } }

describe('query retry rule', () => {
  it('leaves API failures to the API client and never retries a cancellation', () => {
    expect(shouldRetryQuery(0, new ApiCallError({ kind: 'http', status: 503 }))).toBe(false)
    expect(shouldRetryQuery(0, new ApiCallError({ kind: 'network', status: 0 }))).toBe(false)
    expect(shouldRetryQuery(0, new CancelledError())).toBe(false)
  })

  it('retries other failures up to 4 attempts, never 400, 401, 403 or 404', () => {
    for (const status of [400, 401, 403, 404]) expect(shouldRetryQuery(0, { status })).toBe(false)
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, new Error('hub gone')))).toEqual([
      true,
      true,
      true,
      false,
    ])
  })
})

describe('unwrap', () => {
  it('returns the value, throws ApiCallError for a failure and CancelledError for a cancellation', async () => {
    await expect(unwrap(Promise.resolve({ ok: true, value: 1, status: 200 }))).resolves.toBe(1)
    const failure = unwrap(Promise.resolve({ ok: false, error: { kind: 'http', status: 500 } }))
    await expect(failure).rejects.toBeInstanceOf(ApiCallError)
    await expect(failure).rejects.toMatchObject({ status: 500 })
    await expect(unwrap(Promise.resolve(CANCELLED))).rejects.toBeInstanceOf(CancelledError)
  })
})

describe('a cancelled query', () => {
  it('keeps its data and shows no error', async () => {
    const client = createQueryClient()
    client.setQueryData(['asset', 1], 41)
    await client
      .fetchQuery({ queryKey: ['asset', 1], queryFn: () => unwrap(Promise.resolve(CANCELLED)), staleTime: 0 })
      .catch(() => {})
    const state = client.getQueryState(['asset', 1])
    expect(state).toMatchObject({ status: 'success', data: 41, error: null, fetchStatus: 'idle' })
  })

  it('without data goes back to pending, and fetches again once the page shows it', async () => {
    const client = createQueryClient()
    let answer: ApiResult<number> = CANCELLED
    const observer = new QueryObserver(client, {
      queryKey: ['asset', 2],
      queryFn: () => unwrap(Promise.resolve(answer)),
    })
    // Read the result when notified, as React's useQuery does.
    const seen: string[] = []
    const unsubscribe = observer.subscribe(
      notifyManager.batchCalls(() => {
        const result = observer.getCurrentResult()
        seen.push(`${result.status}/${result.fetchStatus}`)
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(client.getQueryState(['asset', 2])).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
      error: null,
    })
    expect(seen).not.toContain('error/idle')
    answer = { ok: true, value: 7, status: 200 }
    await refetchRevertedQueries(client)
    expect(client.getQueryData(['asset', 2])).toBe(7)
    unsubscribe()
  })
})

describe('ensurePageData', () => {
  it('asks again when the request it waited for (a preload) was cancelled by the page change', async () => {
    const queryClient = createQueryClient()
    const calls: string[] = []
    const client = createApiClient({
      baseUrl: () => 'https://api.example',
      appVersion: 'test',
      fetch: (input, init) =>
        new Promise<Response>((resolve, reject) => {
          calls.push(String(input))
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          if (calls.length > 1) resolve(new Response(JSON.stringify({ n: 'Apple' }), { status: 200 }))
        }),
    })
    const options = queryOptions({
      queryKey: ['asset', 3, 'info'],
      queryFn: ({ signal }) =>
        unwrap(client.request({ path: '/titles/3/info', schema: TitleSchema, signal })),
    })
    const preload = queryClient.prefetchQuery(options)
    const loader = ensurePageData(queryClient, options)
    await new Promise((resolve) => setTimeout(resolve, 0))
    client.cancel('page')
    await preload
    await expect(loader).resolves.toEqual({ n: 'Apple' })
    expect(calls).toHaveLength(2)
  })
})
