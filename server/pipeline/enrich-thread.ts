import { Worker } from 'node:worker_threads'
import type { IngestMessage } from '../../src/core'
import type { EnrichedMessage } from './enrich'
import type { EnrichRequest, EnrichResponse } from './enrich-protocol'
import type { InventorySnapshot } from './linking/inventory'

/** Where the worker's code is: the .ts source under tsx/vitest, the bundled .js next to main.js. */
const FROM_SOURCE = import.meta.url.endsWith('.ts')
const WORKER_URL = new URL(
  FROM_SOURCE ? './enrich-worker-from-source.mjs' : './enrich-worker.js',
  import.meta.url,
)

type Request = EnrichRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

/**
 * The ingest's enrichment in a worker thread (enrich-worker.ts): the server's thread only ships
 * the batch and the inventory when it changed. A thread that fails is reported by the promise of
 * the call it failed; the pipeline then enriches on its own thread.
 */
export class EnrichThread {
  /** Created by the first call (or at once by `start`). */
  private worker: Worker | null = null
  /** The worker's init answer, once it was started. */
  private initialised: Promise<unknown> = Promise.resolve()
  private readonly pending = new Map<
    number,
    { resolve(value: EnrichedMessage[] | null): void; reject(error: Error): void }
  >()
  private nextId = 1
  private signature: string | null = null
  private failure: Error | null = null
  private closedOnPurpose = false

  private constructor(private readonly scored: boolean) {}

  /** The worker, started with its init request first (the worker answers in order). */
  private started(): Worker {
    if (this.worker) return this.worker
    const worker = new Worker(WORKER_URL)
    this.worker = worker
    // An idle enrichment thread must not keep the process alive.
    worker.unref()
    worker.on('message', (response: EnrichResponse) => {
      const waiting = this.pending.get(response.id)
      if (!waiting) return
      this.pending.delete(response.id)
      if (response.ok) waiting.resolve(response.result)
      else waiting.reject(new Error(`enrichment thread: ${response.error}`))
    })
    const failAll = (error: Error) => {
      this.failure ??= error
      for (const waiting of this.pending.values()) waiting.reject(error)
      this.pending.clear()
    }
    worker.on('error', failAll)
    worker.on('exit', (code) => failAll(new Error(`the enrichment thread stopped (exit code ${code})`)))
    this.initialised = this.send({ kind: 'init', scored: this.scored })
    this.initialised.catch((error: unknown) => {
      this.failure ??= error instanceof Error ? error : new Error(String(error))
    })
    return worker
  }

  /**
   * A thread that starts with the first batch: the start (loading the language detector's tables
   * and the sentiment model) costs about a core-second and the memory they take, which a server
   * that never ingests (an API node of a cluster, most test servers) should not spend. The first
   * batch waits for it; a start that fails is reported by that call, and the pipeline enriches on
   * its own thread.
   */
  static onFirstUse(scored: boolean): EnrichThread {
    return new EnrichThread(scored)
  }

  /** A thread whose start runs while the caller goes on: a batch sent meanwhile waits for it. */
  static launch(scored: boolean): EnrichThread {
    const thread = new EnrichThread(scored)
    thread.started()
    return thread
  }

  /** scored: the thread loads the pipeline's sentiment model; else messages stay unscored. */
  static async start(scored: boolean): Promise<EnrichThread> {
    const thread = new EnrichThread(scored)
    thread.started()
    try {
      await thread.initialised
    } catch (error) {
      await thread.worker?.terminate()
      throw error
    }
    return thread
  }

  /** Closed on purpose (a shutdown): its failures are not errors. */
  get closed(): boolean {
    return this.closedOnPurpose
  }

  get failed(): Error | null {
    return this.failure
  }

  private send(request: Request): Promise<EnrichedMessage[] | null> {
    if (this.failure) return Promise.reject(this.failure)
    const worker = this.started()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      // Keeps the process alive only while an answer is awaited.
      if (this.pending.size === 1) worker.ref()
      worker.postMessage({ ...request, id })
    }).finally(() => {
      if (this.pending.size === 0) this.worker?.unref()
    }) as Promise<EnrichedMessage[] | null>
  }

  /** Enriches a batch against the inventory (sent to the thread when its signature changed). */
  async enrich(messages: readonly IngestMessage[], inventory: InventorySnapshot): Promise<EnrichedMessage[]> {
    if (inventory.signature !== this.signature) {
      // A failed hand-over is sent again with the next batch.
      this.signature = null
      await this.send({ kind: 'titles', signature: inventory.signature, titles: inventory.titles })
      this.signature = inventory.signature
    }
    return (await this.send({ kind: 'enrich', messages })) ?? []
  }

  async close(): Promise<void> {
    // Batches that still come (requests during a shutdown) are enriched by the pipeline itself.
    this.closedOnPurpose = true
    this.failure ??= new Error('the enrichment thread was closed')
    await this.worker?.terminate()
  }
}
