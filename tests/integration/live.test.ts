import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { md5Hex } from '../../server/seed'
import { AuthorizeAckSchema, BuzzUpdateSchema, LIVE_EVENT, SubscribeAckSchema } from '../../src/core'
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
    server = await startTestServer(database.url, { LIVE_DEMO_INTERVAL_MS: '50' }, { liveAuthTimeoutMs: 1500 })
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

  it('sends buzz updates for a subscribed title, and stops after unsubscribe', async () => {
    const socket = await authorizedSocket()
    const ack = await socket.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [4242, 4242] })
    expect(v.parse(SubscribeAckSchema, ack)).toEqual({ result: { titles: [4242] } })

    const updates = (await collect(socket, LIVE_EVENT.buzz, 600)).map((u) => v.parse(BuzzUpdateSchema, u))
    expect(updates.length).toBeGreaterThanOrEqual(3)
    for (const update of updates) {
      expect(update.id).toBe(4242)
      expect(update.partition).toBe('realtime')
      expect(update.buzz).toBeGreaterThan(0)
      expect(update.sentiment).toBeGreaterThanOrEqual(-1)
      expect(update.sentiment).toBeLessThanOrEqual(1)
      expect(Math.abs(update.time - Date.now())).toBeLessThan(5000)
    }
    const times = updates.map((u) => u.time)
    expect([...times].sort((a, b) => a - b)).toEqual(times)

    const off = await socket.timeout(5000).emitWithAck(LIVE_EVENT.unsubscribeTitle, { titles: [4242] })
    expect(v.parse(SubscribeAckSchema, off)).toEqual({ result: { titles: [4242] } })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await collect(socket, LIVE_EVENT.buzz, 300)).toEqual([])
  })

  it('keeps partitions apart', async () => {
    const socket = await authorizedSocket()
    const ack = await socket
      .timeout(5000)
      .emitWithAck(LIVE_EVENT.subscribeTitlePartition, { titles: [7], partition: 'daily_5am' })
    expect(v.parse(SubscribeAckSchema, ack)).toEqual({ result: { titles: [7] } })
    const update = v.parse(BuzzUpdateSchema, await nextEvent(socket, LIVE_EVENT.buzz))
    expect(update).toMatchObject({ id: 7, partition: 'daily_5am' })

    await socket.timeout(5000).emitWithAck(LIVE_EVENT.unsubscribeTitle, { titles: [7] })
    const stillPartitioned = (await collect(socket, LIVE_EVENT.buzz, 300)).map((u) =>
      v.parse(BuzzUpdateSchema, u),
    )
    expect(stillPartitioned.length).toBeGreaterThan(0)
    expect(stillPartitioned.every((u) => u.partition === 'daily_5am')).toBe(true)

    await socket
      .timeout(5000)
      .emitWithAck(LIVE_EVENT.unsubscribeTitlePartition, { titles: [7], partition: 'daily_5am' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await collect(socket, LIVE_EVENT.buzz, 300)).toEqual([])
  })

  it('sends each socket only the titles it subscribed to', async () => {
    const a = await authorizedSocket()
    const b = await authorizedSocket()
    await a.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [1] })
    await b.timeout(5000).emitWithAck(LIVE_EVENT.subscribeTitle, { titles: [2] })
    const [forA, forB] = await Promise.all([
      collect(a, LIVE_EVENT.buzz, 400),
      collect(b, LIVE_EVENT.buzz, 400),
    ])
    expect(new Set(forA.map((u) => v.parse(BuzzUpdateSchema, u).id))).toEqual(new Set([1]))
    expect(new Set(forB.map((u) => v.parse(BuzzUpdateSchema, u).id))).toEqual(new Set([2]))
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
    const update = v.parse(BuzzUpdateSchema, await nextEvent(socket, LIVE_EVENT.buzz))
    expect(update.id).toBe(3)
  })

  it('accepts the websocket transport only', async () => {
    const response = await fetch(`${server.base}/socket.io/?EIO=4&transport=polling`)
    expect(response.status).toBe(400)
  })
})
