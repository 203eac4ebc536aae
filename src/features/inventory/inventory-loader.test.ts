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

/**
 * Calls that count how often each piece is asked for; the asset load is controlled by the test, and
 * so are the reference pieces when `held` is given (they answer once it resolves).
 */
function fakeCalls(options: { assets?: Deferred<InventoryLoadResult>; held?: Deferred<void> } = {}) {
  const counts = new Map<string, number>()
  const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1)
  const assets = options.assets ?? deferred<InventoryLoadResult>()
  const held = options.held
  const answer =
    <T>(name: string, value: T) =>
    async () => {
      count(name)
      if (held && name !== 'userOptions') await held.promise
      return ok(value)
    }
  const calls: InventoryCalls = {
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
    const held = deferred<void>()
    const { calls, counts, assets } = fakeCalls({ held })
    expect(loader.start(session, calls)).toBe(true)
    await flush()
    expect(loader.getState()).toMatchObject({ status: 'loading', warmStart: false, assets: null })
    // A first load shows the page at once: nothing it needs to render is loading here.
    expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    held.resolve()
    await flush()
    // The reference pieces are in: the app renders while the asset inventory loads behind it.
    expect(loader.getState()).toMatchObject({ status: 'loading', assets: null, loading: ['assets'] })
    expect(markReady).not.toHaveBeenCalled()
    expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    assets.resolve(RESULT)
    await flush()
    const state = loader.getState()
    expect(state.status).toBe('done')
    expect(state.assets).toEqual(RESULT)
    expect([...state.loaded].sort()).toEqual(['assets', ...REFERENCE_PIECES, 'userOptions'].sort())
    expect(state.reference.sectors).toEqual(SECTORS)
    expect(state.error).toBe(false)
    expect(state.loading).toEqual([])
    expect(markReady).toHaveBeenCalledWith(RESULT)
    expect(inventoryGateView(state, true)).toEqual({ kind: 'app' })
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

  it('flags slow reference pieces after 15 s, then counts down 10 s to a reload 30 s later', async () => {
    const { loader, reload } = setup()
    const { calls } = fakeCalls({ held: deferred() })
    loader.start(session, calls)
    await vi.advanceTimersByTimeAsync(SUSPICIOUS_LOADING_MS - 1)
    expect(loader.getState().slow).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(loader.getState().slow).toBe(true)
    expect(inventoryGateView(loader.getState(), true)).toEqual({
      kind: 'notice',
      screen: 'slow',
      reloadIn: null,
    })
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_DELAY_MS - 1)
    expect(loader.getState().reloadIn).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(loader.getState().reloadIn).toBe(AUTO_RELOAD_COUNTDOWN_S)
    expect(inventoryGateView(loader.getState(), true)).toEqual({
      kind: 'notice',
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
    const { calls } = fakeCalls({ held: deferred() })
    loader.start(session, calls)
    await vi.advanceTimersByTimeAsync(SUSPICIOUS_LOADING_MS + AUTO_RELOAD_DELAY_MS + 2000)
    expect(loader.getState().reloadIn).toBe(8)
    loader.cancelReload()
    expect(loader.getState().reloadIn).toBeNull()
    expect(inventoryGateView(loader.getState(), true)).toEqual({
      kind: 'notice',
      screen: 'slow',
      reloadIn: null,
    })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reload).not.toHaveBeenCalled()
  })

  it('stops the countdown when the reference pieces arrive, though the asset inventory is still loading', async () => {
    const { loader, reload } = setup()
    const held = deferred<void>()
    const { calls } = fakeCalls({ held })
    loader.start(session, calls)
    await vi.advanceTimersByTimeAsync(SUSPICIOUS_LOADING_MS + AUTO_RELOAD_DELAY_MS + 1000)
    expect(loader.getState().reloadIn).toBe(9)
    held.resolve()
    await flush()
    expect(loader.getState()).toMatchObject({ reloadIn: null, slow: true, status: 'loading', assets: null })
    expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(loader.getState().reloadIn).toBeNull()
    expect(reload).not.toHaveBeenCalled()
  })

  it('never blocks, counts down or reloads for a slow asset inventory', async () => {
    const { loader, reload } = setup()
    const { calls, assets } = fakeCalls()
    loader.start(session, calls)
    await flush()
    expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    for (let second = 0; second < 180; second += 1) {
      await vi.advanceTimersByTimeAsync(1000)
      expect(loader.getState().reloadIn).toBeNull()
      expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    }
    expect(loader.getState()).toMatchObject({ slow: true, status: 'loading', assets: null })
    expect(reload).not.toHaveBeenCalled()
    assets.resolve(RESULT)
    await flush()
    expect(loader.getState()).toMatchObject({ status: 'done', assets: RESULT })
  })

  it('renders the app at once when the hint says the reference pieces were loaded once', async () => {
    const hint = { read: () => true, write: vi.fn() }
    const { loader, reload } = setup({ hint })
    const { calls } = fakeCalls({ held: deferred() })
    expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    loader.start(session, calls)
    expect(loader.getState().warmStart).toBe(true)
    expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(loader.getState()).toMatchObject({ warmStart: true, slow: true, reloadIn: null })
    expect(reload).not.toHaveBeenCalled()
  })

  it('shows the page on a first load and writes the hint once the reference pieces are in', async () => {
    const hint = { read: () => false, write: vi.fn() }
    const { loader } = setup({ hint })
    const held = deferred<void>()
    const { calls, assets } = fakeCalls({ held })
    expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    expect(inventoryGateView(loader.getState(), false)).toEqual({ kind: 'app' })
    loader.start(session, calls)
    expect(loader.getState().warmStart).toBe(false)
    expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    await flush()
    expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    expect(hint.write).not.toHaveBeenCalled()
    held.resolve()
    await flush()
    expect(loader.getState().assets).toBeNull()
    expect(hint.write).toHaveBeenCalledTimes(1)
    assets.resolve(RESULT)
    await flush()
    expect(hint.write).toHaveBeenCalledTimes(1)
  })

  it('does not write the hint while a reference piece is missing', async () => {
    const hint = { read: () => false, write: vi.fn() }
    const { loader } = setup({ hint })
    const { calls, assets } = fakeCalls()
    calls.reference.keyEvents = async () => ({ ok: false, error: { kind: 'network', status: 0 } })
    loader.start(session, calls)
    assets.resolve(RESULT)
    await flush()
    expect(loader.getState()).toMatchObject({ status: 'done', assets: RESULT, failed: ['keyEvents'] })
    expect(hint.write).not.toHaveBeenCalled()
  })

  it('sets the error flag and reports a fatal error for a failed asset load, without blocking', async () => {
    const { loader, reportFatal, reload } = setup()
    const { calls, assets } = fakeCalls()
    loader.start(session, calls)
    assets.reject(new Error('inventory answered 503'))
    await flush()
    const state = loader.getState()
    expect(state).toMatchObject({ error: true, failed: ['assets'], assets: null, status: 'done' })
    expect(reportFatal).toHaveBeenCalledWith('inventory loading failed (assets)', 'inventory answered 503')
    expect(inventoryGateView(state, true)).toEqual({ kind: 'app' })
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

  it('shows the failed state for a reference piece failed on a first load, and never reloads', async () => {
    const { loader, reportFatal, reload } = setup()
    const held = deferred<void>()
    const { calls } = fakeCalls({ held })
    calls.reference.sectors = async () => {
      await held.promise
      return { ok: false, error: { kind: 'http', status: 500 } }
    }
    loader.start(session, calls)
    await vi.advanceTimersByTimeAsync(SUSPICIOUS_LOADING_MS + AUTO_RELOAD_DELAY_MS + 1000)
    expect(inventoryGateView(loader.getState(), true)).toEqual({
      kind: 'notice',
      screen: 'reload-countdown',
      reloadIn: 9,
    })
    held.resolve()
    await flush()
    const state = loader.getState()
    expect(state).toMatchObject({ error: true, failed: ['sectors'], reloadIn: null, status: 'loading' })
    expect(reportFatal).toHaveBeenCalledWith('inventory loading failed (sectors)', {
      kind: 'http',
      status: 500,
    })
    expect(inventoryGateView(state, true)).toEqual({
      kind: 'screen',
      screen: 'failed',
      reloadIn: null,
    })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reports a failed reference piece without blocking a warm start, and takes a cancelled one as no error', async () => {
    const { loader, reportFatal } = setup({ hint: { read: () => true, write: vi.fn() } })
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
    expect(inventoryGateView(state, true)).toEqual({ kind: 'app' })
  })

  it('stops waiting on a first load when a reference load is cancelled and nothing else is awaited', async () => {
    const { loader, reload } = setup()
    const { calls } = fakeCalls()
    calls.reference.lists = async () => ({ ok: false, error: { kind: 'cancelled', status: 0 } })
    loader.start(session, calls)
    await flush()
    expect(loader.getState()).toMatchObject({ error: false, status: 'loading', loading: ['assets'] })
    expect(inventoryGateView(loader.getState(), true)).toEqual({ kind: 'app' })
    await vi.advanceTimersByTimeAsync(120_000)
    expect(reload).not.toHaveBeenCalled()
  })
})
