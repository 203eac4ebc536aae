import { describe, expect, it } from 'vitest'
import { createApiClient } from './client'
import {
  getCountries,
  getExchanges,
  getKeyEventGroups,
  getLists,
  getSectors,
  getSources,
  getSourceTypes,
  inventoryRequestHeaders,
  inventoryUrl,
} from './reference'

const credentials = { username: 'ada@example.com', passwordHash: '0123456789abcdef0123456789abcdef' }

function serverAnswering(body: unknown) {
  const urls: string[] = []
  const client = createApiClient({
    baseUrl: () => 'https://api.example',
    appVersion: '9.9.9',
    fetch: async (input) => {
      urls.push(String(input))
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    },
  })
  return { client, urls }
}

describe('reference calls', () => {
  it.each([
    [
      'exchanges',
      getExchanges,
      [{ exchange_id: 8, name: 'Xetra', mic: 'XETR', country: 'DE' }],
      '/v6/exchanges',
    ],
    [
      'countries',
      getCountries,
      [{ name: 'Germany', iso: 'DE', un: '276', continent_code: 'EU' }],
      '/v6/countries',
    ],
    ['sectors', getSectors, [{ id: '45', name: 'Information Technology' }], '/v6/sectors'],
    ['lists', getLists, [{ id: 3, n: 'DAX' }], '/v6/lists'],
    [
      'sources',
      getSources,
      [{ source: 'reddit', type: 'social', icon: 'reddit' }],
      '/v6/sources?add_icon=true',
    ],
    ['source types', getSourceTypes, [{ type: 'news', icon: 'newspaper' }], '/v6/source_types?add_icon=true'],
    [
      'key events',
      getKeyEventGroups,
      [
        {
          id: 1,
          name: 'Financial results',
          icon: 'file-invoice-dollar',
          key_events: [{ key_event_id: 1, name: 'Earnings release', icon: 'file-invoice-dollar' }],
        },
      ],
      '/v6/key_events_v2?add_icon=true',
    ],
  ] as const)('GET %s parses the answer', async (_name, call, body, path) => {
    const { client, urls } = serverAnswering(body)
    const result = await call(credentials, { client })
    expect(urls).toEqual([`https://api.example${path}`])
    expect(result).toEqual({ ok: true, value: body, status: 200 })
  })

  it('refuses an answer of another shape', async () => {
    const { client } = serverAnswering([{ id: 45, name: 'wrong id type' }])
    const result = await getSectors(credentials, { client })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.error.kind).toBe('parse')
  })

  it('names the asset inventory URL and headers for the hub', () => {
    expect(inventoryUrl('', 'https://murmur.example')).toBe(
      'https://murmur.example/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true&names=ppm',
    )
    expect(inventoryUrl('https://api.example/', 'https://murmur.example')).toBe(
      'https://api.example/v6/inventory/columns?add_icon=true&primaryFieldsOnly=true&names=ppm',
    )
    const headers = inventoryRequestHeaders(credentials)
    expect(headers.authorization).toMatch(/^Basic /)
    expect(headers['x-app-version']).toBe('dev')
    expect(headers.accept).toBe('application/json')
  })
})
