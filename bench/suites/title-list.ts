import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db'
import { BENCH_INVENTORY_SIZE, loadInventoryFixture } from '../fixtures/inventory'
import { type EngineName, onEachEngine } from '../support/engines'
import { measure } from '../support/latency'
import { machineFacts, round, writeResult } from '../support/measure'
import { createBenchUser, startBenchServer } from '../support/server'

/**
 * Benchmark: GET /v6/titles with price filters, a price sort and the total, on the 80,000-title
 * inventory with DAYS daily bars for every title (the trigger on quotes keeps title_price_stats),
 * and the explore page's requests (buzz, sentiment and message sorts, market filters, top 30) on
 * BUZZ_DAYS daily buzz buckets per title (the trigger on buzz_buckets keeps title_latest_buzz).
 * Writes bench/results/title-list.json.
 */

const DAYS = Number(process.env.BENCH_QUOTE_DAYS ?? 60)
const log = (text: string) => process.stdout.write(`${text}\n`)

async function dailyBars(db: Database, nowMs: number): Promise<number> {
  const t0 = performance.now()
  await db.execute(sql`insert into quotes (title_id, interval, t, o, h, l, c, v)
    select t.id, '1d', ${new Date(nowMs).toISOString()}::timestamptz - d * interval '24 hours',
      p, p * 1.02, p * 0.98, p * (1 + ((t.id * 7 + d * 13) % 21 - 10) / 100.0), 1000
    from (select id, 10 + id % 490 as p from titles where active) t, generate_series(0, ${DAYS - 1}::int) d`)
  return round((performance.now() - t0) / 1000, 1)
}

/** Daily buzz buckets per title (the explore page sorts and maps by their latest). */
const BUZZ_DAYS = Number(process.env.BENCH_BUZZ_DAYS ?? 10)

async function dailyBuckets(db: Database, nowMs: number): Promise<number> {
  const t0 = performance.now()
  const today = Math.floor(nowMs / 86_400_000) * 86_400_000 + 5 * 3_600_000
  await db.execute(sql`insert into buzz_buckets (partition, title_id, bucket_start, bucket_end, messages,
      weighted_volume, sentiment_sum, scored, sentiment_mean, buzz, closed)
    select 'daily_5am', t.id, ${new Date(today).toISOString()}::timestamptz - d * interval '24 hours',
      ${new Date(today).toISOString()}::timestamptz - (d - 1) * interval '24 hours',
      (t.id * 7 + d * 13) % 50, (t.id * 7 + d * 13) % 50, 0, 0,
      ((t.id * 11 + d * 5) % 21 - 10) / 10.0, ((t.id * 3 + d * 17) % 400) / 100.0, d > 0
    from (select id from titles where active) t, generate_series(0, ${BUZZ_DAYS - 1}::int) d`)
  return round((performance.now() - t0) / 1000, 1)
}

const REQUESTS = {
  filterSortTotal: 'dist_52_week_high_lower=-5&chg_higher=0&sort_by=-week_chg&limit=50',
  sortOnly: 'sort_by=-chg&limit=50',
  // The explore page: its table (a filter, a sort, the total) and its top-30 tree maps.
  exploreByBuzz: 'sort_by=-buzz&limit=100',
  exploreFiltered: 'type=company&region=US,EU&sort_by=-buzz&limit=100',
  exploreBySentiment: 'type=company&sent_higher=0.2&sort_by=-sentiment&limit=100',
  treeMapByMessages: 'sort_by=-messages&limit=30',
}

async function benchEngine(name: EngineName, databaseUrl: string, dataDir: string) {
  log(`-- ${name}`)
  const server = await startBenchServer(databaseUrl, dataDir)
  try {
    const db = server.database.db
    await loadInventoryFixture(db)
    const nowMs = Date.now()
    const writeSeconds = await dailyBars(db, nowMs)
    log(
      `  ${BENCH_INVENTORY_SIZE} titles × ${DAYS} daily bars written (with the stats trigger) in ${writeSeconds} s`,
    )
    const bucketSeconds = await dailyBuckets(db, nowMs)
    log(
      `  ${BENCH_INVENTORY_SIZE} titles × ${BUZZ_DAYS} daily buzz buckets written (with the latest-bucket trigger) in ${bucketSeconds} s`,
    )
    await db.execute(sql`vacuum analyze`)
    const authorization = await createBenchUser(db, nowMs)
    const base = `http://127.0.0.1:${server.port}/v6/titles`
    const loadBefore = loadavg()[0] ?? 0
    const results: Record<string, unknown> = {}
    for (const [label, query] of Object.entries(REQUESTS)) {
      const measured = await measure(() => fetch(`${base}?${query}`, { headers: { authorization } }))
      log(`  ${label} (${query}): p50 ${measured.p50} ms, p95 ${measured.p95} ms`)
      results[label] = { query, ...measured }
    }
    return {
      engine: name,
      writeSeconds,
      bucketSeconds,
      ...results,
      loadAverage1m: { beforeMeasuring: round(loadBefore), afterMeasuring: round(loadavg()[0] ?? 0) },
    }
  } finally {
    await server.close()
  }
}

/** Benchmark suite: title lists filtered and sorted by price figures at 80,000 titles. */
export async function run(): Promise<void> {
  const results = await onEachEngine('titles', benchEngine)
  const path = await writeResult('title-list', {
    benchmark: 'title-list',
    workload: {
      titles: BENCH_INVENTORY_SIZE,
      dailyBarsPerTitle: DAYS,
      dailyBuzzBucketsPerTitle: BUZZ_DAYS,
      requests: REQUESTS,
      concurrency: 1,
    },
    results,
    machine: machineFacts(),
    ranAt: new Date().toISOString(),
  })
  log(`wrote ${path}`)
}
