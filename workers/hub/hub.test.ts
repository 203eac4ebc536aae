import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type BuzzUpdate,
  LIVE_GATHER_MS,
  sentimentColor,
  sentimentIcon,
  sentimentScore,
} from '../../src/core'
import { systemClock } from './clock'
import type { HubSession } from './contract'
import { fakeSockets } from './fake-socket.test-support'
import { Hub } from './hub'
import { type HubEvent, TAB_SILENCE_LIMIT_MS } from './protocol'

const session: HubSession = {
  username: 'ann@example.com',
  passwordHash: 'b'.repeat(32),
  fingerprint: 'fp',
  subscriptionValid: true,
  socketUrl: '',
}

function buzz(id: number, value: number, partition = 'realtime'): BuzzUpdate {
  return {
    id,
    buzz: value,
    sentiment: 0.2,
    sentiment_score: sentimentScore(0.2),
    icon: sentimentIcon(0.2),
    icon_color: sentimentColor(0.2),
    time: Date.now(),
    partition,
  }
}

function setup() {
  const { sockets, create, current: socket, goLive: live } = fakeSockets()
  const watchers = new Map<string, () => void>()
  const log = { warn: vi.fn() }
  const hub = new Hub({
    createSocket: create,
    clock: systemClock,
    log,
    watchTab: (tabId, onGone) => watchers.set(tabId, onGone),
  })
  const goLive = () => live(session.username)
  const tab = (tabId: string) => {
    const events: HubEvent[] = []
    hub.attachTab(tabId, (event) => events.push(event))
    const updates = () =>
      events.flatMap((event) => (event.type === 'batch' ? event.batches.flatMap((b) => b.updates) : []))
    const statuses = () => events.flatMap((event) => (event.type === 'status' ? [event.status] : []))
    return { events, updates, statuses }
  }
  return { hub, sockets, socket, goLive, tab, watchers, log }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('Hub', () => {
  it('opens the socket only for a valid subscription and closes it when that ends', () => {
    const { hub, sockets, socket, tab } = setup()
    tab('t1')
    hub.setSession({ ...session, subscriptionValid: false })
    expect(sockets).toHaveLength(0)
    hub.setSession(session)
    expect(socket().connectCalls).toBe(1)
    hub.setSession({ ...session, subscriptionValid: false })
    expect(socket().active).toBe(false)
    expect(hub.status().socket).toBe('CLOSED')
  })

  it('queues subscriptions made before ready and sends them once ready, each with a unique id', () => {
    const { hub, socket, goLive, tab } = setup()
    tab('t1')
    hub.setSession(session)
    const a = hub.subscribe('t1', { titles: [1, 2] })
    const b = hub.subscribe('t1', { titles: [3], partition: 'daily_5am' })
    expect(a).not.toBe(b)
    expect(socket().emits('subscribe_title')).toHaveLength(0)
    goLive()
    expect(
      socket()
        .emits('subscribe_title')
        .map((e) => e.payload),
    ).toEqual([{ titles: [1, 2] }])
    expect(
      socket()
        .emits('subscribe_title_partition')
        .map((e) => e.payload),
    ).toEqual([{ titles: [3], partition: 'daily_5am' }])
  })

  it('asks the server only for titles no other subscription of the partition needs, and releases them last', () => {
    const { hub, socket, goLive, tab } = setup()
    tab('t1')
    tab('t2')
    hub.setSession(session)
    goLive()
    const a = hub.subscribe('t1', { titles: [1, 2] })
    const b = hub.subscribe('t2', { titles: [2, 3] })
    hub.subscribe('t2', { titles: [2], partition: 'daily_5am' })
    expect(
      socket()
        .emits('subscribe_title')
        .map((e) => e.payload),
    ).toEqual([{ titles: [1, 2] }, { titles: [3] }])
    hub.unsubscribe('t1', a)
    expect(
      socket()
        .emits('unsubscribe_title')
        .map((e) => e.payload),
    ).toEqual([{ titles: [1] }])
    hub.unsubscribe('t2', b)
    expect(
      socket()
        .emits('unsubscribe_title')
        .map((e) => e.payload),
    ).toEqual([{ titles: [1] }, { titles: [2, 3] }])
    expect(hub.serverInterest()).toEqual([{ partition: 'daily_5am', titles: [2] }])
  })

  it('does nothing for an empty title list', () => {
    const { hub, socket, goLive, tab } = setup()
    tab('t1')
    hub.setSession(session)
    goLive()
    hub.subscribe('t1', { titles: [] })
    expect(socket().emits('subscribe_title')).toHaveLength(0)
  })

  it('makes no server call at all for an empty title list, in any partition', () => {
    const { hub, socket, goLive, tab } = setup()
    tab('t1')
    hub.setSession(session)
    goLive()
    const before = socket().emitted.length
    hub.subscribe('t1', { titles: [] })
    hub.subscribe('t1', { titles: [], partition: 'daily_5am' })
    hub.subscribeTicks('t1', [])
    expect(socket().emitted).toHaveLength(before)
    expect(hub.serverInterest()).toEqual([])
  })

  it('restores title, partition and tick subscriptions exactly once after each reconnect', () => {
    const { hub, socket, goLive, tab } = setup()
    tab('t1')
    tab('t2')
    hub.setSession(session)
    goLive()
    hub.subscribe('t1', { titles: [1, 2] })
    hub.subscribe('t2', { titles: [2, 3] })
    hub.subscribe('t2', { titles: [4], partition: 'daily_5am' })
    hub.subscribeTicks('t1', [5])
    const subscribeEvents = ['subscribe_title', 'subscribe_title_partition', 'subscribe_title_ticks']
    for (let reconnect = 0; reconnect < 2; reconnect++) {
      const before = socket().emitted.length
      socket().serverDrops('transport close')
      goLive()
      const restored = socket()
        .emitted.slice(before)
        .filter((e) => subscribeEvents.includes(e.event))
        .map((e) => [e.event, e.payload])
      expect(restored).toEqual([
        ['subscribe_title', { titles: [1, 2, 3] }],
        ['subscribe_title_partition', { titles: [4], partition: 'daily_5am' }],
        ['subscribe_title_ticks', { titles: [5] }],
      ])
    }
  })

  it('restores every live subscription once after a reconnect', () => {
    const { hub, socket, goLive, tab } = setup()
    tab('t1')
    hub.setSession(session)
    goLive()
    hub.subscribe('t1', { titles: [1] })
    hub.subscribe('t1', { titles: [1, 2] })
    socket().serverDrops('transport close')
    expect(hub.status().reconnecting).toBe(true)
    goLive()
    expect(
      socket()
        .emits('subscribe_title')
        .map((e) => e.payload),
    ).toEqual([{ titles: [1] }, { titles: [2] }, { titles: [1, 2] }])
  })

  it('tells the tabs when the socket is ready again after a loss, not when it first opens', () => {
    const { hub, socket, goLive, tab } = setup()
    const t1 = tab('t1')
    hub.setSession(session)
    goLive()
    expect(hub.status().resumedAt).toBeNull()
    vi.setSystemTime(Date.parse('2026-11-24T10:00:00Z'))
    socket().serverDrops('transport close')
    goLive()
    expect(hub.status().resumedAt).toBe(Date.parse('2026-11-24T10:00:00Z'))
    expect(t1.statuses().at(-1)).toMatchObject({ ready: true, resumedAt: Date.parse('2026-11-24T10:00:00Z') })
    // Another user's first connection is a start again.
    hub.setSession({ ...session, username: 'bob@example.com' })
    const before = hub.status().resumedAt
    vi.setSystemTime(Date.parse('2026-11-24T10:05:00Z'))
    socket().serverDrops('transport close')
    expect(hub.status().resumedAt).toBe(before)
  })

  it('batches updates per tab, newest per title, at most every 4000 ms', () => {
    const { hub, socket, goLive, tab } = setup()
    const t1 = tab('t1')
    hub.setSession(session)
    goLive()
    hub.subscribe('t1', { titles: [1, 2] })
    socket().serverSends('buzz', buzz(1, 1.1))
    vi.advanceTimersByTime(LIVE_GATHER_MS)
    expect(t1.updates().map((u) => u.buzz)).toEqual([1.1])
    socket().serverSends('buzz', buzz(1, 1.2))
    socket().serverSends('buzz', buzz(2, 2.0))
    socket().serverSends('buzz', buzz(1, 1.3))
    vi.advanceTimersByTime(3999)
    expect(t1.updates()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(t1.updates().map((u) => [u.id, u.buzz])).toEqual([
      [1, 1.1],
      [2, 2.0],
      [1, 1.3],
    ])
  })

  it('routes updates by partition and records the last message', () => {
    const { hub, socket, goLive, tab } = setup()
    const t1 = tab('t1')
    const t2 = tab('t2')
    hub.setSession(session)
    goLive()
    hub.subscribe('t1', { titles: [1] })
    hub.subscribe('t2', { titles: [1], partition: 'daily_5am' })
    const update = buzz(1, 0.9, 'daily_5am')
    socket().serverSends('buzz', update)
    vi.advanceTimersByTime(4000)
    expect(t1.updates()).toHaveLength(0)
    expect(t2.updates()).toEqual([update])
    expect(hub.status().lastMessage).toEqual({ event: 'buzz', payload: update })
    expect(hub.status().lastMessageAt).toBe(Date.now() - 4000)
  })

  it('ignores malformed updates and 404 answers, and logs other subscription errors', async () => {
    const { hub, socket, goLive, tab, log } = setup()
    const t1 = tab('t1')
    hub.setSession(session)
    goLive()
    hub.subscribe('t1', { titles: [1] })
    socket().serverSends('buzz', { id: 'one' })
    vi.advanceTimersByTime(4000)
    expect(t1.updates()).toHaveLength(0)
    log.warn.mockClear()
    socket()
      .lastEmit('subscribe_title')
      ?.ack(null, { error: { code: 404, internalCode: 'NOT_FOUND' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(log.warn).not.toHaveBeenCalled()
    hub.subscribe('t1', { titles: [9] })
    socket()
      .lastEmit('subscribe_title')
      ?.ack(null, { error: { code: 13, internalCode: 'INVALID_CREDENTIALS' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(log.warn).toHaveBeenCalledWith('subscribe_title refused', expect.objectContaining({ code: 13 }))
  })

  it('tells every tab about connection changes at once', () => {
    const { hub, goLive, tab } = setup()
    const t1 = tab('t1')
    const t2 = tab('t2')
    hub.setSession(session)
    goLive()
    expect(t1.statuses().at(-1)?.ready).toBe(true)
    expect(t2.statuses().at(-1)?.ready).toBe(true)
  })

  it('drops a dead tab (its lock was released) with its subscriptions', () => {
    const { hub, socket, goLive, tab, watchers } = setup()
    tab('t1')
    tab('t2')
    hub.setSession(session)
    goLive()
    hub.subscribe('t1', { titles: [1] })
    hub.subscribe('t2', { titles: [2] })
    watchers.get('t1')?.()
    expect(hub.tabCount).toBe(1)
    expect(
      socket()
        .emits('unsubscribe_title')
        .map((e) => e.payload),
    ).toEqual([{ titles: [1] }])
    expect(hub.status().ready).toBe(true)
  })

  it('drops tabs silent for longer than the heartbeat limit, and closes the socket with the last tab', () => {
    const { hub, socket, goLive, tab } = setup()
    tab('t1')
    tab('t2')
    hub.setSession(session)
    goLive()
    vi.advanceTimersByTime(TAB_SILENCE_LIMIT_MS / 2)
    expect(hub.touchTab('t2')).toBe(true)
    vi.advanceTimersByTime(TAB_SILENCE_LIMIT_MS / 2 + TAB_SILENCE_LIMIT_MS / 5 + 1)
    expect(hub.touchTab('t1')).toBe(false)
    expect(hub.tabCount).toBe(1)
    hub.detachTab('t2')
    expect(socket().active).toBe(false)
    expect(hub.status().socket).toBe('CLOSED')
  })

  it('a tab saying hello again starts afresh (it replays its subscriptions itself)', () => {
    const { hub, socket, goLive, tab } = setup()
    tab('t1')
    hub.setSession(session)
    goLive()
    hub.subscribe('t1', { titles: [1] })
    tab('t1')
    expect(
      socket()
        .emits('unsubscribe_title')
        .map((e) => e.payload),
    ).toEqual([{ titles: [1] }])
    expect(() => hub.subscribe('nobody', { titles: [1] })).toThrow()
  })
})
