import { loadavg, tmpdir } from 'node:os'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { io } from 'socket.io-client'
import * as v from 'valibot'
import type { RunningServer } from '../../server'
import { md5Hex } from '../../server/seed'
import { LIVE_EVENT } from '../../src/core'
import { createPostgresDatabase } from '../../tests/integration/support/environment'
import { startTcpProxy, throughProxy } from '../../tests/integration/support/tcp-proxy'
import { BENCH_INVENTORY_SIZE, loadInventoryFixture } from '../fixtures/inventory'
import { onEachEngine } from '../support/engines'
import { machineFacts, round, searchWithStats, writeResult } from '../support/measure'
import { countStatus, emptyCounts, loadWithHealthProbe } from '../support/reliability-load'
import { createBenchUser, startBenchServer } from '../support/server'
import { generateMessages } from './messages-search'

/**
 * Benchmark: reliability under load and faults (issue "Reliability at scale").
 * 1. POST /v6/messages/search with statistics at concurrency 32 for SEARCH_SECONDS on PGlite and
 *    PostgreSQL over BENCH_MESSAGES messages, with /healthz asked every 50 ms alongside.
 * 2. PostgreSQL backends terminated every 500 ms while two senders ingest batches (a 503 batch is
 *    sent again, as a client following Retry-After would): 5xx answers, lost and duplicated messages.
 * 3. Two nodes sharing Redis through a proxy that is cut for 3 s while node A ingests and a socket
 *    on node B listens: 5xx answers, and live messages node B's socket missed during the cut.
 * Writes bench/results/reliability.json.
 */

const SEARCH_SECONDS = Number(process.env.BENCH_RELIABILITY_SECONDS ?? 15)
const CONCURRENCY = 32
const OPERATOR_TOKEN = 'operator-token-for-reliability-bench'
const TARGETS = { healthzP99Ms: 50, postgresSearchRps: 200, postgresSearchP99Ms: 250, pgliteSearchRps: 50 }
const log = (text: string) => process.stdout.write(`${text}\n`)

/** The bench's own reads after a fault run: a pooled connection killed last may fail once. */
async function retried<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await read()
    } catch (error) {
      if (attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
}

const CountSchema = v.object({ rows: v.array(v.object({ n: v.union([v.number(), v.string()]) })) })
function count(server: RunningServer, query: ReturnType<typeof sql>): Promise<number> {
  return retried(async () =>
    Number(v.parse(CountSchema, await server.database.db.execute(query)).rows[0]?.n ?? 0),
  )
}

function ingestLines(prefix: string, round_: number, size: number, titleId: number): string {
  return Array.from({ length: size }, (_, i) =>
    JSON.stringify({
      source: 'reliability.bench',
      source_id: `${prefix}-${round_}-${i}`,
      type: 'tweets',
      time: new Date(Date.now() - 1000).toISOString(),
      sub: `Reliability ${prefix} ${round_}/${i} about the company`,
      author: `author${i % 23}`,
      titles: [titleId],
    }),
  ).join('\n')
}

function ingest(base: string, body: string): Promise<Response> {
  return fetch(`${base}/v6/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/x-ndjson' },
    body,
  })
}

async function searchLoad(engine: string, databaseUrl: string, dataDir: string) {
  log(`-- search load on ${engine}`)
  const server = await startBenchServer(databaseUrl, dataDir)
  try {
    await loadInventoryFixture(server.database.db)
    const hot = await generateMessages(server.database.db, Date.now())
    const messages = await count(server, sql`select count(*) as n from messages`)
    const authorization = await createBenchUser(server.database.db, Date.now())
    const base = `http://127.0.0.1:${server.port}`
    const endMs = Date.now()
    let i = 0
    const loadBefore = loadavg()[0] ?? 0
    const result = await loadWithHealthProbe(
      () => {
        i += 1
        return searchWithStats(base, authorization, hot[i % hot.length], endMs)
      },
      `${base}/healthz`,
      { concurrency: CONCURRENCY, durationMs: SEARCH_SECONDS * 1000 },
    )
    log(
      `  ${result.throughputRps} req/s, p99 ${result.latencyMs.p99} ms, healthz p99 ${result.healthzMs.p99} ms, statuses ${JSON.stringify(result.statuses)}`,
    )
    return { engine, messages, titles: BENCH_INVENTORY_SIZE, loadAverageBefore: round(loadBefore), ...result }
  } finally {
    await server.close()
  }
}

async function killBackendsRun(adminUrl: string) {
  log('-- PostgreSQL backends terminated during ingest')
  const database = await createPostgresDatabase(adminUrl)
  const server = await startBenchServer(database.url, tmpdir(), { env: { OPERATOR_TOKEN } })
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const [title] = v.parse(
      v.object({ rows: v.array(v.object({ id: v.number() })) }),
      await server.database.db.execute(sql`select id from titles order by id limit 1`),
    ).rows
    const base = `http://127.0.0.1:${server.port}`
    const name = new URL(database.url).pathname.slice(1)
    const statuses = emptyCounts()
    const acknowledged = new Set<string>()
    let sentBatches = 0
    let running = true
    const sender = async (prefix: string) => {
      for (let batch = 0; running; batch += 1) {
        const body = ingestLines(prefix, batch, 100, title?.id ?? 1)
        // A 503 batch is sent again after a short wait, as a client following Retry-After would.
        for (let attempt = 0; attempt < 20; attempt += 1) {
          sentBatches += 1
          const status = await ingest(base, body).then(
            async (response) => {
              await response.arrayBuffer()
              return response.status
            },
            () => null,
          )
          countStatus(statuses, status)
          if (status === 200) {
            for (let i = 0; i < 100; i += 1) acknowledged.add(`${prefix}-${batch}-${i}`)
            break
          }
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    }
    let terminations = 0
    const killer = async () => {
      while (running) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        )
        terminations += 1
      }
    }
    const senders = [sender('a'), sender('b'), killer()]
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    running = false
    await Promise.all(senders)
    const stored = await count(
      server,
      sql`select count(*) as n from messages where source = 'reliability.bench'`,
    )
    const distinct = await count(
      server,
      sql`select count(distinct source_id) as n from messages where source = 'reliability.bench'`,
    )
    const storedIds = new Set(
      (
        await retried(async () =>
          v.parse(
            v.object({ rows: v.array(v.object({ source_id: v.string() })) }),
            await server.database.db.execute(
              sql`select source_id from messages where source = 'reliability.bench'`,
            ),
          ),
        )
      ).rows.map((row) => row.source_id),
    )
    const lost = [...acknowledged].filter((id) => !storedIds.has(id)).length
    const result = {
      terminations,
      ingestCalls: sentBatches,
      statuses,
      acknowledgedMessages: acknowledged.size,
      storedMessages: stored,
      lostMessages: lost,
      duplicatedMessages: stored - distinct,
      serverStayedUp: (await fetch(`${base}/healthz`)).status === 200,
    }
    log(`  ${JSON.stringify(result)}`)
    return result
  } finally {
    await admin.end()
    await server.close()
    await database.drop()
  }
}

async function redisCutRun(adminUrl: string, redisUrl: string) {
  log('-- Redis cut while node A ingests and node B listens')
  const database = await createPostgresDatabase(adminUrl)
  const target = new URL(redisUrl)
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 6379))
  const env = { OPERATOR_TOKEN, REDIS_URL: throughProxy(redisUrl, proxy) }
  const nodeA = await startBenchServer(database.url, tmpdir(), { env })
  const nodeB = await startBenchServer(database.url, tmpdir(), { env })
  const socket = io(`http://127.0.0.1:${nodeB.port}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  try {
    const [title] = v.parse(
      v.object({ rows: v.array(v.object({ id: v.number() })) }),
      await nodeA.database.db.execute(sql`select id from titles order by id limit 1`),
    ).rows
    const titleId = title?.id ?? 1
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    await socket.timeout(5000).emitWithAck(LIVE_EVENT.authorize, {
      username: nodeB.config.demo.email,
      password: md5Hex(nodeB.config.demo.password),
      fingerprint: 'reliability-bench',
    })
    await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitleMessages, { titles: [titleId] })
    const heard = new Set<number>()
    socket.on('message', (message: { id: number }) => heard.add(message.id))
    const statuses = emptyCounts()
    let cutAt = 0
    let restoredAt = 0
    const started = Date.now()
    for (let batch = 0; Date.now() - started < 9000; batch += 1) {
      if (cutAt === 0 && Date.now() - started > 3000) {
        proxy.cut()
        cutAt = Date.now()
      }
      if (restoredAt === 0 && cutAt > 0 && Date.now() - cutAt > 3000) {
        proxy.restore()
        restoredAt = Date.now()
      }
      const response = await ingest(
        `http://127.0.0.1:${nodeA.port}`,
        ingestLines('r', batch, 5, titleId),
      ).catch(() => null)
      countStatus(statuses, response?.status ?? null)
      await response?.arrayBuffer()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const published = await count(
      nodeA,
      sql`select count(*) as n from messages where source = 'reliability.bench' and source_id like 'r-%'`,
    )
    const result = {
      cutMs: restoredAt - cutAt,
      statuses,
      storedMessages: published,
      heardOnNodeB: heard.size,
      missedOnNodeB: published - heard.size,
      note: 'While Redis is cut (and until the subscriber has reconnected), messages published on node A reach node A sockets only; node B sockets miss them: the socket stays connected, so resync_messages is not triggered.',
    }
    log(`  ${JSON.stringify(result)}`)
    return result
  } finally {
    socket.disconnect()
    await nodeB.close()
    await nodeA.close()
    await proxy.close()
    await database.drop()
  }
}

export async function run(): Promise<void> {
  // BENCH_RELIABILITY_SEARCH=false skips the search load (the fault runs only).
  const search =
    process.env.BENCH_RELIABILITY_SEARCH === 'false' ? [] : await onEachEngine('reliability', searchLoad)
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? null
  const killBackends = adminUrl ? await killBackendsRun(adminUrl) : null
  const redisCut = adminUrl && redisUrl ? await redisCutRun(adminUrl, redisUrl) : null
  const path = await writeResult('reliability', {
    benchmark: 'reliability',
    ranAt: new Date().toISOString(),
    workload: {
      messages: Number(process.env.BENCH_MESSAGES ?? 1_000_000),
      searchSeconds: SEARCH_SECONDS,
      concurrency: CONCURRENCY,
    },
    targets: TARGETS,
    machine: machineFacts(),
    results: { search, killBackends, redisCut },
  })
  log(`written to ${path}`)
}
