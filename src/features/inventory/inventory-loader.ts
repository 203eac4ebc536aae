import type { InventoryLoadResult } from '../../../workers/hub/contract'
import type {
  ApiResult,
  CountryList,
  ExchangeList,
  KeyEventGroupList,
  SectorList,
  SourceList,
  SourceTypeList,
  TitleLists,
} from '../../api'
import { hasValidSubscription, type UserData } from '../../core'

/**
 * Inventory loading (application §4): once a user with a valid subscription is on a protected
 * route, the asset inventory (through the hub, which indexes it for search), the reference data
 * and the user options are loaded. Pieces loaded in this session are skipped; the 24-hour cache
 * underneath is the service worker's. A load over 15 s flags suspicious loading time; a failed
 * piece sets the error flag and is reported as fatal. Plain state and timers, so it is tested
 * without React.
 *
 * Nothing holds up the first page (inventoryGateView). Only the small reference pieces can bring
 * the slow-loading notice and the reload countdown; the asset inventory (up to 80,000 titles) can
 * take minutes on a slow network, and a reload would only start it again from nothing. The search
 * shows its own not-ready state meanwhile.
 */

/** Suspicious-loading timer (application §9). */
export const SUSPICIOUS_LOADING_MS = 15_000
/** The automatic reload's countdown starts this long after the slow-loading notice. */
export const AUTO_RELOAD_DELAY_MS = 30_000
export const AUTO_RELOAD_COUNTDOWN_S = 10

export interface ReferenceData {
  exchanges: ExchangeList | null
  lists: TitleLists | null
  countries: CountryList | null
  sources: SourceList | null
  sourceTypes: SourceTypeList | null
  keyEvents: KeyEventGroupList | null
  sectors: SectorList | null
}
export type ReferencePiece = keyof ReferenceData
export const REFERENCE_PIECES: readonly ReferencePiece[] = [
  'exchanges',
  'lists',
  'countries',
  'sources',
  'sourceTypes',
  'keyEvents',
  'sectors',
]
export type InventoryPiece = 'assets' | ReferencePiece | 'userOptions'

export interface InventoryState {
  /** idle: never started; loading: pieces are on their way; done: nothing is loading. */
  status: 'idle' | 'loading' | 'done'
  /** The load ran over 15 s (suspicious loading time). */
  slow: boolean
  /** A piece failed to load; it was reported as a fatal error. */
  error: boolean
  /**
   * Whether an earlier session loaded the inventory (the hint, else a stored asset inventory), so
   * nothing has to wait; null while unknown.
   */
  warmStart: boolean | null
  /** The asset inventory as the hub holds it. */
  assets: InventoryLoadResult | null
  loaded: readonly InventoryPiece[]
  /** Pieces on their way. */
  loading: readonly InventoryPiece[]
  failed: readonly InventoryPiece[]
  /** Seconds until the automatic reload; null when no reload is counting down. */
  reloadIn: number | null
  reference: ReferenceData
}

type ReferenceCalls = { [K in ReferencePiece]: () => Promise<ApiResult<NonNullable<ReferenceData[K]>>> }

/** The loads of one user's session (credentials bound). */
export interface InventoryCalls {
  /** Loads the asset inventory into the hub; rejects when it cannot. */
  assets(): Promise<InventoryLoadResult>
  reference: ReferenceCalls
  userOptions(): Promise<ApiResult<unknown>>
}

export interface InventorySession {
  username: string
  user: Pick<UserData, 'valid_until'>
}

/** A synchronous note that the reference pieces were loaded once, so warm starts never wait. */
export interface CachedInventoryHint {
  read(): boolean
  write(): void
}

export interface InventoryLoaderOptions {
  now?: () => number
  reload?: () => void
  reportFatal?: (message: string, detail?: unknown) => void
  warn?: (message: string) => void
  markReady?: (result: InventoryLoadResult) => void
  hint?: CachedInventoryHint
}

export interface InventoryLoader {
  getState(): InventoryState
  subscribe(listener: () => void): () => void
  /**
   * Loads what this session has not loaded yet. Does nothing (false) without a valid
   * subscription. Safe to call again: pieces loaded or loading are skipped.
   */
  start(session: InventorySession | null, calls: InventoryCalls): boolean
  /** Stops the automatic reload countdown; the slow-loading notice stays. */
  cancelReload(): void
}

export const EMPTY_REFERENCE_DATA: ReferenceData = {
  exchanges: null,
  lists: null,
  countries: null,
  sources: null,
  sourceTypes: null,
  keyEvents: null,
  sectors: null,
}

export const INITIAL_INVENTORY_STATE: InventoryState = {
  status: 'idle',
  slow: false,
  error: false,
  warmStart: null,
  assets: null,
  loaded: [],
  loading: [],
  failed: [],
  reloadIn: null,
  reference: EMPTY_REFERENCE_DATA,
}

export const FATAL_PREFIX = '[murmur] fatal:'

function defaultReportFatal(message: string, detail?: unknown): void {
  console.error(FATAL_PREFIX, message, detail ?? '')
}

function defaultMarkReady(result: InventoryLoadResult): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark('murmur:inventory-ready', { detail: result })
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.message
  return String(error)
}

const hasAll = (pieces: readonly InventoryPiece[]) =>
  REFERENCE_PIECES.every((piece) => pieces.includes(piece))
const hasAny = (pieces: readonly InventoryPiece[]) => REFERENCE_PIECES.some((piece) => pieces.includes(piece))

/** The first load waits for reference pieces still on their way; the asset inventory never holds it up. */
function blocksFirstLoad(state: InventoryState): boolean {
  return state.warmStart !== true && !hasAll(state.loaded) && !hasAny(state.failed) && hasAny(state.loading)
}

export function createInventoryLoader(options: InventoryLoaderOptions = {}): InventoryLoader {
  const now = options.now ?? Date.now
  const reload = options.reload ?? (() => window.location.reload())
  const reportFatal = options.reportFatal ?? defaultReportFatal
  const warn = options.warn ?? ((message: string) => console.warn(`[murmur] ${message}`))
  const markReady = options.markReady ?? defaultMarkReady
  const hint = options.hint

  let state: InventoryState = INITIAL_INVENTORY_STATE
  const listeners = new Set<() => void>()
  /** Loads on their way, by token: a user's options may still be loading for the previous user. */
  const inFlight = new Map<symbol, InventoryPiece>()
  /** The user whose options are loaded or loading (user options are per user). */
  let optionsUser: string | null = null
  let slowTimer: ReturnType<typeof setTimeout> | undefined
  let countdownTimer: ReturnType<typeof setTimeout> | undefined
  let countdownTick: ReturnType<typeof setInterval> | undefined
  let countdownEndsAt = 0
  let reloadCancelled = false

  function update(patch: Partial<InventoryState>): void {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  function stopCountdown(): void {
    clearTimeout(countdownTimer)
    clearInterval(countdownTick)
    countdownTimer = undefined
    countdownTick = undefined
    if (state.reloadIn !== null) update({ reloadIn: null })
  }

  function tickCountdown(): void {
    if (!blocksFirstLoad(state)) {
      stopCountdown()
      return
    }
    // From the clock, not the number of ticks: background tabs throttle timers.
    const left = Math.max(0, Math.ceil((countdownEndsAt - now()) / 1000))
    if (left !== state.reloadIn) update({ reloadIn: left })
    if (left === 0) {
      stopCountdown()
      reload()
    }
  }

  function startCountdown(): void {
    countdownTimer = undefined
    if (reloadCancelled || state.status !== 'loading' || !blocksFirstLoad(state)) return
    countdownEndsAt = now() + AUTO_RELOAD_COUNTDOWN_S * 1000
    update({ reloadIn: AUTO_RELOAD_COUNTDOWN_S })
    countdownTick = setInterval(tickCountdown, 1000)
  }

  function flagSlow(): void {
    slowTimer = undefined
    if (state.status !== 'loading') return
    update({ slow: true })
    warn(`suspicious inventory loading time: over ${SUSPICIOUS_LOADING_MS} ms`)
    countdownTimer = setTimeout(startCountdown, AUTO_RELOAD_DELAY_MS)
  }

  const loadingPieces = () => [...new Set(inFlight.values())]

  function settle(
    token: symbol,
    outcome: 'loaded' | 'failed' | 'cancelled',
    patch: Partial<InventoryState> = {},
  ) {
    const piece = inFlight.get(token)
    if (piece === undefined) return
    inFlight.delete(token)
    const loaded =
      outcome === 'loaded' && !state.loaded.includes(piece) ? [...state.loaded, piece] : state.loaded
    const failed = outcome === 'failed' ? [...state.failed, piece] : state.failed
    const done = inFlight.size === 0
    const referenceNew = !hasAll(state.loaded) && hasAll(loaded)
    update({
      ...patch,
      loaded,
      loading: loadingPieces(),
      failed,
      error: failed.length > 0,
      ...(done ? { status: 'done' as const } : {}),
    })
    if (referenceNew) hint?.write()
    if (done) {
      clearTimeout(slowTimer)
      slowTimer = undefined
    }
    if (done || !blocksFirstLoad(state)) stopCountdown()
  }

  /** Runs one piece's load; `onValue` returns the state the value brings (null: superseded, not loaded). */
  function run<T>(
    piece: InventoryPiece,
    load: () => Promise<ApiResult<T>>,
    onValue: (value: T) => Partial<InventoryState> | null,
  ): void {
    const token = Symbol(piece)
    inFlight.set(token, piece)
    update({ loading: loadingPieces(), failed: state.failed.filter((name) => name !== piece) })
    const fail = (detail: unknown) => {
      reportFatal(`inventory loading failed (${piece})`, detail)
      settle(token, 'failed')
    }
    load().then(
      (result) => {
        if (!result.ok) {
          if (result.error.kind === 'cancelled') settle(token, 'cancelled')
          else fail(result.error)
          return
        }
        const patch = onValue(result.value)
        settle(token, patch ? 'loaded' : 'cancelled', patch ?? {})
      },
      (error: unknown) => fail(describeFailure(error)),
    )
  }

  function loadAssets(calls: InventoryCalls): void {
    run(
      'assets',
      async (): Promise<ApiResult<InventoryLoadResult>> => ({
        ok: true,
        value: await calls.assets(),
        status: 200,
      }),
      (result) => {
        markReady(result)
        return { assets: result }
      },
    )
  }

  /**
   * The hint alone tells a warm start: without it the gate waits for the reference pieces, which
   * the service worker answers from its cache when an earlier session stored them.
   */
  function checkWarmStart(): void {
    if (state.warmStart === null) update({ warmStart: hint?.read() ?? false })
  }

  function loadReference<K extends ReferencePiece>(piece: K, calls: InventoryCalls): void {
    const call: () => Promise<ApiResult<NonNullable<ReferenceData[K]>>> = calls.reference[piece]
    run(piece, call, (value) => ({ reference: { ...state.reference, [piece]: value } }))
  }

  function loadUserOptions(username: string, calls: InventoryCalls): void {
    optionsUser = username
    if (state.loaded.includes('userOptions')) {
      update({ loaded: state.loaded.filter((name) => name !== 'userOptions') })
    }
    run(
      'userOptions',
      async () => {
        let result: ApiResult<unknown> | null = null
        try {
          result = await calls.userOptions()
          return result
        } finally {
          // A failed or cancelled load is tried again by the next start.
          if (!result?.ok && optionsUser === username) optionsUser = null
        }
      },
      () => (optionsUser === username ? {} : null),
    )
  }

  const isLoading = (piece: InventoryPiece) => [...inFlight.values()].includes(piece)

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start(session, calls) {
      if (!session || !hasValidSubscription(session.user, now())) return false
      const due = ['assets' as const, ...REFERENCE_PIECES].filter(
        (piece) => !state.loaded.includes(piece) && !isLoading(piece),
      )
      const optionsDue = optionsUser !== session.username
      if (due.length === 0 && !optionsDue) return true

      if (state.status !== 'loading') {
        update({ status: 'loading' })
        reloadCancelled = false
        slowTimer = setTimeout(flagSlow, SUSPICIOUS_LOADING_MS)
      }
      checkWarmStart()
      for (const piece of due) {
        if (piece === 'assets') loadAssets(calls)
        else loadReference(piece, calls)
      }
      if (optionsDue) loadUserOptions(session.username, calls)
      return true
    },
    cancelReload() {
      reloadCancelled = true
      stopCountdown()
    },
  }
}

/** The states of the initial loading screen (application §4). */
export type LoadingScreenState = 'loading' | 'slow' | 'reload-countdown' | 'failed'
/** What the protected layout shows: the app, the app with a loading notice, or the failed screen. */
export type InventoryGateView =
  | { kind: 'app' }
  | { kind: 'notice'; screen: 'slow' | 'reload-countdown'; reloadIn: number | null }
  | { kind: 'screen'; screen: 'failed'; reloadIn: null }

/**
 * The page always shows: the reference pieces and the asset inventory load behind it (no page
 * needs them to render, and on a first visit over a slow network every second counts). The
 * initial loading screen's slow-loading notice and reload countdown show as a notice above the
 * page; only a failed load takes the whole screen, since the app cannot work without its data.
 */
export function inventoryGateView(state: InventoryState, wanted: boolean): InventoryGateView {
  if (!wanted || state.warmStart === true || hasAll(state.loaded)) return { kind: 'app' }
  if (hasAny(state.failed)) return { kind: 'screen', screen: 'failed', reloadIn: null }
  if (!hasAny(state.loading)) return { kind: 'app' }
  if (state.reloadIn !== null) return { kind: 'notice', screen: 'reload-countdown', reloadIn: state.reloadIn }
  if (state.slow) return { kind: 'notice', screen: 'slow', reloadIn: null }
  return { kind: 'app' }
}
