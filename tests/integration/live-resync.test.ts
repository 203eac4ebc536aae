import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LIVE_EVENT, LiveMessageSchema, ResyncMessagesAckSchema } from '../../src/core'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { authorize, collect, collectUntil, connectLive } from './support/live-client'
import { startTestServer, type TestServer } from './support/server'

const OPERATOR_TOKEN = 'operator-token-for-live-resync-01'

/**
 * A client that lost its connection for under 2 minutes (a network drop, a restarted node)
 * asks for what it missed after it subscribed again: no message is lost.
 */
describe.each(DATABASE_TARGETS)('resync_messages after a reconnect on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let titleId: number
  const sockets: Awaited<ReturnType<typeof connectLive>>[] = []
  let round = 0

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, { OPERATOR_TOKEN })
    const rows = v.parse(
      v.object({ rows: v.array(v.object({ id: v.number() })) }),
      await server.database.db.execute(sql`select id from titles where active order by id limit 1`),
    ).rows
    titleId = rows[0]?.id ?? 0
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  async function ingest(count: number): Promise<void> {
    round += 1
    const body = Array.from({ length: count }, (_, i) =>
      JSON.stringify({
        source: 'resync.example',
        source_id: `r${round}-${i}`,
        type: 'news',
        time: new Date(Date.now() - 1000).toISOString(),
        sub: `Resync round ${round} message ${i}`,
        titles: [titleId],
      }),
    ).join('\n')
    const response = await fetch(`${server.base}/v6/ingest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/x-ndjson' },
      body,
    })
    expect(response.status).toBe(200)
  }

  async function subscribed() {
    const socket = await connectLive(server.base)
    sockets.push(socket)
    expect(await authorize(socket, server.config.demo.email, server.config.demo.password)).toHaveProperty(
      'result',
    )
    await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitleMessages, { titles: [titleId] })
    return socket
  }

  const idsOf = (messages: unknown[]) => messages.map((message) => v.parse(LiveMessageSchema, message).id)

  it('replays the messages published while the client was away, by last id or by time', async () => {
    const first = await subscribed()
    // The server's first batch also waits for its enrichment thread to have started.
    const live = collectUntil(first, LIVE_EVENT.message, 3)
    await ingest(3)
    const seen = idsOf(await live)
    expect(seen).toHaveLength(3)
    // Away a while after the last message it saw: the replay by time starts 200 ms before this.
    await new Promise((resolve) => setTimeout(resolve, 500))
    first.disconnect()
    const lostAt = Date.now()

    await ingest(4)

    const again = await subscribed()
    const replayed = collect(again, LIVE_EVENT.message, 1000)
    const ack = v.parse(
      ResyncMessagesAckSchema,
      await again.timeout(5000).emitWithAck(LIVE_EVENT.resyncMessages, { since_id: Math.max(...seen) }),
    )
    expect(ack).toEqual({ result: { messages: 4, complete: true } })
    const missed = idsOf(await replayed)
    expect(missed).toHaveLength(4)
    expect(Math.min(...missed)).toBeGreaterThan(Math.max(...seen))
    expect(missed).toEqual([...missed].sort((a, b) => a - b))

    const byTime = await subscribed()
    const timed = collect(byTime, LIVE_EVENT.message, 1000)
    await byTime.timeout(5000).emitWithAck(LIVE_EVENT.resyncMessages, { since: lostAt - 200 })
    expect(idsOf(await timed)).toEqual(missed)
  })

  it('answers code 13 before authorize and code 32 for a malformed request', async () => {
    const socket = await connectLive(server.base)
    sockets.push(socket)
    expect(await socket.timeout(5000).emitWithAck(LIVE_EVENT.resyncMessages, { since_id: 1 })).toMatchObject({
      error: { code: 13 },
    })
    await authorize(socket, server.config.demo.email, server.config.demo.password)
    expect(await socket.timeout(5000).emitWithAck(LIVE_EVENT.resyncMessages, { since_id: -4 })).toMatchObject(
      {
        error: { code: 32 },
      },
    )
  })
})
