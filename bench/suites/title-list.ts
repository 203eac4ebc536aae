import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import type { Database } from '../../server/db'
import { TITLE_TOTAL_TTL_MS } from '../../server/market/query-cache'
import { BUZZ_DAYS, dailyBuckets } from '../fixtures/buzz-buckets'
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

const REQUESTS = {
  filterSortTotal: 'dist_52_week_high_lower=-5&chg_higher=0&sort_by=-week_chg&limit=50',
  sortOnly: 'sort_by=-chg&limit=50',
  // The explore page: its table (a filter, a sort, the total) and its top-30 tree maps.
  exploreByBuzz: 'sort_by=-buzz&limit=100',
  exploreFiltered: 'type=company&region=US,EU&sort_by=-buzz&limit=100',
  exploreBySentiment: 'type=company&sent_higher=0.2&sort_by=-sentiment&limit=100',
  treeMapByMessages: 'sort_by=-messages&limit=30',
}

const EXPLORE_PAGED = 'sort_by=-buzz&limit=100'

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
    // The table as it is scrolled: the next pages of the same sort, 100 rows each.
    const paged = await measure((i) =>
      fetch(`${base}?${EXPLORE_PAGED}&offset=${(i % 50) * 100}`, { headers: { authorization } }),
    )
    log(`  explorePaged (${EXPLORE_PAGED}&offset=0…4900): p50 ${paged.p50} ms, p95 ${paged.p95} ms`)
    results.explorePaged = { query: `${EXPLORE_PAGED}&offset=0…4900`, ...paged }
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
      totals: `a list's total is counted once per ${TITLE_TOTAL_TTL_MS / 1000} s per filter set (server/market/query-cache.ts); the samples of one request span several seconds and include recounts`,
    },
    results,
    machine: machineFacts(),
    ranAt: new Date().toISOString(),
  })
  log(`wrote ${path}`)
}
