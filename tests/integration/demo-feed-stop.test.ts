import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DemoFeed } from '../../server/seed/demo-feed'
import { startTestServer, type TestServer } from './support/server'

/** A server stopped during its first start: the demo feed's backfill does not hold the shutdown. */
describe('demo feed stop (PGlite)', () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startTestServer('memory://')
  }, 120_000)
  afterAll(async () => {
    await server?.close()
  })

  it('stops between titles while writing a first backfill of quotes, not after every title', async () => {
    const pipeline = server.ingest.pipeline
    const storeQuotes = pipeline.storeQuotes.bind(pipeline)
    const feed = new DemoFeed({ db: server.database.db, pipeline, seed: 5, ratePerHour: 60, backfillDays: 3 })
    let batches = 0
    let stopping: Promise<void> | null = null
    // The stop comes with the first batch of bars: a year and more of them for every title follows.
    pipeline.storeQuotes = (batch) => {
      batches += 1
      stopping ??= feed.stop()
      return storeQuotes(batch)
    }
    try {
      feed.start()
      await expect(feed.backfillDone).rejects.toThrow('demo feed stopped')
      await stopping
    } finally {
      pipeline.storeQuotes = storeQuotes
    }
    // The batch in flight and the bars already computed; without the check between titles, 39.
    expect(batches).toBeGreaterThan(0)
    expect(batches).toBeLessThanOrEqual(2)
  }, 120_000)
})
