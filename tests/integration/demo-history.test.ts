import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_HISTORY_PATH, type DemoHistory, DemoHistorySchema, NO_DEMO_HISTORY } from '../../src/core'
import { startTestServer, type TestServer } from './support/server'

/** The app is told how far a first start's demo history is written (src/core/demo-history.ts). */

async function history(server: TestServer): Promise<DemoHistory> {
  const response = await fetch(`${server.base}${DEMO_HISTORY_PATH}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return v.parse(DemoHistorySchema, await response.json())
}

describe('demo history (PGlite)', () => {
  const servers: TestServer[] = []
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
  })

  it('catches up while the first backfill writes, then says it is done', async () => {
    const server = await startTestServer('memory://', {
      DEMO_FEED: 'true',
      DEMO_FEED_SEED: '4',
      DEMO_FEED_RATE: '60',
      DEMO_FEED_BACKFILL_DAYS: '2',
    })
    servers.push(server)
    const seen: DemoHistory[] = []
    let done = false
    server.ingest.demoFeed?.backfillDone.then(() => {
      done = true
    })
    while (!done) {
      seen.push(await history(server))
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(seen[0]?.catchingUp).toBe(true)
    const written = seen.filter((h) => h.through !== null)
    expect(written.length).toBeGreaterThan(0)
    for (const h of written) {
      expect(h.catchingUp).toBe(true)
      expect(h.from).not.toBeNull()
      expect(h.through).toBeGreaterThan(h.from ?? Number.POSITIVE_INFINITY)
      expect(h.through).toBeLessThanOrEqual(h.to ?? 0)
    }
    const throughs = written.map((h) => h.through ?? 0)
    expect(throughs).toEqual([...throughs].sort((a, b) => a - b))
    // Two days back from the start, to the start.
    const first = written[0]
    expect((first?.to ?? 0) - (first?.from ?? 0)).toBeGreaterThan(2 * 86_400_000 - 1)
    expect(await history(server)).toEqual(NO_DEMO_HISTORY)
  }, 180_000)

  it('is never catching up without a demo feed', async () => {
    const server = await startTestServer('memory://')
    servers.push(server)
    expect(await history(server)).toEqual(NO_DEMO_HISTORY)
  }, 60_000)
})
