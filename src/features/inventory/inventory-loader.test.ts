import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { InventoryLoadResult } from '../../../workers/hub/contract'
import type { ApiResult } from '../../api'
import {
  AUTO_RELOAD_COUNTDOWN_S,
  AUTO_RELOAD_DELAY_MS,
  createInventoryLoader,
  type InventoryCalls,
  type InventoryLoaderOptions,
  type InventorySession,
  inventoryGateView,
  REFERENCE_PIECES,
  SUSPICIOUS_LOADING_MS,
} from './inventory-loader'

const NOW = Date.UTC(2026, 10, 21, 12)
const session: InventorySession = { username: 'ada@example.com', user: { valid_until: NOW / 1000 + 86_400 } }
const RESULT: InventoryLoadResult = { version: 7, count: 512, source: 'network', restoreMs: 40, indexMs: 25 }

interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const ok = <T>(value: T): ApiResult<T> => ({ ok: true, value, status: 200 })
const SECTORS = [{ id: '45', name: 'Information Technology' }]

/** Calls that count how often each piece is asked for; the asset load is controlled by the test. */
function fakeCalls(options: { cached?: boolean; assets?: Deferred<InventoryLoadResult> } = {}) {
  const counts = new Map<string, number>()
  const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1)
  const assets = options.assets ?? deferred<InventoryLoadResult>()
  const answer =
    <T>(name: string, value: T) =>
    async () => {
      count(name)
      return ok(value)
    }
  const calls: InventoryCalls = {
    assetsCached: async () => options.cached ?? false,
    assets: () => {
      count('assets')
      return assets.promise
    },
    reference: {
      exchanges: answer('exchanges', [{ exchange_id: 8, name: 'Xetra', mic: 'XETR', country: 'DE' }]),
      lists: answer('lists', [{ id: 3, n: 'DAX' }]),
      countries: answer('countries', [{ name: 'Germany', iso: 'DE', un: '276', continent_code: 'EU' }]),
      sources: answer('sources', [{ source: 'reddit', type: 'social' }]),
      sourceTypes: answer('sourceTypes', [{ type: 'news' }]),
      keyEvents: answer('keyEvents', [{ id: 1, name: 'Financial results', key_events: [] }]),
      sectors: answer('sectors', SECTORS),
    },
    userOptions: answer('userOptions', {}),
  }
  return { calls, counts, assets }
}

function setup(extra: InventoryLoaderOptions = {}) {
  const reload = vi.fn()
  const reportFatal = vi.fn()
  const markReady = vi.fn()
  const loader = createInventoryLoader({ reload, reportFatal, markReady, warn: () => undefined, ...extra })
  return { loader, reload, reportFatal, markReady }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers({ now: NOW })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('inventory loader', () => {
  it('does not start without a valid subscription', async () => {
    const { loader } = setup()
    const { calls, counts } = fakeCalls()
    expect(loader.start(null, calls)).toBe(false)
    expect(loader.start({ ...session, user: { valid_until: NOW / 1000 - 1 } }, calls)).toBe(false)
    await flush()
    expect(counts.size).toBe(0)
    expect(loader.getState().status).toBe('idle')
  })

  it('loads every piece once and marks the asset inventory ready', async () => {
    const { loader, markReady } = setup()
    const { calls, counts, assets } = fakeCalls()
    expect(loader.start(session, calls)).toBe(true)
    await flush()
    expect(loader.getState()).toMatchObject({ status: 'loading', assetsCached: false, assets: null })
    expect(inventoryGateView(loader.getState(), true, false)).toEqual({
      kind: 'screen',
      screen: 'loading',
      reloadIn: null,
    })
    assets.resolve(RESULT)
    await flush()
    const state = loader.getState()
    expect(state.status).toBe('done')
    expect(state.assets).toEqual(RESULT)
    expect([...state.loaded].sort()).toEqual(['assets', ...REFERENCE_PIECES, 'userOptions'].sort())
    expect(state.reference.sectors).toEqual(SECTORS)
    expect(state.error).toBe(false)
    expect(markReady).toHaveBeenCalledWith(RESULT)
    expect(inventoryGateView(state, true, false)).toEqual({ kind: 'app' })
    expect(Object.fromEntries(counts)).toEqual({
      assets: 1,
      exchanges: 1,
      lists: 1,
      countries: 1,
      sources: 1,
      sourceTypes: 1,
      keyEvents: 1,
      sectors: 1,
      userOptions: 1,
    })
  })

  it('skips the pieces already loaded or loading in this session', async () => {
    const { loader } = setup()
    const first = fakeCalls()
    loader.start(session, first.calls)
    loader.start(session, first.calls)
    first.assets.resolve(RESULT)
    await flush()
    const again = fakeCalls()
    expect(loader.start(session, again.calls)).toBe(true)
    await flush()
    expect(again.counts.size).toBe(0)
    expect(first.counts.get('assets')).toBe(1)
    expect(first.counts.get('sectors')).toBe(1)
    // Another user: only the user options are theirs.
    loader.start({ ...session, username: 'grace@example.com' }, again.calls)
    await flush()
    expect(Object.fromEntries(again.counts)).toEqual({ userOptions: 1 })
  })

  it('flags suspicious loading after 15 s, then counts down 10 s to a reload 30 s later', async () => {
    const { loader, reload } = setup()
    const { calls } = fakeCalls()
    loader.start(session, calls)
    await vi.advanceTimersByTimeAsync(SUSPICIOUS_LOADING_MS - 1)
    expect(loader.getState().slow).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(loader.getState().slow).toBe(true)
    expect(inventoryGateView(loader.getState(), true, false)).toEqual({
      kind: 'screen',
      screen: 'slow',
      reloadIn: null,
    })
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_DELAY_MS - 1)
    expect(loader.getState().reloadIn).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(loader.getState().reloadIn).toBe(AUTO_RELOAD_COUNTDOWN_S)
    expect(inventoryGateView(loader.getState(), true, false)).toEqual({
      kind: 'screen',
      screen: 'reload-countdown',
      reloadIn: 10,
    })
    await vi.advanceTimersByTimeAsync(3000)
    expect(loader.getState().reloadIn).toBe(7)
    expect(reload).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(7000)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('cancels the countdown back to the slow notice', async () => {
    const { loader, reload } = setup()
    const { calls } = fakeCalls()
    loader.start(session, calls)
    await vi.advanceTimersByTimeAsync(SUSPICIOUS_LOADING_MS + AUTO_RELOAD_DELAY_MS + 2000)
    expect(loader.getState().reloadIn).toBe(8)
    loader.cancelReload()
    expect(loader.getState().reloadIn).toBeNull()
    expect(inventoryGateView(loader.getState(), true, false)).toEqual({
      kind: 'screen',
      screen: 'slow',
      reloadIn: null,
    })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reload).not.toHaveBeenCalled()
  })

  it('stops the countdown when the asset inventory arrives', async () => {
    const { loader, reload } = setup()
    const { calls, assets } = fakeCalls()
    loader.start(session, calls)
    await vi.advanceTimersByTimeAsync(SUSPICIOUS_LOADING_MS + AUTO_RELOAD_DELAY_MS + 1000)
    assets.resolve(RESULT)
    await flush()
    expect(loader.getState()).toMatchObject({ reloadIn: null, slow: true, status: 'done' })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(reload).not.toHaveBeenCalled()
  })

  it('never blocks or reloads a warm start with a stored inventory, however slow', async () => {
    const { loader, reload } = setup()
    const { calls } = fakeCalls({ cached: true })
    loader.start(session, calls)
    await flush()
    expect(loader.getState().assetsCached).toBe(true)
    expect(inventoryGateView(loader.getState(), true, false)).toEqual({ kind: 'app' })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(loader.getState().slow).toBe(true)
    expect(loader.getState().reloadIn).toBeNull()
    expect(reload).not.toHaveBeenCalled()
  })

  it('renders the app at once when the hint says an inventory was stored', () => {
    const hint = { read: () => true, write: vi.fn() }
    const { loader } = setup({ hint })
    const { calls } = fakeCalls({ cached: false })
    expect(inventoryGateView(loader.getState(), true, loader.hasCachedHint())).toEqual({ kind: 'app' })
    loader.start(session, calls)
    expect(loader.getState().assetsCached).toBe(true)
    expect(inventoryGateView(loader.getState(), true, loader.hasCachedHint())).toEqual({ kind: 'app' })
  })

  it('waits for the cache check (renders nothing) and writes the hint after a load', async () => {
    const hint = { read: () => false, write: vi.fn() }
    const { loader } = setup({ hint })
    const { calls, assets } = fakeCalls({ cached: false })
    expect(inventoryGateView(loader.getState(), true, loader.hasCachedHint())).toEqual({ kind: 'checking' })
    expect(inventoryGateView(loader.getState(), false, false)).toEqual({ kind: 'app' })
    loader.start(session, calls)
    expect(inventoryGateView(loader.getState(), true, false)).toEqual({ kind: 'checking' })
    await flush()
    expect(inventoryGateView(loader.getState(), true, false).kind).toBe('screen')
    assets.resolve(RESULT)
    await flush()
    expect(hint.write).toHaveBeenCalledTimes(1)
  })

  it('sets the error flag, reports a fatal error and shows the failed state', async () => {
    const { loader, reportFatal, reload } = setup()
    const { calls, assets } = fakeCalls()
    loader.start(session, calls)
    assets.reject(new Error('inventory answered 503'))
    await flush()
    const state = loader.getState()
    expect(state).toMatchObject({ error: true, failed: ['assets'], assets: null, status: 'done' })
    expect(reportFatal).toHaveBeenCalledWith('inventory loading failed (assets)', 'inventory answered 503')
    expect(inventoryGateView(state, true, false)).toEqual({
      kind: 'screen',
      screen: 'failed',
      reloadIn: null,
    })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(reload).not.toHaveBeenCalled()
    // The next start tries the failed piece again, and only it.
    const again = fakeCalls({ assets: deferred() })
    loader.start(session, again.calls)
    await flush()
    expect(Object.fromEntries(again.counts)).toEqual({ assets: 1 })
    expect(loader.getState().failed).toEqual([])
  })

  it('tries failed user options again on the next start', async () => {
    const { loader, reportFatal } = setup()
    const { calls, assets } = fakeCalls({ assets: deferred() })
    let attempts = 0
    calls.userOptions = async () => {
      attempts += 1
      if (attempts === 1) throw new Error('opts unreadable')
      return ok({})
    }
    loader.start(session, calls)
    assets.resolve(RESULT)
    await flush()
    expect(loader.getState().failed).toEqual(['userOptions'])
    expect(reportFatal).toHaveBeenCalledWith('inventory loading failed (userOptions)', 'opts unreadable')
    loader.start(session, calls)
    await flush()
    expect(attempts).toBe(2)
    expect(loader.getState()).toMatchObject({ failed: [], error: false })
    expect(loader.getState().loaded).toContain('userOptions')
  })

  it('reports a failed reference piece without blocking, and takes a cancelled one as no error', async () => {
    const { loader, reportFatal } = setup()
    const { calls, assets } = fakeCalls()
    calls.reference.sectors = async () => ({ ok: false, error: { kind: 'http', status: 500 } })
    calls.reference.lists = async () => ({ ok: false, error: { kind: 'cancelled', status: 0 } })
    loader.start(session, calls)
    assets.resolve(RESULT)
    await flush()
    const state = loader.getState()
    expect(state.error).toBe(true)
    expect(state.failed).toEqual(['sectors'])
    expect(state.loaded).not.toContain('lists')
    expect(reportFatal).toHaveBeenCalledTimes(1)
    expect(reportFatal).toHaveBeenCalledWith('inventory loading failed (sectors)', {
      kind: 'http',
      status: 500,
    })
    expect(inventoryGateView(state, true, false)).toEqual({ kind: 'app' })
  })
})
