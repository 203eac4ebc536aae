import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { InventoryLoadRequest } from '../../../workers/hub/contract'
import { createApiClient } from '../../api'
import { accountQueries } from '../accounts'
import { inventoryCalls } from './inventory-calls'

const credentials = { username: 'ada@example.com', passwordHash: '0123456789abcdef0123456789abcdef' }
const ASSETS_URL = 'https://api.example/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true&names=ppm'
const RESULT = { version: 3, count: 2, source: 'network' as const, restoreMs: 1, indexMs: 1 }

function context(whenPageShown?: () => Promise<void>) {
  const requests: InventoryLoadRequest[] = []
  const urls: string[] = []
  const client = createApiClient({
    baseUrl: () => 'https://api.example',
    appVersion: '1.0.0',
    fetch: async (input) => {
      urls.push(String(input))
      return new Response('[{"id":"45","name":"Information Technology"}]', {
        headers: { 'content-type': 'application/json' },
      })
    },
  })
  const queryClient = new QueryClient()
  const calls = inventoryCalls({
    credentials,
    live: {
      loadInventory: vi.fn(async (request: InventoryLoadRequest) => {
        requests.push(request)
        return RESULT
      }),
    },
    apiBaseUrl: async () => 'https://api.example',
    appOrigin: 'https://murmur.example',
    queryClient,
    client,
    ...(whenPageShown ? { whenPageShown } : {}),
  })
  return { calls, requests, urls, queryClient }
}

describe('inventory calls', () => {
  it('asks the hub for the primary-fields inventory with the user credentials', async () => {
    const { calls, requests } = context()
    expect(await calls.assets()).toEqual(RESULT)
    expect(requests).toHaveLength(1)
    expect(requests[0]?.url).toBe(ASSETS_URL)
    expect(requests[0]?.headers.authorization).toMatch(/^Basic /)
    expect(requests[0]?.headers['x-app-version']).toBeTruthy()
  })

  it('loads reference data through the API client', async () => {
    const { calls, urls } = context()
    const sectors = await calls.reference.sectors()
    expect(sectors).toEqual({ ok: true, value: [{ id: '45', name: 'Information Technology' }], status: 200 })
    expect(urls).toEqual(['https://api.example/v6/sectors'])
  })

  it('asks for reference pieces only once the first page is shown; the asset inventory at once', async () => {
    let show = () => {}
    const shown = new Promise<void>((resolve) => {
      show = resolve
    })
    const { calls, urls, requests } = context(() => shown)
    const sectors = calls.reference.sectors()
    const assets = calls.assets()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(urls).toEqual([])
    expect(requests).toHaveLength(1)
    show()
    expect((await sectors).ok).toBe(true)
    expect(urls).toEqual(['https://api.example/v6/sectors'])
    expect(await assets).toEqual(RESULT)
  })

  it('takes user options the query cache already holds', async () => {
    const { calls, queryClient } = context()
    queryClient.setQueryData(accountQueries.userOptions(credentials).queryKey, {
      uiPreferences: { markets: ['US'], titleTypes: ['company'] },
    })
    expect(await calls.userOptions()).toEqual({
      ok: true,
      value: { uiPreferences: { markets: ['US'], titleTypes: ['company'] } },
      status: 200,
    })
  })
})
