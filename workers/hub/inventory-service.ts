import { decodeInventoryColumns, type InventoryColumns, parseInventoryBody } from '../../src/core'
import {
  INVENTORY_SEARCH_LIMIT,
  type InventoryLoadRequest,
  type InventoryLoadResult,
  type InventorySearchAnswer,
  type InventorySource,
} from './contract'
import { InventoryIndex } from './inventory-index'

/** Reads the inventory answer: through the IndexedDB inventory cache in the browser. */
export interface InventoryFetchAnswer {
  status: number
  body: string
  source: InventorySource
  /** The body's columns when the read already has them validated (a binary answer). */
  columns?: InventoryColumns
}
export type InventoryFetch = (url: string, headers: Record<string, string>) => Promise<InventoryFetchAnswer>

/** A read the caller started itself (the worker's entry, for a prefetch), with when it started. */
export interface StartedFetch {
  answer: Promise<InventoryFetchAnswer>
  /** Epoch ms, and the service's `measure` clock. */
  startedAt: number
  measuredAt: number
}

/** The longest the substring lookup's build holds the hub's thread at a time. */
const SUBSTRING_INDEX_SLICE_MS = 12

/** How long a finished prefetch waits for the tab's own load to take it. */
export const PREFETCH_CLAIM_MS = 60_000

/** A load the server (or the cache) refused; `status` is the HTTP status. */
export class InventoryLoadError extends Error {
  override readonly name = 'InventoryLoadError'
  constructor(readonly status: number) {
    super(`The inventory could not be loaded (HTTP ${status}).`)
  }
}

/**
 * The hub's one inventory search index, shared by every tab. Loads from several tabs at once
 * share one read; the index is built once per inventory version and rebuilt for a newer one.
 */
export class InventoryService {
  private index: InventoryIndex | null = null
  /** The answer the index was built from: an identical answer needs no parse. */
  private indexedBody: string | null = null
  private inFlight: { url: string; load: Promise<InventoryLoadResult> } | null = null
  /** A tab's prefetch, until the next load claims it (inventory-prefetch.ts). */
  private prefetched: { url: string; load: Promise<InventoryLoadResult>; settledAt: number | null } | null =
    null

  constructor(
    private readonly fetchInventory: InventoryFetch,
    private readonly measure: () => number = () => performance.now(),
    private readonly wallClock: () => number = Date.now,
  ) {}

  get ready(): boolean {
    return this.index !== null
  }

  /**
   * A load of the URL on its way is shared (a prefetch, several tabs); a load of another URL
   * waits for it and then reads its own.
   */
  load(request: InventoryLoadRequest, started?: StartedFetch): Promise<InventoryLoadResult> {
    const prefetched = this.prefetched
    this.prefetched = null
    // The prefetch was this load, asked for early: its result, on its way or lately done (a
    // failed one is read again; an old one too, the stored copy may have changed since).
    if (
      prefetched?.url === request.url &&
      (prefetched.settledAt === null || this.wallClock() - prefetched.settledAt <= PREFETCH_CLAIM_MS)
    )
      return prefetched.load.catch(() => this.load(request))
    const current = this.inFlight
    if (current?.url === request.url) return current.load
    const read = current
      ? current.load.catch(() => undefined).then(() => this.read(request, started))
      : this.read(request, started)
    const load = read.finally(() => {
      if (this.inFlight?.load === load) this.inFlight = null
    })
    this.inFlight = { url: request.url, load }
    return load
  }

  /**
   * A load on behalf of the tab that asks for the same URL next (its hub client was still
   * loading): that load takes this one's result even when it has finished meanwhile (within
   * PREFETCH_CLAIM_MS), instead of reading the stored copy again.
   */
  prefetch(request: InventoryLoadRequest, started?: StartedFetch): Promise<InventoryLoadResult> {
    const load = this.load(request, started)
    const prefetched = { url: request.url, load, settledAt: null as number | null }
    const settle = () => {
      prefetched.settledAt = this.wallClock()
    }
    load.then(settle, settle)
    this.prefetched = prefetched
    return load
  }

  search(query: string, limit = INVENTORY_SEARCH_LIMIT): InventorySearchAnswer {
    const index = this.index
    if (!index) return { results: [], tookMs: 0, ready: false }
    const started = this.measure()
    const results = index.search(query, limit)
    return { results, tookMs: this.measure() - started, ready: true }
  }

  /** `fetching`: the answer's read when the caller started it (timed from its start). */
  private async read(request: InventoryLoadRequest, fetching?: StartedFetch): Promise<InventoryLoadResult> {
    const started = fetching?.measuredAt ?? this.measure()
    const timing = { startedAt: fetching?.startedAt ?? this.wallClock(), restoreMs: 0, indexMs: 0 }
    const answer = await (fetching?.answer ?? this.fetchInventory(request.url, request.headers))
    if (answer.status < 200 || answer.status > 299) throw new InventoryLoadError(answer.status)
    const current = this.index
    if (current && answer.body === this.indexedBody) {
      return this.result(current, answer.source, { ...timing, restoreMs: this.measure() - started })
    }
    const parsed = answer.columns ? decodeInventoryColumns(answer.columns) : parseInventoryBody(answer.body)
    timing.restoreMs = this.measure() - started
    if (current && current.version === parsed.version) return this.result(current, answer.source, timing)
    const indexStarted = this.measure()
    const index = new InventoryIndex(parsed.titles, parsed.version)
    timing.indexMs = this.measure() - indexStarted
    this.index = index
    this.indexedBody = answer.body
    this.indexSubstrings(index)
    return this.result(index, answer.source, timing)
  }

  /** Builds the index's substring lookup in slices after it is ready (a hub may be the page's own thread). */
  private indexSubstrings(index: InventoryIndex): void {
    const slice = () => {
      if (this.index !== index) return
      const until = this.measure() + SUBSTRING_INDEX_SLICE_MS
      if (!index.buildSubstringIndex(() => this.measure() < until)) setTimeout(slice, 0)
    }
    setTimeout(slice, 0)
  }

  private result(
    index: InventoryIndex,
    source: InventorySource,
    timing: { startedAt: number; restoreMs: number; indexMs: number },
  ): InventoryLoadResult {
    return { version: index.version, count: index.size, source, ...timing }
  }
}
