import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type InventoryAnswer, LIVE_GATHER_MS, type Tick } from '../../src/core'
import { systemClock } from './clock'
import type { HubSession, InventoryLoadResult } from './contract'
import { fakeSockets } from './fake-socket.test-support'
import { Hub } from './hub'
import { inProcessApi } from './in-process-api'
import type { InventoryFetch } from './inventory-service'
import type { AsyncTabApi } from './protocol'
import { createTabApi } from './tab-api'
import { TabHubClient } from './tab-client'

const session: HubSession = {
  username: 'ann@example.com',
  passwordHash: 'e'.repeat(32),
  fingerprint: 'fp',
  subscriptionValid: true,
  socketUrl: '',
}

const INVENTORY_URL = 'https://murmur.test/v6/inventory?add_icon=true&primaryFieldsOnly=true'
const inventoryRequest = { url: INVENTORY_URL, headers: { authorization: 'Basic eDp5' } }

const inventoryBody = JSON.stringify({
  version: 4,
  updated: '2025-01-01T00:00:00Z',
  titles: [
    { id: 1, n: 'Tesla, Inc.', type: 'company', currency: 'USD', symbol: 'TSLA', isin: 'US88160R1014' },
    { id: 2, n: 'Bitcoin', type: 'crypto_currency', currency: 'USD', symbol: 'BTC', isin: null },
  ],
} satisfies InventoryAnswer)

function liveHub(
  fetchInventory: InventoryFetch = async () => ({ status: 200, body: inventoryBody, source: 'network' }),
) {
  const { create, current: socket, goLive: live } = fakeSockets()
  const hub = new Hub({ createSocket: create, clock: systemClock, log: { warn: () => {} }, fetchInventory })
  const goLive = () => live(session.username)
  const connection = {
    api: inProcessApi(createTabApi(hub)),
    mode: 'leader' as const,
    listener: <T>(h: T) => h,
  }
  return { hub, socket, goLive, connection }
}

const settle = () => vi.advanceTimersByTimeAsync(0)
const tick = (id: number, value: number): Tick => ({ id, value, time: 1 })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('TabHubClient tick subscriptions', () => {
  it('delivers ticks to the newest subscription only, and replays it to a new hub', async () => {
    const a = liveHub()
    const client = new TabHubClient('tab-1')
    client.setSession(session)
    client.adopt(a.connection)
    const older: Tick[][] = []
    const newer: Tick[][] = []
    client.subscribeTicks([1], (ticks) => older.push(ticks))
    client.subscribeTicks([2, 3], (ticks) => newer.push(ticks))
    client.subscribeTicks([], () => {
      throw new Error('an empty list subscribes nothing')
    })
    await settle()
    a.goLive()
    await settle()
    expect(a.hub.serverTickTitles()).toEqual([2, 3])
    a.socket().serverSends('tick', tick(1, 5))
    a.socket().serverSends('tick', tick(2, 6))
    await vi.advanceTimersByTimeAsync(LIVE_GATHER_MS)
    expect(older).toEqual([])
    expect(newer).toEqual([[tick(2, 6)]])

    const b = liveHub()
    client.adopt(b.connection)
    await settle()
    b.goLive()
    await settle()
    expect(b.hub.serverTickTitles()).toEqual([2, 3])
    client.close()
  })

  it('ends the tick subscription, also one ended before the hub answered', async () => {
    const a = liveHub()
    const client = new TabHubClient('tab-1')
    client.setSession(session)
    client.adopt(a.connection)
    await settle()
    a.goLive()
    const stop = client.subscribeTicks([4], () => {})
    await settle()
    expect(a.hub.serverTickTitles()).toEqual([4])
    stop()
    await settle()
    expect(a.hub.serverTickTitles()).toEqual([])
    const early = client.subscribeTicks([5], () => {})
    early()
    await settle()
    expect(a.hub.serverTickTitles()).toEqual([])
    client.close()
  })
})

describe('TabHubClient inventory', () => {
  it('loads the inventory into the hub and searches it there', async () => {
    const a = liveHub()
    const client = new TabHubClient('tab-1')
    client.adopt(a.connection)
    expect(await client.searchInventory('tsla')).toEqual({ results: [], tookMs: 0, ready: false })
    const heard: InventoryLoadResult[] = []
    client.onInventory((result) => heard.push(result))
    const result = await client.loadInventory(inventoryRequest)
    expect(result).toMatchObject({ version: 4, count: 2, source: 'network' })
    expect(heard).toEqual([result])
    const answer = await client.searchInventory('$TSLA')
    expect(answer.ready).toBe(true)
    expect(answer.results).toEqual([
      { id: 1, n: 'Tesla, Inc.', type: 'company', symbol: 'TSLA', isin: 'US88160R1014', match: 'symbol' },
    ])
    client.close()
  })

  it('loads the inventory again into a new hub, and hands a load the old hub never answered to the new one', async () => {
    const hanging = liveHub(() => new Promise(() => {}))
    const client = new TabHubClient('tab-1')
    client.adopt(hanging.connection)
    const heard: number[] = []
    client.onInventory((result) => heard.push(result.version))
    const load = client.loadInventory(inventoryRequest)
    await settle()
    const b = liveHub()
    client.adopt(b.connection)
    await expect(load).resolves.toMatchObject({ version: 4 })
    expect((await client.searchInventory('bitcoin')).results.map((r) => r.id)).toEqual([2])

    const c = liveHub()
    client.adopt(c.connection)
    await settle()
    expect(heard).toEqual([4, 4])
    expect((await client.searchInventory('tesla')).ready).toBe(true)
    client.close()
  })

  it('keeps a load asked before any hub is connected for the first hub', async () => {
    const client = new TabHubClient('tab-1')
    client.setSession(session)
    const heard: number[] = []
    client.onInventory((result) => heard.push(result.version))
    const load = client.loadInventory(inventoryRequest)
    let settled = false
    void load.finally(() => {
      settled = true
    })
    await settle()
    expect(settled).toBe(false)
    client.adopt(liveHub().connection)
    await expect(load).resolves.toMatchObject({ version: 4 })
    expect(heard).toEqual([4])
    expect((await client.searchInventory('tesla')).ready).toBe(true)
    client.close()
  })

  it('passes on a refused load and a hub that is unavailable', async () => {
    const refusing = liveHub(async () => ({ status: 403, body: '', source: 'network' }))
    const client = new TabHubClient('tab-1')
    client.adopt(refusing.connection)
    await expect(client.loadInventory(inventoryRequest)).rejects.toThrow('HTTP 403')

    const broken: AsyncTabApi = {
      ...inProcessApi(createTabApi(liveHub().hub)),
      hello: () => Promise.reject(new Error('gone')),
    }
    const lonely = new TabHubClient('tab-2')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    lonely.adopt({ api: broken, mode: 'leader' })
    await expect(lonely.loadInventory(inventoryRequest)).rejects.toThrow('unavailable')
    expect(await lonely.searchInventory('x')).toEqual({ results: [], tookMs: 0, ready: false })
    warn.mockRestore()
    client.close()
    lonely.close()
  })
})

describe('tab API input checks', () => {
  it('refuses other URLs, bad headers, limits and title lists', async () => {
    const a = liveHub()
    const api = createTabApi(a.hub)
    api.hello('tab-1', () => {})
    await expect(api.loadInventory({ url: 'https://evil.test/v6/users', headers: {} })).rejects.toThrow()
    await expect(api.loadInventory({ url: 'file:///v6/inventory', headers: {} })).rejects.toThrow()
    // As a tab of another deploy might send it.
    const numericHeader = JSON.parse(`{"url":"${INVENTORY_URL}","headers":{"authorization":7}}`)
    await expect(api.loadInventory(numericHeader)).rejects.toThrow()
    expect(() => api.searchInventory('a', 0)).toThrow()
    expect(() => api.searchInventory('a', 51)).toThrow()
    expect(() => api.searchInventory('x'.repeat(201))).toThrow()
    expect(() => api.subscribeTicks([1.5])).toThrow()
    expect(api.searchInventory('a', 50)).toEqual({ results: [], tookMs: 0, ready: false })
  })
})
