import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import { io } from 'socket.io-client'
import * as v from 'valibot'
import type { Database } from '../../server/db'
import { titles } from '../../server/db/schema'
import { md5Hex } from '../../server/seed'
import { LIVE_EVENT, StreamPostsAnswerSchema } from '../../src/core'
import { type EngineName, onEachEngine } from '../support/engines'
import { measure } from '../support/latency'
import { machineFacts, percentile, round, writeResult } from '../support/measure'
import { createBenchUser, startBenchServer } from '../support/server'

/**
 * Benchmark: the AI-updates stream. GET /v6/stream_posts (newest first, filters, a deep page by
 * cursor) on POSTS stored posts, timed at the client on loopback (server time plus the loopback
 * hop), and the latency from an ingest call to the `post` event on a socket that subscribed to
 * every post. A browser tab adds the hub's batching window (at most 4 s, the spec's) on top.
 * Writes bench/results/stream-posts.json.
 */

const POSTS = Number(process.env.BENCH_STREAM_POSTS ?? 100_000)
const LATENCY_SAMPLES = Number(process.env.BENCH_STREAM_LATENCY_SAMPLES ?? 30)
const OPERATOR_TOKEN = 'bench-operator-token-stream-posts'
const log = (text: string) => process.stdout.write(`${text}\n`)

const TYPES = ['buzz_rise', 'buzz_fall', 'key_event', 'earnings', 'price_move', 'sentiment_swing']
const REGIONS = ['US', 'US', 'US', 'DE', 'FR', 'GB', 'JP', 'CN', 'IN', 'CA', 'GLOBAL', 'GLOBAL']

/** POSTS posts over 90 days for 5,000 titles, written in one statement. */
async function writePosts(db: Database, nowMs: number): Promise<number> {
  const t0 = performance.now()
  await db.execute(sql`insert into stream_posts (uuid, post_time, type, region, title_ids, primary_title_id,
      title_type, title_name, headline, text, sources, image_url, figures, dedup_key)
    select gen_random_uuid(),
      ${new Date(nowMs).toISOString()}::timestamptz - (i * (90 * 86400.0 / ${POSTS})) * interval '1 second',
      (array[${sql.join(
        TYPES.map((t) => sql`${t}`),
        sql`, `,
      )}])[1 + i % ${TYPES.length}],
      (array[${sql.join(
        REGIONS.map((r) => sql`${r}`),
        sql`, `,
      )}])[1 + (i / 7) % ${REGIONS.length}],
      array[100000 + i % 5000], 100000 + i % 5000,
      case when (i / 7) % ${REGIONS.length} >= ${REGIONS.length - 2} then 'crypto_currency' else 'company' end,
      'Bench title ' || (i % 5000), 'Bench title ' || (i % 5000) || ': buzz at 3.4× its usual level',
      'Buzz is at 3.4× the usual level for this hour: 14 messages from 9 authors; sentiment +12 (positive). wire.example: “A quote of the message that caused it.”',
      '[{"message_id": 1, "so": "wire.example", "type": "news", "sub": "A quote", "url": null, "time": 0, "sentiment": null}]'::jsonb,
      null, '{"buzz": 3.4, "messages": 14, "authors": 9}'::jsonb, 'bench:' || i
    from generate_series(1, ${POSTS}::int) i`)
  return round((performance.now() - t0) / 1000, 1)
}

const REQUESTS: Record<string, string> = {
  newest: 'limit=20',
  marketsAndTypes: 'region=US,EU&addGlobals=true&titleTypes=company,crypto_currency&limit=20',
  earningsOnly: 'type=earnings&limit=20',
  titles: 'titleIds=100001,100002,100003&limit=20',
}

async function cursorAfter(base: string, authorization: string, pages: number): Promise<string> {
  let cursor: string | null = null
  for (let i = 0; i < pages; i += 1) {
    const url: string = `${base}?limit=20${cursor ? `&cursor=${cursor}` : ''}`
    const response: Response = await fetch(url, { headers: { authorization } })
    const next: string | null = v.parse(StreamPostsAnswerSchema, await response.json()).next
    cursor = next
    if (!cursor) throw new Error('the stream ended early')
  }
  return cursor ?? ''
}

/** Ingest an earnings release for a fresh title; time until the socket hears its post. */
async function ingestToPost(server: Awaited<ReturnType<typeof startBenchServer>>): Promise<number[]> {
  const socket = io(`http://127.0.0.1:${server.port}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    await socket.timeout(5000).emitWithAck(LIVE_EVENT.authorize, {
      username: server.config.demo.email,
      password: md5Hex(server.config.demo.password),
      fingerprint: 'stream-posts-bench',
    })
    await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeStreamPosts, { all: true })
    const heard = new Map<number, number>()
    socket.on('post', (post: { title_ids: number[] }) => {
      const [id] = post.title_ids
      if (id !== undefined) heard.set(id, performance.now())
    })
    // One fresh title per sample (one earnings post per title and day); the linker learns them first.
    await server.database.db
      .insert(titles)
      .values(
        Array.from({ length: LATENCY_SAMPLES }, (_, i) => ({
          id: 9_000_000 + i,
          name: `Latency bench ${i}`,
          type: 'company' as const,
          country: 'US',
        })),
      )
      .onConflictDoNothing()
    server.ingest.pipeline.linker.invalidate()
    const latencies: number[] = []
    for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
      const titleId = 9_000_000 + i
      const t0 = performance.now()
      const response = await fetch(`http://127.0.0.1:${server.port}/v6/ingest`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify([
          {
            source: 'bench-wire.example',
            source_id: `bench-earnings-${Date.now()}-${i}`,
            type: 'earnings',
            time: Date.now(),
            sub: `Latency bench ${i} reports quarterly results.`,
            titles: [titleId],
          },
        ]),
      })
      if (!response.ok) throw new Error(`ingest answered ${response.status}`)
      const deadline = performance.now() + 10_000
      while (!heard.has(titleId) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2))
      const at = heard.get(titleId)
      if (at === undefined) throw new Error(`no post for title ${titleId} within 10 s`)
      latencies.push(at - t0)
    }
    return latencies
  } finally {
    socket.close()
  }
}

async function benchEngine(name: EngineName, databaseUrl: string, dataDir: string) {
  log(`-- ${name}`)
  const server = await startBenchServer(databaseUrl, dataDir, { env: { OPERATOR_TOKEN } })
  try {
    const db = server.database.db
    const nowMs = Date.now()
    const writeSeconds = await writePosts(db, nowMs)
    log(`  ${POSTS} posts written in ${writeSeconds} s`)
    await db.execute(sql`vacuum analyze stream_posts`)
    const authorization = await createBenchUser(db, nowMs)
    const base = `http://127.0.0.1:${server.port}/v6/stream_posts`
    const loadBefore = loadavg()[0] ?? 0
    const results: Record<string, unknown> = {}
    for (const [label, query] of Object.entries(REQUESTS)) {
      const measured = await measure(() => fetch(`${base}?${query}`, { headers: { authorization } }))
      log(`  ${label} (${query}): p50 ${measured.p50} ms, p95 ${measured.p95} ms`)
      results[label] = { query, ...measured }
    }
    const cursor = await cursorAfter(base, authorization, 50)
    const deep = await measure(() =>
      fetch(`${base}?limit=20&cursor=${cursor}`, { headers: { authorization } }),
    )
    log(`  page 51 by cursor: p50 ${deep.p50} ms, p95 ${deep.p95} ms`)
    results.page51ByCursor = { query: 'limit=20&cursor=…', ...deep }
    const latencies = (await ingestToPost(server)).sort((a, b) => a - b)
    const ingestToSocketPost = {
      samples: latencies.length,
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
    }
    log(`  ingest → post on the socket: p50 ${ingestToSocketPost.p50} ms, p95 ${ingestToSocketPost.p95} ms`)
    return {
      engine: name,
      writeSeconds,
      ...results,
      ingestToSocketPost,
      loadAverage1m: { beforeMeasuring: round(loadBefore), afterMeasuring: round(loadavg()[0] ?? 0) },
    }
  } finally {
    await server.close()
  }
}

/** Benchmark suite: the AI-updates stream at 100,000 posts, and ingest → post latency. */
export async function run(): Promise<void> {
  const results = await onEachEngine('stream-posts', benchEngine)
  const path = await writeResult('stream-posts', {
    benchmark: 'stream-posts',
    workload: {
      posts: POSTS,
      requests: REQUESTS,
      concurrency: 1,
      latencySamples: LATENCY_SAMPLES,
      target: 'p95 ≤ 30 ms server time at 100,000 posts (issue 12); a tab adds the hub’s ≤ 4 s batching',
    },
    results,
    machine: machineFacts(),
    ranAt: new Date().toISOString(),
  })
  log(`wrote ${path}`)
}
