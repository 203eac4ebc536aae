import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { parentPort } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { serialiseError, type WorkerRequest, type WorkerResponse } from './pglite-protocol'

/**
 * The embedded database in its own thread: PGlite's WebAssembly Postgres runs a statement
 * synchronously on the thread that owns it, so on the server's thread a slow search or a large
 * ingest would stall every other request and the live socket. Requests are answered in order.
 */
if (parentPort === null) throw new Error('pglite-worker must run as a worker thread')
const port = parentPort
let client: PGlite | null = null

const identity = (value: unknown) => value
/** A data-directory dump as PGlite's loadDataDir takes it. */
const dumpAt = async (path: string) => new Blob([await readFile(path)])

/**
 * An empty data directory starts from the template when there is one (pglite-template.ts); a
 * template that fails to load leaves the directory empty again and the database is made anew.
 */
async function openDataDir(dataDir: string, template: string | null): Promise<PGlite> {
  await mkdir(dataDir, { recursive: true })
  if (template === null || (await readdir(dataDir)).length > 0) return new PGlite(dataDir)
  try {
    const database = new PGlite(dataDir, { loadDataDir: await dumpAt(template) })
    await database.waitReady
    return database
  } catch (error) {
    process.emitWarning(
      `the database template ${template} did not load, creating the database anew: ${String(error)}`,
    )
    await rm(dataDir, { recursive: true, force: true })
    await mkdir(dataDir, { recursive: true })
    return new PGlite(dataDir)
  }
}

async function answer(request: WorkerRequest): Promise<unknown> {
  switch (request.kind) {
    case 'open': {
      if (request.dataDir !== null) {
        client = await openDataDir(request.dataDir, request.template)
      } else {
        client = new PGlite(request.template === null ? {} : { loadDataDir: await dumpAt(request.template) })
      }
      await client.waitReady
      return null
    }
    case 'query': {
      if (client === null) throw new Error('PGlite is not open')
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, identity]))
      return client.query(request.sql, request.params, { rowMode: request.rowMode, parsers })
    }
    case 'close': {
      await client?.close()
      client = null
      return null
    }
  }
}

port.on('message', (request: WorkerRequest) => {
  answer(request).then(
    (result) => port.postMessage({ id: request.id, ok: true, result } satisfies WorkerResponse),
    (error: unknown) =>
      port.postMessage({ id: request.id, ok: false, error: serialiseError(error) } satisfies WorkerResponse),
  )
})
