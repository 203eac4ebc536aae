import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db'
import { SUBSCRIPTION_CHECK_MS } from '../../server/live'
import { md5Hex } from '../../server/seed'
import {
  AuthorizeAckSchema,
  BuzzUpdateSchema,
  LIVE_EVENT,
  LiveMessageSchema,
  LiveSignalSchema,
  StreamPostSchema,
  SubscribeAckSchema,
  TickSchema,
} from '../../src/core'
import { byAuthors, insertTitles, storedMessage } from './rollups-fixtures'
import { createTestUser } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { authorize, collect, connectLive, disconnected, nextEvent } from './support/live-client'
import { startTestServer, type TestServer } from './support/server'

const DAY_MS = 86_400_000
type LiveSocket = Awaited<ReturnType<typeof connectLive>>

describe.each(DATABASE_TARGETS)('live socket on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  const sockets: LiveSocket[] = []

  async function connect(): Promise<LiveSocket> {
    const socket = await connectLive(server.base)
    sockets.push(socket)
    return socket
  }

  /** Messages about `titles` now, through the server's own analytics (as the ingest half hands them over). */
  let batch = 0
  async function ingestNow(titles: number[], authors = 3): Promise<void> {
    batch += 1
    await server.analytics.messagesStored(byAuthors(authors, Date.now(), titles, `b${batch}-`))
  }

  async function authorizedSocket(): Promise<LiveSocket> {
    const socket = await connect()
    const ack = v.parse(
      AuthorizeAckSchema,
      await authorize(socket, server.config.demo.email, server.config.demo.password),
    )
    expect('result' in ack).toBe(true)
    return socket
  }

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url, {}, { liveAuthTimeoutMs: 1500, analyticsTickMs: 0 })
    await insertTitles(server.database.db, [1, 2, 3, 7, 4242, 4243, 4244, 4245])
  })
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect()
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  it('acknowledges a valid authorize with the user', async () => {
    const socket = await connect()
    const ack = await authorize(socket, server.config.demo.email.toUpperCase(), server.config.demo.password)
    expect(v.parse(AuthorizeAckSchema, ack)).toEqual({
      result: { user_id: server.demoUser.user.id, username: server.config.demo.email },
    })
    expect(socket.connected).toBe(true)
  })

  it('answers wrong credentials with code 13 and closes the socket', async () => {
    const socket = await connect()
    const closed = disconnected(socket)
    const ack = v.parse(
      AuthorizeAckSchema,
      await authorize(socket, server.config.demo.email, 'wrong password'),
    )
    expect(ack).toEqual({ error: expect.objectContaining({ code: 13, internalCode: 'INVALID_CREDENTIALS' }) })
    expect(await closed).toBe('io server disconnect')
  })

  it('answers an unknown user with code 13 and closes the socket', async () => {
    const socket = await connect()
    const closed = disconnected(socket)
    const ack = v.parse(AuthorizeAckSchema, await authorize(socket, 'nobody@example.test', 'whatever1'))
    expect(ack).toMatchObject({ error: { code: 13 } })
    await closed
  })

  it('answers a malformed authorize with code 32 and closes the socket', async () => {
    const socket = await connect()
    const closed = disconnected(socket)
    const ack = await socket.timeout(5000).emitWithAck(LIVE_EVENT.authorize, { username: 'x' })
    expect(v.parse(AuthorizeAckSchema, ack)).toMatchObject({ error: { code: 32 } })
    await closed
  })

  it('refuses a user whose subscription expired, with code 13', async () => {
    const user = await createTestUser(server, { validUntil: new Date(Date.now() - DAY_MS) })
    const socket = await connect()
    const closed = disconnected(socket)
    const ack = v.parse(AuthorizeAckSchema, await authorize(socket, user.email, user.password))
    expect(ack).toMatchObject({ error: { code: 13 } })
    await closed
  })

  it('closes an authorized socket when the subscription ends', async () => {
    const user = await createTestUser(server, { validUntil: new Date(Date.now() + 2500) })
    const socket = await connect()
    const closed = disconnected(socket)
    expect(await authorize(socket, user.email, user.password)).toMatchObject({
      result: { username: user.email },
    })
    expect(socket.connected).toBe(true)
    await closed
  })

  it('closes an authorized socket within seconds when its subscription is revoked', async () => {
    const user = await createTestUser(server, { validUntil: new Date(Date.now() + DAY_MS) })
    const socket = await connect()
    expect(await authorize(socket, user.email, user.password)).toHaveProperty('result')
    const closed = disconnected(socket, SUBSCRIPTION_CHECK_MS + 3000)
    await server.database.db
      .update(users)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(users.id, user.row.id))
    await closed
  })

  it('keeps the socket of a renewed subscription open past its old end', async () => {
    const user = await createTestUser(server, { validUntil: new Date(Date.now() + 2500) })
    const socket = await connect()
    expect(await authorize(socket, user.email, user.password)).toHaveProperty('result')
    await server.database.db
      .update(users)
      .set({ validUntil: new Date(Date.now() + DAY_MS) })
      .where(eq(users.id, user.row.id))
    await new Promise((resolve) => setTimeout(resolve, SUBSCRIPTION_CHECK_MS + 2000))
    expect(socket.connected).toBe(true)
  })

  it('refuses an inactive account with code 16', async () => {
    const user = await createTestUser(server, { active: false })
    const socket = await connect()
    const closed = disconnected(socket)
    expect(await authorize(socket, user.email, user.password)).toMatchObject({ error: { code: 16 } })
    await closed
  })

  it('lets an unauthorized socket subscribe to nothing', async () => {
    const socket = await connect()
    const updates = collect(socket, LIVE_EVENT.buzz, 400)
    for (const [event, payload] of [
      [LIVE_EVENT.subscribeTitle, { titles: [101] }],
      [LIVE_EVENT.subscribeTitlePartition, { titles: [101], partition: 'daily_5am' }],
      [LIVE_EVENT.unsubscribeTitle, { titles: [101] }],
    ] as const) {
      const ack = v.parse(SubscribeAckSchema, await socket.timeout(5000).emitWithAck(event, payload))
      expect(ack).toMatchObject({ error: { code: 13 } })
    }
    expect(await updates).toEqual([])
    const rooms = server.io.of('/').adapter.rooms
    expect([...rooms.keys()].filter((room) => room.startsWith('title:'))).toEqual([])
  })

  it('closes a socket that does not authorize in time', async () => {
    const socket = await connect()
    expect(await disconnected(socket, 4000)).toBe('io server disconnect')
  })

  it('sends buzz updates for a subscribed title after ingest, and stops after unsubscribe', async () => {
    const socket = await authorizedSocket()
    const ack = await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [4242, 4242] })
    expect(v.parse(SubscribeAckSchema, ack)).toEqual({ result: { titles: [4242] } })

    const arrival = nextEvent(socket, LIVE_EVENT.buzz)
    await server.analytics.messagesStored([
      storedMessage({
        at: Date.now(),
        titleIds: [4242],
        author: 'a',
        sentiment: 0.5,
        sentimentLabel: 'positive',
      }),
      storedMessage({
        at: Date.now(),
        titleIds: [4242],
        author: 'b',
        sentiment: 0.1,
        sentimentLabel: 'positive',
      }),
    ])
    const update = v.parse(BuzzUpdateSchema, await arrival)
    // A new title has no earlier day: 2 ordinary authors over the floor of 0.5 → buzz 4; mean 0.3.
    expect(update).toEqual({
      id: 4242,
      buzz: 4,
      sentiment: 0.3,
      sentiment_score: 23.1,
      icon: 'grin',
      icon_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      time: expect.any(Number),
      partition: 'realtime',
      bucket_start: expect.any(Number),
    })
    expect(Math.abs(update.time - Date.now())).toBeLessThan(5000)
    // The 10-minute bucket the figures belong to (the explore list takes only today's bucket live).
    expect(update.bucket_start).toBe(Math.floor(update.time / 600_000) * 600_000)

    const off = await socket.timeout(5000).emitWithAck(LIVE_EVENT.unsubscribeTitle, { titles: [4242] })
    expect(v.parse(SubscribeAckSchema, off)).toEqual({ result: { titles: [4242] } })
    const after = collect(socket, LIVE_EVENT.buzz, 1500)
    await ingestNow([4242])
    expect(await after).toEqual([])
  })

  it('sends at most one buzz update per title and partition a second, the latest last', async () => {
    const socket = await authorizedSocket()
    await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [4243] })
    const updates = collect(socket, LIVE_EVENT.buzz, 4000)
    const started = Date.now()
    for (let i = 0; i < 20; i += 1) await ingestNow([4243], 1)
    const took = Date.now() - started
    const sameBucket = Math.floor(started / 600_000) === Math.floor(Date.now() / 600_000)
    const received = (await updates).map((u) => v.parse(BuzzUpdateSchema, u))
    // One at once, then at most one a second while batches come, plus the held-back latest.
    expect(received.length).toBeGreaterThanOrEqual(2)
    expect(received.length).toBeLessThanOrEqual(Math.floor(took / 1000) + 2)
    expect(received.length).toBeLessThan(20)
    // 20 authors in the 10-minute bucket: the last update carries all of them (20 / 0.5 = 40).
    if (sameBucket) expect(received.at(-1)?.buzz).toBe(40)
  })

  it('keeps partitions apart', async () => {
    const socket = await authorizedSocket()
    const ack = await socket
      .timeout(5000)
      .emitWithAck(LIVE_EVENT.subscribeTitlePartition, { titles: [7], partition: 'daily_5am' })
    expect(v.parse(SubscribeAckSchema, ack)).toEqual({ result: { titles: [7] } })
    const updates = collect(socket, LIVE_EVENT.buzz, 800)
    await ingestNow([7])
    const received = (await updates).map((u) => v.parse(BuzzUpdateSchema, u))
    expect(received.map((u) => [u.id, u.partition])).toEqual([[7, 'daily_5am']])

    await socket
      .timeout(5000)
      .emitWithAck(LIVE_EVENT.unsubscribeTitlePartition, { titles: [7], partition: 'daily_5am' })
    const after = collect(socket, LIVE_EVENT.buzz, 1500)
    await ingestNow([7])
    expect(await after).toEqual([])
  })

  it('sends each socket only the titles it subscribed to', async () => {
    const a = await authorizedSocket()
    const b = await authorizedSocket()
    await a.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [1] })
    await b.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [2] })
    const both = Promise.all([collect(a, LIVE_EVENT.buzz, 800), collect(b, LIVE_EVENT.buzz, 800)])
    await ingestNow([1, 2])
    const [forA, forB] = await both
    expect(forA.map((u) => v.parse(BuzzUpdateSchema, u).id)).toEqual([1])
    expect(forB.map((u) => v.parse(BuzzUpdateSchema, u).id)).toEqual([2])
  })

  it('answers a subscription to an unknown title with 404 and still joins the known ones', async () => {
    const socket = await authorizedSocket()
    const unknown = await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [999_999] })
    expect(v.parse(SubscribeAckSchema, unknown)).toEqual({
      error: { code: 404, internalCode: 'NOT_FOUND', en: 'Unknown title: 999999' },
    })
    const mixed = await socket
      .timeout(5000)
      .emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [4244, 999_998] })
    expect(v.parse(SubscribeAckSchema, mixed)).toMatchObject({ error: { code: 404 } })
    const rooms = [...server.io.of('/').adapter.rooms.keys()]
    expect(rooms).toContain('title:realtime:4244')
    expect(rooms.some((room) => room.endsWith(':999999') || room.endsWith(':999998'))).toBe(false)
    // A title added later is found then.
    await insertTitles(server.database.db, [4245])
    const added = await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [4245] })
    expect(v.parse(SubscribeAckSchema, added)).toEqual({ result: { titles: [4245] } })
  })

  it('sends title messages, stream posts and ticks to their subscribers; a new tick list replaces the old', async () => {
    const socket = await authorizedSocket()
    const everything = await authorizedSocket()
    for (const event of [LIVE_EVENT.subscribeTitleMessages, LIVE_EVENT.subscribeStreamPosts]) {
      const ack = await socket.timeout(5000).emitWithAck(event, { titles: [3] })
      expect(v.parse(SubscribeAckSchema, ack)).toEqual({ result: { titles: [3] } })
    }
    const all = await everything.timeout(5000).emitWithAck(LIVE_EVENT.subscribeStreamPosts, { all: true })
    expect(v.parse(SubscribeAckSchema, all)).toEqual({ result: { titles: [] } })
    const message = nextEvent(socket, LIVE_EVENT.message)
    const post = nextEvent(socket, LIVE_EVENT.post)
    const postToAll = nextEvent(everything, LIVE_EVENT.post)
    const tweet = storedMessage({
      at: Date.now(),
      titleIds: [3],
      type: 'tweets',
      source: 'x.com',
      sub: 'ACME rallies',
    })
    await server.analytics.messagesStored([tweet])
    expect(v.parse(LiveMessageSchema, await message)).toMatchObject({
      id: tweet.id,
      title_ids: [3],
      so: 'x.com',
      sub: 'ACME rallies',
    })
    // An earnings release is an AI update of its own: to the title's and to the all-posts subscribers.
    const release = storedMessage({ at: Date.now(), titleIds: [3], type: 'earnings', sub: 'ACME results' })
    await server.analytics.messagesStored([release])
    const written = v.parse(StreamPostSchema, await post)
    expect(written).toMatchObject({ type: 'earnings', title_ids: [3] })
    expect(v.parse(StreamPostSchema, await postToAll).uuid).toBe(written.uuid)

    await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitleTicks, { titles: [2] })
    await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitleTicks, { titles: [3] })
    const ticks = collect(socket, LIVE_EVENT.tick, 800)
    const t = Date.now()
    const quote = (titleId: number, c: number) => ({
      titleId,
      interval: '10m' as const,
      t: new Date(t),
      o: c,
      h: c,
      l: c,
      c,
      v: 10,
    })
    await server.analytics.quotesStored([quote(2, 50), quote(3, 101.5)])
    expect((await ticks).map((tick) => v.parse(TickSchema, tick))).toEqual([{ id: 3, value: 101.5, time: t }])
  })

  it('pushes standard alerts to std_signal subscribers', async () => {
    const socket = await authorizedSocket()
    expect(await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeStdSignals, {})).toEqual({
      result: { subscribed: 'std_signals' },
    })
    expect(await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeSignals)).toEqual({
      result: { subscribed: 'signals' },
    })
    // A separate stream (its own stream time) publishing through the server's rooms: five days
    // of 2 authors in one 10-minute slot half an hour ago, then today 4 authors and an ad-hoc.
    const { createAnalytics } = await import('../../server/pipeline/analytics')
    const analytics = createAnalytics({
      db: server.database.db,
      live: server.publisher,
      logger: server.logger,
      tickMs: 0,
    })
    const slot = Math.floor((Date.now() - 30 * 60_000) / 600_000) * 600_000 + 60_000
    for (let day = 5; day >= 1; day -= 1)
      await analytics.messagesStored(byAuthors(2, slot - day * DAY_MS, [4244]))
    const signal = nextEvent(socket, LIVE_EVENT.stdSignal)
    await analytics.messagesStored([
      ...byAuthors(4, slot, [4244]),
      storedMessage({ at: slot, titleIds: [4244], type: 'adhoc', author: 'issuer' }),
      storedMessage({ at: Date.now() - 1000, titleIds: [4245] }),
    ])
    expect(v.parse(LiveSignalSchema, await signal)).toMatchObject({
      kind: 'adhoc_buzz',
      title_id: 4244,
      rule_id: null,
      time: slot - 60_000 + 600_000,
      data: { buzz: 2.5, adhoc: 1 },
    })
    await analytics.stop()
  })

  it('answers malformed subscriptions with code 32 and joins nothing', async () => {
    const socket = await authorizedSocket()
    for (const [event, payload] of [
      [LIVE_EVENT.subscribeTitle, { titles: ['AAPL'] }],
      [LIVE_EVENT.subscribeTitle, undefined],
      [LIVE_EVENT.subscribeTitlePartition, { titles: [1] }],
      [LIVE_EVENT.subscribeTitlePartition, { titles: [1], partition: 'Not A Partition!' }],
    ] as const) {
      const ack = await socket.timeout(5000).emitWithAck(event, payload)
      expect(v.parse(SubscribeAckSchema, ack)).toMatchObject({ error: { code: 32 } })
    }
    expect([...server.io.of('/').adapter.rooms.keys()].filter((r) => r.startsWith('title:'))).toEqual([])
  })

  it('survives events without an acknowledgement callback', async () => {
    const socket = await connect()
    socket.emit(LIVE_EVENT.subscribeTitle, { titles: [3] })
    socket.emit(LIVE_EVENT.authorize, {
      username: server.config.demo.email,
      password: md5Hex(server.config.demo.password),
      fingerprint: 'no-ack',
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    socket.emit(LIVE_EVENT.subscribeTitle, { titles: [3] })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const update = nextEvent(socket, LIVE_EVENT.buzz)
    await ingestNow([3])
    expect(v.parse(BuzzUpdateSchema, await update).id).toBe(3)
  })

  it('accepts the websocket transport only', async () => {
    const response = await fetch(`${server.base}/socket.io/?EIO=4&transport=polling`)
    expect(response.status).toBe(400)
  })
})
