import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../server/db'
import { SUBSCRIPTION_CHECK_MS, titleRoom } from '../../../server/live'
import { BuzzUpdateSchema, LIVE_EVENT, REALTIME_PARTITION } from '../../../src/core'
import { byAuthors, insertTitles } from '../rollups-fixtures'
import { createTestUser } from '../support/accounts'
import {
  createPostgresDatabase,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  type TestDatabase,
} from '../support/environment'
import { authorize, collect, connectLive, disconnected, nextEvent } from '../support/live-client'
import { startTestServer, type TestServer } from '../support/server'

type LiveSocket = Awaited<ReturnType<typeof connectLive>>

/**
 * Two server nodes sharing live fan-out through the Redis adapter, on one PostgreSQL
 * database (or, without TEST_DATABASE_URL, each on its own PGlite with the same demo
 * user). Needs TEST_REDIS_URL; in CI its absence already failed the run (support/environment).
 */
describe.skipIf(TEST_REDIS_URL === null)('two nodes sharing the Redis adapter', () => {
  const redisUrl = TEST_REDIS_URL ?? ''
  let database: TestDatabase | null = null
  let nodeA: TestServer
  let nodeB: TestServer
  const sockets: LiveSocket[] = []

  async function authorizedOn(
    node: TestServer,
    email = node.config.demo.email,
    password = node.config.demo.password,
  ) {
    const socket = await connectLive(node.base)
    sockets.push(socket)
    expect(await authorize(socket, email, password)).toHaveProperty('result')
    return socket
  }

  beforeAll(async () => {
    database = TEST_DATABASE_URL ? await createPostgresDatabase(TEST_DATABASE_URL) : null
    const url = database?.url ?? 'memory://'
    nodeA = await startTestServer(url, { REDIS_URL: redisUrl }, { analyticsTickMs: 0 })
    nodeB = await startTestServer(url, { REDIS_URL: redisUrl }, { analyticsTickMs: 0 })
    // Subscriptions need known titles; without a shared database each node has its own.
    const ids = [900_001, 900_002, 900_010, 900_020]
    await insertTitles(nodeA.database.db, ids)
    if (!database) await insertTitles(nodeB.database.db, ids)
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })
  afterAll(async () => {
    await nodeB?.close()
    await nodeA?.close()
    await database?.drop()
  })

  it('delivers a room broadcast from node A to a socket on node B', async () => {
    const onA = await authorizedOn(nodeA)
    const onB = await authorizedOn(nodeB)
    await onA.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [900_001] })
    await onB.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [900_001] })

    const update = {
      id: 900_001,
      buzz: 2.5,
      sentiment: 0.5,
      sentiment_score: 33.3,
      icon: 'grin',
      icon_color: '#000000',
      time: Date.now(),
      partition: REALTIME_PARTITION,
    }
    const arrivals = Promise.all([
      nextEvent(onA, LIVE_EVENT.buzz).then((u) => v.parse(BuzzUpdateSchema, u)),
      nextEvent(onB, LIVE_EVENT.buzz).then((u) => v.parse(BuzzUpdateSchema, u)),
    ])
    // Published through the adapter, as the real pipeline will publish from any node.
    nodeB.io.to(titleRoom(REALTIME_PARTITION, 900_002)).emit('buzz', { ...update, id: 900_002 })
    nodeA.io.to(titleRoom(REALTIME_PARTITION, 900_001)).emit('buzz', update)
    const [a, b] = await arrivals
    expect(a).toEqual(update)
    // Node B's socket hears node A only through Redis, and gets exactly this update.
    expect(b).toEqual(update)
  })

  it('sees room members of both nodes from either node', async () => {
    const onA = await authorizedOn(nodeA)
    const onB = await authorizedOn(nodeB)
    await onA.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [900_010] })
    await onB.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [900_010] })
    const room = titleRoom(REALTIME_PARTITION, 900_010)
    const fromA = await nodeA.io.in(room).fetchSockets()
    const fromB = await nodeB.io.in(room).fetchSockets()
    expect(new Set(fromA.map((s) => s.id))).toEqual(new Set([onA.id, onB.id]))
    expect(new Set(fromB.map((s) => s.id))).toEqual(new Set([onA.id, onB.id]))
  })

  it('delivers a buzz update produced by ingest on node B to sockets on both nodes, once each', async () => {
    const onA = await authorizedOn(nodeA)
    const onB = await authorizedOn(nodeB)
    for (const socket of [onA, onB]) {
      const ack = await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [900_020] })
      expect(ack).toEqual({ result: { titles: [900_020] } })
    }
    const received = Promise.all([collect(onA, LIVE_EVENT.buzz, 1500), collect(onB, LIVE_EVENT.buzz, 1500)])
    // The batch is handed to node B's analytics, as node B's ingest would.
    await nodeB.analytics.messagesStored(byAuthors(3, Date.now(), [900_020]))
    const [forA, forB] = await received
    const expected = { id: 900_020, partition: REALTIME_PARTITION, buzz: 6 }
    expect(forA.map((u) => v.parse(BuzzUpdateSchema, u))).toEqual([expect.objectContaining(expected)])
    expect(forB.map((u) => v.parse(BuzzUpdateSchema, u))).toEqual([expect.objectContaining(expected)])
  })

  it.skipIf(TEST_DATABASE_URL === null)(
    'closes the sockets of a revoked subscription on every node',
    async () => {
      const user = await createTestUser(nodeA, { validUntil: new Date(Date.now() + 86_400_000) })
      const onA = await authorizedOn(nodeA, user.email, user.password)
      const onB = await authorizedOn(nodeB, user.email, user.password)
      const closed = Promise.all([
        disconnected(onA, SUBSCRIPTION_CHECK_MS + 3000),
        disconnected(onB, SUBSCRIPTION_CHECK_MS + 3000),
      ])
      await nodeA.database.db
        .update(users)
        .set({ validUntil: new Date(Date.now() - 60_000) })
        .where(eq(users.id, user.row.id))
      await closed
    },
  )

  it('authorizes on either node with the same account store', async () => {
    const user = await createTestUser(nodeA)
    if (database) {
      await authorizedOn(nodeB, user.email, user.password)
    } else {
      // Separate PGlite stores: the account exists on node A only.
      const socket = await connectLive(nodeB.base)
      sockets.push(socket)
      expect(await authorize(socket, user.email, user.password)).toMatchObject({ error: { code: 13 } })
      await authorizedOn(nodeA, user.email, user.password)
    }
  })
})
