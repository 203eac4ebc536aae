import { describe, expect, it, vi } from 'vitest'
import { INITIAL_STATUS, type LiveClient, type LiveStatus } from './contract'
import { deferredLiveClient } from './deferred-client'

function fakeClient(): LiveClient & { calls: string[]; statusListeners: ((status: LiveStatus) => void)[] } {
  const calls: string[] = []
  const statusListeners: ((status: LiveStatus) => void)[] = []
  return {
    calls,
    statusListeners,
    mode: 'leader',
    setSession: (session) => calls.push(`session ${session?.username ?? 'none'}`),
    subscribeTitles: (request) => {
      calls.push(`titles ${request.titles.join(',')}`)
      return () => calls.push(`end titles ${request.titles.join(',')}`)
    },
    subscribeTicks: () => () => {},
    subscribeStreamPosts: () => {
      calls.push('posts')
      return () => calls.push('end posts')
    },
    subscribeAlerts: () => () => {},
    markAlertsSeen: () => calls.push('seen'),
    setPresence: () => {},
    loadInventory: async () => ({ version: 1, count: 2, source: 'network', restoreMs: 0, indexMs: 0 }),
    searchInventory: async (query) => ({ results: [], tookMs: query.length, ready: true }),
    onInventory: () => () => {},
    getStatus: () => ({ ...INITIAL_STATUS, ready: true }),
    onStatus: (listener) => {
      statusListeners.push(listener)
      return () => {}
    },
    close: () => calls.push('close'),
  }
}

describe('deferredLiveClient', () => {
  it('hands an inventory load made before the client loaded to the prefetch at once, without loading the client, and later ones not', async () => {
    const real = fakeClient()
    let resolve: (client: LiveClient) => void = () => {}
    const prefetch = vi.fn()
    const load = vi.fn(() => new Promise<LiveClient>((r) => (resolve = r)))
    const live = deferredLiveClient(load, prefetch)
    const request = { url: 'https://m.test/v6/inventory/columns', headers: {} }
    const first = live.loadInventory(request)
    expect(prefetch).toHaveBeenCalledWith(request)
    // The prefetch does not need the client: its code loads when the app starts it (after the first page).
    expect(load).not.toHaveBeenCalled()
    live.start()
    resolve(real)
    expect((await first).count).toBe(2)
    await live.loadInventory(request)
    expect(prefetch).toHaveBeenCalledTimes(1)
  })

  it('keeps calls made before the client loaded, in order, and drops subscriptions ended meanwhile', async () => {
    const real = fakeClient()
    let resolve: (client: LiveClient) => void = () => {}
    const live = deferredLiveClient(() => new Promise((r) => (resolve = r)))
    live.start()
    live.setSession({
      username: 'ann',
      passwordHash: 'x',
      fingerprint: 'f',
      subscriptionValid: true,
      socketUrl: '',
    })
    live.subscribeTitles({ titles: [1] }, () => {})
    const endPosts = live.subscribeStreamPosts(() => {})
    endPosts()
    live.markAlertsSeen()
    expect(live.getStatus()).toEqual(INITIAL_STATUS)
    expect(live.mode).toBe('shared-worker')
    resolve(real)
    await vi.waitFor(() => expect(real.calls).toEqual(['session ann', 'titles 1', 'seen']))
    expect(live.mode).toBe('leader')
    expect(live.getStatus().ready).toBe(true)
    // Once loaded, calls go straight through.
    const end = live.subscribeTitles({ titles: [2] }, () => {})
    end()
    expect(real.calls.slice(-2)).toEqual(['titles 2', 'end titles 2'])
  })

  it('tells status listeners the real status when the client arrives, and answers searches once it has', async () => {
    const real = fakeClient()
    const live = deferredLiveClient(async () => real)
    const heard: LiveStatus[] = []
    live.onStatus((status) => heard.push(status))
    const search = live.searchInventory('apple')
    expect((await search).tookMs).toBe(5)
    expect(heard.at(-1)?.ready).toBe(true)
    expect(real.statusListeners).toHaveLength(1)
  })

  it('closes the client that arrives after the tab closed', async () => {
    const real = fakeClient()
    const live = deferredLiveClient(async () => real)
    live.close()
    live.start()
    await vi.waitFor(() => expect(real.calls).toContain('close'))
  })
})
