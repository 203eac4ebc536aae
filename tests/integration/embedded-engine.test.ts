import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support/server'

/**
 * The embedded engine (PGlite) runs in a worker thread: a slow statement must not stall the
 * server's event loop, so liveness and other requests keep answering meanwhile.
 */
describe('PGlite off the event loop', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer('memory://')
  })
  afterAll(async () => {
    await server?.close()
  })

  it('answers /healthz quickly while a slow statement runs', async () => {
    const latencies: number[] = []
    let done = false
    // Probes run before, during and after the statement; a stalled loop shows as one long probe.
    const probes = (async () => {
      while (!done) {
        const t0 = performance.now()
        expect((await fetch(`${server.base}/healthz`)).status).toBe(200)
        latencies.push(performance.now() - t0)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = performance.now()
    await server.database.db.execute(
      sql`select count(*) from generate_series(1, 4000000) g where md5(g::text) like 'a%'`,
    )
    const took = performance.now() - started
    done = true
    await probes
    // The statement took long enough to matter, and the probes kept answering meanwhile.
    expect(took).toBeGreaterThan(1000)
    expect(latencies.length).toBeGreaterThan(10)
    expect(Math.max(...latencies)).toBeLessThan(250)
  })
})
