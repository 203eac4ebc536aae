import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import { restoreError, type WorkerRequest, type WorkerResponse } from './pglite-protocol'

/** Where the worker's code is: the .ts source under tsx/vitest, the bundled .js next to main.js. */
const FROM_SOURCE = import.meta.url.endsWith('.ts')
const WORKER_URL = new URL(
  FROM_SOURCE ? './pglite-worker-from-source.mjs' : './pglite-worker.js',
  import.meta.url,
)

interface QueryOptions {
  rowMode?: 'array' | 'object'
  parsers?: Record<number, unknown>
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

/** What drizzle's PGlite driver calls on its client. */
export interface PgliteLikeClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  transaction<T>(fn: (tx: PgliteLikeClient) => Promise<T>): Promise<T>
}

/**
 * PGlite in a worker thread, behind the two calls drizzle's PGlite driver makes. PGlite has one
 * connection: while a transaction runs, other statements wait here until it ends, so none of
 * them runs inside it by accident.
 */
export class PgliteThread implements PgliteLikeClient {
  private readonly worker: Worker
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  private nextId = 1
  /** Settles when the running transaction ends; statements outside it wait for it. */
  private transactionDone: Promise<void> | null = null
  private failure: Error | null = null

  private constructor() {
    this.worker = new Worker(WORKER_URL)
    this.worker.on('message', (response: WorkerResponse) => {
      const waiting = this.pending.get(response.id)
      if (!waiting) return
      this.pending.delete(response.id)
      if (response.ok) waiting.resolve(response.result)
      else waiting.reject(restoreError(response.error))
    })
    const failAll = (error: Error) => {
      this.failure = error
      for (const waiting of this.pending.values()) waiting.reject(error)
      this.pending.clear()
    }
    this.worker.on('error', failAll)
    this.worker.on('exit', (code) => failAll(new Error(`the PGlite worker stopped (exit code ${code})`)))
  }

  /** template: a data-directory dump an in-memory database, or an empty data directory, starts from. */
  static async open(dataDir: string | null, template: string | null = null): Promise<PgliteThread> {
    const thread = new PgliteThread()
    try {
      await thread.send({ kind: 'open', dataDir, template })
    } catch (error) {
      await thread.worker.terminate()
      throw error
    }
    return thread
  }

  private send(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.worker.postMessage({ ...request, id })
    })
  }

  private run<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.send({
      kind: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
    }) as Promise<Results<T>>
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    while (this.transactionDone !== null) await this.transactionDone
    return this.run<T>(sql, params, options)
  }

  async transaction<T>(fn: (tx: PgliteLikeClient) => Promise<T>): Promise<T> {
    while (this.transactionDone !== null) await this.transactionDone
    let end = () => {}
    this.transactionDone = new Promise((resolve) => {
      end = resolve
    })
    const tx: PgliteLikeClient = {
      query: (sql, params, options) => this.run(sql, params, options),
      transaction: () => Promise.reject(new Error('nested transactions use savepoints')),
    }
    try {
      await this.run('begin')
      const result = await fn(tx)
      await this.run('commit')
      return result
    } catch (error) {
      await this.run('rollback').catch(() => undefined)
      throw error
    } finally {
      this.transactionDone = null
      end()
    }
  }

  async close(): Promise<void> {
    try {
      await this.send({ kind: 'close' })
    } finally {
      await this.worker.terminate()
    }
  }
}
