import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import * as v from 'valibot'
import { loadConfig, startServer } from '../../server'
import { type DatabaseHandle, openDatabase, runMigrations } from '../../server/db'
import { ensurePgliteTemplate } from '../../server/db/pglite-template'
import { IngestPipeline } from '../../server/pipeline'
import { createAnalytics } from '../../server/pipeline/analytics'
import { EnrichThread } from '../../server/pipeline/enrich-thread'
import { loadSentimentModel } from '../../server/pipeline/sentiment'
import { ReleaseCalendar } from '../../server/seed/demo-feed/earnings'
import { DemoMessageGenerator } from '../../server/seed/demo-feed/messages'
import { DAY_MS } from '../../server/seed/demo-feed/prices'
import { loadDemoTitles } from '../../server/seed/demo-feed/titles'
import { seedReferenceData } from '../../server/seed/reference'
import type { IngestMessage } from '../../src/core'
import { createPostgresDatabase } from '../../tests/integration/support/environment'
import { machineFacts, round, writeResult } from '../support/measure'
import { silentPublisher } from '../support/silent-publisher'

/**
 * Benchmark: end-to-end ingest (normalise → language → instruments → sentiment → key events →
 * authors → store and rollups, one transaction per batch, then bucket closing; enrichment in its
 * worker thread, as the server runs it) in messages per
 * second on PGlite and PostgreSQL,
 * with demo-feed messages over the curated inventory; and the demo-feed backfill of a fresh
 * install (server start → 90 days done) on PGlite. On each engine also each half apart, on a
 * fresh database: enrichment alone (in its thread) and the store with rollups alone, so the
 * result says what bounds the end-to-end figure. Writes bench/results/ingest.json.
 */

const MESSAGES = 20_000
const BATCH = 1_000
const POSTGRES_URL = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test'

/** The stream's clock: the demo messages are the 30 days before it. */
const STREAM_NOW = Date.UTC(2026, 0, 15)

async function messagesFor(db: DatabaseHandle['db'], count: number): Promise<IngestMessage[]> {
  const titles = await loadDemoTitles(db)
  const now = STREAM_NOW
  const calendar = new ReleaseCalendar(7, titles, now - 60 * DAY_MS, now + 10 * DAY_MS)
  const generator = new DemoMessageGenerator(7, titles, 2_000, calendar)
  const out: IngestMessage[] = []
  for (let t = now - 30 * DAY_MS; out.length < count; t += DAY_MS / 4)
    out.push(...generator.between(t, t + DAY_MS / 4))
  return out.slice(0, count)
}

/**
 * A migrated, seeded database with the demo messages and a pipeline that ingests as a server
 * does: the analytics listener writes the buckets in the ingest transaction and closes them
 * after it; enrichment runs in its worker thread. The first 200 messages are ingested (warm-up).
 */
async function ingestRig(handle: DatabaseHandle) {
  await runMigrations(handle)
  await seedReferenceData(handle.db)
  const messages = await messagesFor(handle.db, MESSAGES)
  const analytics = createAnalytics({
    db: handle.db,
    live: silentPublisher,
    logger: pino({ level: 'silent' }),
    clock: () => STREAM_NOW,
    tickMs: 0,
  })
  const enrichThread = await EnrichThread.start(true)
  const pipeline = new IngestPipeline({
    db: handle.db,
    sentiment: loadSentimentModel(),
    listeners: [analytics],
    enrichThread,
  })
  await pipeline.ingest(messages.slice(0, 200))
  await analytics.idle()
  return { messages, analytics, enrichThread, pipeline }
}

async function throughput(handle: DatabaseHandle) {
  const { messages, analytics, enrichThread, pipeline } = await ingestRig(handle)
  const started = performance.now()
  let stored = 0
  // One batch in flight, as the demo backfill keeps it: the next is enriched while this one is stored.
  let inFlight: ReturnType<IngestPipeline['ingest']> | null = null
  for (let i = 200; i < messages.length; i += BATCH) {
    const next = pipeline.ingest(messages.slice(i, i + BATCH))
    if (inFlight) stored += (await inFlight).stored.length
    inFlight = next
  }
  if (inFlight) stored += (await inFlight).stored.length
  await analytics.idle()
  const ms = performance.now() - started
  const rollups = analytics.stats()
  await analytics.stop()
  const again = performance.now()
  const repeat = await pipeline.ingest(messages.slice(200, 200 + BATCH))
  await enrichThread.close()
  return {
    messages: messages.length - 200,
    stored,
    batch: BATCH,
    durationMs: round(ms),
    messagesPerSecond: round(((messages.length - 200) / ms) * 1000, 1),
    reingestSameBatchMs: round(performance.now() - again),
    reingestStored: repeat.stored.length,
    // Historical messages: most buckets end within the batch that fills them and are written
    // closed at once (rollups/complete.ts); a live feed's buckets take the open-bucket path.
    bucketsClosed: rollups.bucketsClosed,
    bucketsCompletedInBatch: rollups.bucketsCompleted,
  }
}

/**
 * Each half of the ingest alone, on a fresh database: enrichment of every batch (in its thread,
 * nothing stored), then the store of the enriched batches with rollups. What the two cost apart
 * says which one bounds the end-to-end figure, and how far each is from the target.
 */
async function stagesApart(handle: DatabaseHandle) {
  const { messages, analytics, enrichThread, pipeline } = await ingestRig(handle)
  try {
    const batches = []
    const enrichStarted = performance.now()
    for (let i = 200; i < messages.length; i += BATCH)
      batches.push(await pipeline.stages.enrich(messages.slice(i, i + BATCH)))
    const enrichMs = performance.now() - enrichStarted
    const storeStarted = performance.now()
    let stored = 0
    for (const batch of batches) stored += (await pipeline.stages.store(batch)).stored.length
    await analytics.idle()
    const storeMs = performance.now() - storeStarted
    const count = messages.length - 200
    return {
      storeOnlyStored: stored,
      enrichOnlyMs: round(enrichMs),
      enrichOnlyMessagesPerSecond: round((count / enrichMs) * 1000, 1),
      enrichOnlyMicrosecondsPerMessage: round((enrichMs * 1000) / count, 1),
      storeOnlyMs: round(storeMs),
      storeOnlyMessagesPerSecond: round((count / storeMs) * 1000, 1),
    }
  } finally {
    await analytics.stop()
    await enrichThread.close()
  }
}

/** Runs on a fresh embedded database (in memory), closed after. */
async function onFreshPglite<T>(run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null })
  try {
    return await run(handle)
  } finally {
    await handle.close()
  }
}

/** Runs on a fresh PostgreSQL database, dropped after. */
async function onFreshPostgres<T>(run: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await createPostgresDatabase(POSTGRES_URL)
  const handle = await openDatabase({ kind: 'postgres', url: database.url })
  try {
    return await run(handle)
  } finally {
    await handle.close()
    await database.drop()
  }
}

/** The end-to-end throughput, then each half apart, each on a fresh database of the engine. */
async function engineFigures(onFresh: typeof onFreshPglite) {
  const endToEnd = await onFresh(throughput)
  return { ...endToEnd, stagesApart: await onFresh(stagesApart) }
}

async function postgresFigures() {
  try {
    await (await createPostgresDatabase(POSTGRES_URL)).drop()
  } catch (error) {
    return { skipped: `PostgreSQL not reachable at ${new URL(POSTGRES_URL).host}: ${String(error)}` }
  }
  return engineFigures(onFreshPostgres)
}

async function backfill() {
  const dataDir = await mkdtemp(join(tmpdir(), 'murmur-bench-ingest-'))
  // As npm start's build leaves it: the migrated template a new data directory starts from.
  const template = await ensurePgliteTemplate()
  try {
    const started = performance.now()
    const server = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-app'),
        LOG_LEVEL: 'silent',
        DEMO_FEED: 'true',
      }),
    )
    try {
      const report = await server.ingest.demoFeed?.backfillDone
      const totalMs = performance.now() - started
      await server.analytics.idle()
      const withRollupsMs = performance.now() - started
      const coverage = await backfillCoverage(server.database.db)
      return {
        ...report,
        coverage,
        fromTemplate: template.path,
        startToBackfillDoneMs: round(totalMs),
        startToRollupsIdleMs: round(withRollupsMs),
        messagesPerSecond: report ? round((report.messages / report.ms) * 1000, 1) : null,
      }
    } finally {
      await server.close()
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

const CoverageSchema = v.object({
  rows: v.array(
    v.object({
      titles: v.union([v.number(), v.string()]),
      linked: v.union([v.number(), v.string()]),
      min: v.nullable(v.union([v.number(), v.string()])),
      median: v.nullable(v.union([v.number(), v.string()])),
      days: v.nullable(v.union([v.number(), v.string()])),
    }),
  ),
})

/** How much history each traded title got: titles with messages, messages per title, days spanned. */
async function backfillCoverage(db: DatabaseHandle['db']) {
  const result = await db.execute(sql`
    with per_title as (
      select t.id, count(mt.message_id) as n from titles t
      left join message_titles mt on mt.title_id = t.id
      where t.active and t.type in ('company', 'crypto_currency', 'index', 'forex', 'raw_material', 'fund', 'derivative')
      group by t.id)
    select count(*) as titles, count(*) filter (where n > 0) as linked, min(n) as min,
      percentile_cont(0.5) within group (order by n) as median,
      (select extract(epoch from max(message_time) - min(message_time)) / 86400 from messages) as days
    from per_title`)
  const row = v.parse(CoverageSchema, result).rows[0]
  return {
    tradedTitles: Number(row?.titles ?? 0),
    titlesWithMessages: Number(row?.linked ?? 0),
    minMessagesPerTitle: Number(row?.min ?? 0),
    medianMessagesPerTitle: Number(row?.median ?? 0),
    daysOfMessages: round(Number(row?.days ?? 0), 1),
  }
}

/** Benchmark suite: ingest throughput and demo backfill. */
export async function run(): Promise<void> {
  const pgliteResult = await engineFigures(onFreshPglite)
  process.stdout.write(`PGlite: ${JSON.stringify(pgliteResult)}\n`)
  const postgresResult = await postgresFigures()
  process.stdout.write(`PostgreSQL: ${JSON.stringify(postgresResult)}\n`)
  const backfillResult = await backfill()
  process.stdout.write(`Backfill: ${JSON.stringify(backfillResult)}\n`)
  const path = await writeResult('ingest', {
    benchmark: 'ingest',
    workload: `${MESSAGES} demo-feed messages over the curated inventory, batches of ${BATCH} (one in flight), with rollups; each engine's stagesApart: enrichment alone, then the store with rollups alone; then a fresh PGlite install with DEMO_FEED on`,
    machine: machineFacts(),
    pglite: pgliteResult,
    postgres: postgresResult,
    demoBackfill: backfillResult,
  })
  process.stdout.write(`wrote ${path}\n`)
}
