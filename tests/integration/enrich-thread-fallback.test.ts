import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase, runMigrations } from '../../server/db'
import { IngestPipeline } from '../../server/pipeline'
import { EnrichThread } from '../../server/pipeline/enrich-thread'
import { loadSentimentModel } from '../../server/pipeline/sentiment'
import { seedReferenceData } from '../../server/seed/reference'
import { type IngestMessage, IngestMessageSchema } from '../../src/core'

const message = (id: string, sub: string): IngestMessage =>
  v.parse(IngestMessageSchema, {
    source: 'https://wire.test.example/x',
    source_id: id,
    type: 'news',
    time: '2026-01-05T14:00:00Z',
    sub,
  })

/** The server enriches in a worker thread; a thread that fails leaves the ingest on its own thread. */
describe('ingest with an enrichment thread', () => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite', dataDir: null })
    await runMigrations(handle)
    await seedReferenceData(handle.db)
  }, 60_000)
  afterAll(async () => {
    await handle?.close()
  })

  it('stores what the thread enriched, and enriches on its own thread once the thread has failed', async () => {
    const thread = await EnrichThread.start(true)
    const pipeline = new IngestPipeline({
      db: handle.db,
      sentiment: loadSentimentModel(),
      enrichThread: thread,
    })
    const first = await pipeline.ingest([message('t-1', '$AAPL beats estimates and raises its buyback')])
    expect(first.stored.map((m) => [m.titleIds, m.lang, (m.sentiment ?? 0) > 0])).toEqual([
      [[1001], 'en', true],
    ])
    await thread.close()
    const second = await pipeline.ingest([message('t-2', '$MSFT beats estimates and raises its dividend')])
    expect(second.stored.map((m) => [m.titleIds, m.lang, (m.sentiment ?? 0) > 0])).toEqual([
      [[1002], 'en', true],
    ])
    expect(thread.failed).toBeInstanceOf(Error)
  })
})
