import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthorCategory } from '../../server/pipeline/contract'
import { authorWeight, cappedCount } from '../../server/pipeline/rollups/weights'
import { insertTitles } from './rollups-fixtures'
import { createPostgresDatabase, TEST_DATABASE_URL, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

const TOKEN = 'operator-token-for-two-nodes-0123456789'
const TITLE = 7001
const SLOT_MS = 600_000

function line(id: string, time: number, author: string): string {
  return JSON.stringify({
    source: 'https://nodes.test.example/x',
    source_id: id,
    type: 'tweets',
    time: new Date(time).toISOString(),
    author,
    sub: `Post ${id} about the title`,
    titles: [TITLE],
  })
}

async function ingest(node: TestServer, lines: string[]): Promise<number> {
  const response = await fetch(`${node.base}/v6/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/x-ndjson' },
    body: lines.join('\n'),
  })
  expect(response.status).toBe(200)
  return v.parse(v.object({ stored: v.number() }), await response.json()).stored
}

const BucketSchema = v.object({
  messages: v.number(),
  unique_authors: v.number(),
  weighted_volume: v.number(),
  closed: v.boolean(),
  tallies: v.number(),
})

/**
 * Two server nodes ingesting messages of the same title into one PostgreSQL database: every
 * bucket's figures are the sum over both (counts added atomically, authors tallied in the
 * database), never the last writer's view. Needs TEST_DATABASE_URL (two nodes cannot share an
 * embedded database); in CI its absence already failed the run (support/environment).
 */
describe.skipIf(TEST_DATABASE_URL === null)('rollups written by two nodes', () => {
  let database: TestDatabase
  let nodeA: TestServer
  let nodeB: TestServer

  beforeAll(async () => {
    database = await createPostgresDatabase(TEST_DATABASE_URL ?? '')
    const env = { OPERATOR_TOKEN: TOKEN }
    nodeA = await startTestServer(database.url, env, { analyticsTickMs: 0 })
    nodeB = await startTestServer(database.url, env, { analyticsTickMs: 0 })
    await insertTitles(nodeA.database.db, [TITLE])
  }, 60_000)
  afterAll(async () => {
    await nodeB?.close()
    await nodeA?.close()
    await database?.drop()
  })

  async function bucket(partition: string, start: number) {
    const result = await nodeA.database.db.execute(sql`
      select b.messages, b.unique_authors, b.weighted_volume, b.closed,
        (select count(*)::int from buzz_bucket_authors x where x.partition = b.partition
          and x.title_id = b.title_id and x.bucket_start = b.bucket_start) as tallies
      from buzz_buckets b
      where b.partition = ${partition} and b.title_id = ${TITLE} and b.bucket_start = ${new Date(start).toISOString()}`)
    return v.parse(v.object({ rows: v.array(BucketSchema) }), result).rows[0]
  }

  /** What the bucket must say, computed from the stored messages themselves. */
  async function expectedFrom(from: number, to: number) {
    const result = await nodeA.database.db.execute(sql`
      select m.source, m.author, m.author_impact, m.author_category from messages m
      join message_titles t on t.message_id = m.id
      where t.title_id = ${TITLE} and m.message_time >= ${new Date(from).toISOString()}
        and m.message_time < ${new Date(to).toISOString()}`)
    const rows = v.parse(
      v.object({
        rows: v.array(
          v.object({
            source: v.string(),
            author: v.string(),
            author_impact: v.number(),
            author_category: v.picklist(['regulars', 'bots', 'verified', 'influencers']),
          }),
        ),
      }),
      result,
    ).rows
    const tallies = new Map<string, { messages: number; weight: number }>()
    for (const row of rows) {
      const key = `${row.source}/${row.author}`
      const weight = authorWeight(row.author_impact, row.author_category as AuthorCategory)
      const tally = tallies.get(key) ?? { messages: 0, weight: 0 }
      tallies.set(key, { messages: tally.messages + 1, weight: Math.max(tally.weight, weight) })
    }
    let weightedVolume = 0
    for (const tally of tallies.values()) weightedVolume += tally.weight * cappedCount(tally.messages)
    return { messages: rows.length, uniqueAuthors: tallies.size, weightedVolume }
  }

  it('counts every stored message once in each bucket, whatever node stored it', async () => {
    const slot = Math.floor((Date.now() - 40 * 60_000) / SLOT_MS) * SLOT_MS
    // 500 messages by 30 authors in one 10-minute slot, sent to both nodes at once in 20 batches.
    const sends: Promise<number>[] = []
    for (let batch = 0; batch < 20; batch += 1) {
      const lines = Array.from({ length: 25 }, (_, i) => {
        const n = batch * 25 + i
        return line(`n${n}`, slot + ((n * 7919) % SLOT_MS), `trader${n % 30}`)
      })
      sends.push(ingest(batch % 2 === 0 ? nodeA : nodeB, lines))
    }
    const stored = (await Promise.all(sends)).reduce((sum, n) => sum + n, 0)
    expect(stored).toBe(500)
    await Promise.all([nodeA.analytics.idle(), nodeB.analytics.idle()])

    const expected = await expectedFrom(slot, slot + SLOT_MS)
    expect(expected.messages).toBe(500)
    const open = await bucket('realtime', slot)
    expect(open).toMatchObject({ messages: 500, unique_authors: expected.uniqueAuthors, closed: false })
    expect(open?.weighted_volume).toBeCloseTo(expected.weightedVolume, 6)

    // A message now moves both nodes' stream time past the slot: the bucket closes once, as stored.
    const now = Date.now()
    await Promise.all([
      ingest(nodeA, [line('late-a', now, 'closer')]),
      ingest(nodeB, [line('late-b', now, 'closer')]),
    ])
    await Promise.all([nodeA.analytics.idle(), nodeB.analytics.idle()])
    const closed = await bucket('realtime', slot)
    expect(closed).toMatchObject({
      messages: 500,
      unique_authors: expected.uniqueAuthors,
      closed: true,
      tallies: 0,
    })
    expect(closed?.weighted_volume).toBeCloseTo(expected.weightedVolume, 6)
    const bucketsClosed = nodeA.analytics.stats().bucketsClosed + nodeB.analytics.stats().bucketsClosed
    expect(bucketsClosed).toBeGreaterThanOrEqual(1)

    // The hour holding the slot is still open and has every message of it too.
    const hour = Math.floor(slot / 3_600_000) * 3_600_000
    const hourly = await expectedFrom(hour, hour + 3_600_000)
    expect(await bucket('hourly', hour)).toMatchObject({ messages: hourly.messages })
  }, 60_000)
})
