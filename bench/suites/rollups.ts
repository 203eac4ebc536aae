import pino from 'pino'
import { openDatabase, runMigrations } from '../../server/db'
import { createAnalytics } from '../../server/pipeline/analytics'
import type { StoredMessage } from '../../server/pipeline/contract'
import { RollupEngine } from '../../server/pipeline/rollups/engine'
import { machineFacts, round, writeResult } from '../support/measure'
import { silentPublisher } from '../support/silent-publisher'

/**
 * Benchmark: the analytics half over a 90-day backfill, as the demo feed hands it over at first
 * start (chronological batches). Measures (1) the engine's per-batch bucket deltas alone and (2) the
 * whole listener on the embedded PGlite: deltas added in the database, author tallies, closing,
 * standard-rule evaluation.
 * Writes bench/results/rollups.json.
 */

const DAYS = 90
const MESSAGES = 300_000
const TITLES = 200
const AUTHORS = 20_000
const BATCH = 1000
const DAY_MS = 86_400_000
const SOURCES = ['reuters.com', 'reddit.com', 'twitter.com', 'stocktwits.com', 'finance.example.com']

/** mulberry32: the same workload on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function workload(end: number): StoredMessage[] {
  const random = seeded(42)
  const start = end - DAYS * DAY_MS
  const times = Array.from({ length: MESSAGES }, () => start + random() * (end - start - 60_000)).sort(
    (a, b) => a - b,
  )
  return times.map((time, i) => {
    // Skewed popularity: a few titles get most messages; a few authors post a lot.
    const title = 1 + Math.floor(TITLES * random() ** 2)
    const second = random() < 0.15 ? [1 + Math.floor(TITLES * random())] : []
    const sentiment = random() < 0.9 ? round(random() * 2 - 1, 3) : null
    return {
      id: i + 1,
      source: SOURCES[Math.floor(random() * SOURCES.length)] ?? 'reuters.com',
      sourceId: String(i),
      type: random() < 0.01 ? 'adhoc' : 'news',
      author: `author-${Math.floor(AUTHORS * random() ** 3)}`,
      messageTime: new Date(time),
      lang: 'en',
      sentiment,
      sentimentLabel:
        sentiment === null
          ? null
          : sentiment > 0.05
            ? 'positive'
            : sentiment < -0.05
              ? 'negative'
              : 'neutral',
      keyEvents: {},
      titleIds: [title, ...second.filter((id) => id !== title)],
      primaryTitleId: title,
      authorCategory: random() < 0.03 ? 'bots' : 'regulars',
      authorImpact: 1 + Math.floor(random() * 4),
      sub: '',
      body: '',
      url: null,
      imageUrl: null,
      demo: true,
    }
  })
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000

/** Benchmark suite: rollup throughput of a 90-day backfill. */
export async function run(): Promise<void> {
  const end = Date.parse('2026-06-01T00:00:00Z')
  const messages = workload(end)
  const batches: StoredMessage[][] = []
  for (let i = 0; i < messages.length; i += BATCH) batches.push(messages.slice(i, i + BATCH))
  const pairs = messages.reduce((sum, m) => sum + m.titleIds.length, 0)

  // 1. The engine alone: per-batch bucket deltas and stream time (no database).
  const engine = new RollupEngine()
  let deltas = 0
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  for (const batch of batches) {
    deltas += engine.deltasOf(batch).deltas.length
    engine.observe(batch, end)
  }
  const engineMs = performance.now() - t0
  const engineCpuMs = cpuMs(process.cpuUsage(cpu0))

  // 2. The whole listener on PGlite (in memory): what the backfill at first start costs.
  const database = await openDatabase({ kind: 'pglite', dataDir: null })
  await runMigrations(database)
  const analytics = createAnalytics({
    db: database.db,
    live: silentPublisher,
    logger: pino({ level: 'silent' }),
    clock: () => end,
    tickMs: 0,
  })
  const batchMs: number[] = []
  const t1 = performance.now()
  const cpu1 = process.cpuUsage()
  for (const batch of batches) {
    const b0 = performance.now()
    await analytics.messagesStored(batch)
    batchMs.push(performance.now() - b0)
  }
  const listenerMs = performance.now() - t1
  // PGlite runs in this process, so CPU time covers the database work too.
  const listenerCpuMs = cpuMs(process.cpuUsage(cpu1))
  const stats = analytics.stats()
  await analytics.stop()
  await database.close()

  const sorted = [...batchMs].sort((a, b) => a - b)
  const result = {
    benchmark: 'rollups',
    workload: {
      days: DAYS,
      messages: MESSAGES,
      messageTitlePairs: pairs,
      titles: TITLES,
      authors: AUTHORS,
      batchSize: BATCH,
      partitionsPerMessage: '3 common + 1 per-source daily for reddit/twitter/stocktwits hosts',
    },
    note: 'Wall time depends on what else runs on the machine; CPU time (user + system of this process) much less.',
    engineOnly: {
      durationMs: round(engineMs),
      cpuMs: round(engineCpuMs),
      messagesPerSecond: round((MESSAGES / engineMs) * 1000, 0),
      messagesPerCpuSecond: round((MESSAGES / engineCpuMs) * 1000, 0),
      bucketDeltas: deltas,
    },
    listenerOnPglite: {
      durationMs: round(listenerMs),
      cpuMs: round(listenerCpuMs),
      messagesPerSecond: round((MESSAGES / listenerMs) * 1000, 0),
      messagesPerCpuSecond: round((MESSAGES / listenerCpuMs) * 1000, 0),
      bucketRowsWritten: stats.bucketsWritten,
      bucketsClosed: stats.bucketsClosed,
      triggers: stats.triggers,
      batchMs: {
        p50: round(sorted[Math.floor(sorted.length * 0.5)] ?? 0),
        p95: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
        max: round(sorted.at(-1) ?? 0),
      },
      /** How many times faster than real time the 90 days were rolled up. */
      speedupOverRealTime: round((DAYS * DAY_MS) / listenerMs, 0),
    },
    machine: machineFacts(),
  }
  const path = await writeResult('rollups', result)
  process.stdout.write(`${JSON.stringify(result, null, 2)}\nwritten to ${path}\n`)
}
