import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type MaintenanceClient,
  runMaintenance,
  startEmbeddedAutovacuum,
} from '../../server/db/embedded-autovacuum'
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

/**
 * PGlite has no autovacuum launcher: the server analyzes and vacuums its tables itself. These run
 * on a database of their own: a server's database runs its own maintenance timer, whose pass
 * between a test's writes and its explicit pass would leave that pass nothing to do.
 */
describe('PGlite table maintenance', () => {
  let database: PGlite
  let client: MaintenanceClient

  beforeAll(async () => {
    database = new PGlite()
    client = { query: (text) => database.query(text) }
  })
  afterAll(async () => {
    await database?.close()
  })

  const execute = (text: string) => database.exec(text)
  const StatsSchema = v.object({
    rows: v.array(
      v.object({ analyzed: v.boolean(), vacuumed: v.boolean(), mod: v.union([v.number(), v.string()]) }),
    ),
  })
  async function stats(table: string) {
    await execute('select pg_stat_force_next_flush()')
    const result = await database.query(
      `select last_analyze is not null as analyzed, last_vacuum is not null as vacuumed, n_mod_since_analyze as mod
       from pg_stat_user_tables where relname = $1`,
      [table],
    )
    return v.parse(StatsSchema, result).rows[0]
  }

  it('analyzes and vacuums the tables autovacuum would, then leaves them alone', async () => {
    await execute('create table maintenance_probe (id int primary key, note text)')
    await execute('insert into maintenance_probe select g, md5(g::text) from generate_series(1, 5000) g')
    await execute('delete from maintenance_probe where id <= 3000')
    expect(await stats('maintenance_probe')).toEqual({ analyzed: false, vacuumed: false, mod: 8000 })
    const work = await runMaintenance(client)
    expect(work.vacuum).toContainEqual({ table: 'maintenance_probe', analyze: true })
    expect(await stats('maintenance_probe')).toMatchObject({ analyzed: true, vacuumed: true })
    const again = await runMaintenance(client)
    expect([...again.vacuum.map((entry) => entry.table), ...again.analyze]).not.toContain('maintenance_probe')
  })

  it('runs on its own timer and stops cleanly', async () => {
    await execute('create table maintenance_timer (id int)')
    await execute('insert into maintenance_timer select generate_series(1, 500)')
    const errors: unknown[] = []
    const stop = startEmbeddedAutovacuum(client, (error) => errors.push(error), 50)
    const deadline = Date.now() + 5000
    while (!(await stats('maintenance_timer'))?.analyzed && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50))
    await stop()
    expect(errors).toEqual([])
    expect(await stats('maintenance_timer')).toMatchObject({ analyzed: true })
  })
})
