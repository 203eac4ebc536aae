import { parseInventoryBody } from '../../src/core'
import {
  INVENTORY_SEARCH_LIMIT,
  type InventoryLoadRequest,
  type InventoryLoadResult,
  type InventorySearchAnswer,
  type InventorySource,
} from './contract'
import { InventoryIndex } from './inventory-index'

/** Reads the inventory answer: through the IndexedDB inventory cache in the browser. */
export type InventoryFetch = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string; source: InventorySource }>

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
  private inFlight: Promise<InventoryLoadResult> | null = null

  constructor(
    private readonly fetchInventory: InventoryFetch,
    private readonly measure: () => number = () => performance.now(),
  ) {}

  get ready(): boolean {
    return this.index !== null
  }

  load(request: InventoryLoadRequest): Promise<InventoryLoadResult> {
    if (this.inFlight) return this.inFlight
    const load = this.read(request).finally(() => {
      if (this.inFlight === load) this.inFlight = null
    })
    this.inFlight = load
    return load
  }

  search(query: string, limit = INVENTORY_SEARCH_LIMIT): InventorySearchAnswer {
    const index = this.index
    if (!index) return { results: [], tookMs: 0, ready: false }
    const started = this.measure()
    const results = index.search(query, limit)
    return { results, tookMs: this.measure() - started, ready: true }
  }

  private async read(request: InventoryLoadRequest): Promise<InventoryLoadResult> {
    const started = this.measure()
    const answer = await this.fetchInventory(request.url, request.headers)
    if (answer.status < 200 || answer.status > 299) throw new InventoryLoadError(answer.status)
    const current = this.index
    if (current && answer.body === this.indexedBody) {
      return this.result(current, answer.source, this.measure() - started, 0)
    }
    const parsed = parseInventoryBody(answer.body)
    const restoreMs = this.measure() - started
    if (current && current.version === parsed.version)
      return this.result(current, answer.source, restoreMs, 0)
    const indexStarted = this.measure()
    const index = new InventoryIndex(parsed.titles, parsed.version)
    const indexMs = this.measure() - indexStarted
    this.index = index
    this.indexedBody = answer.body
    return this.result(index, answer.source, restoreMs, indexMs)
  }

  private result(
    index: InventoryIndex,
    source: InventorySource,
    restoreMs: number,
    indexMs: number,
  ): InventoryLoadResult {
    return { version: index.version, count: index.size, source, restoreMs, indexMs }
  }
}
