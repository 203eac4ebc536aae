import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIVE_GATHER_MS, type Tick } from '../../src/core'
import { hubOnFakeSockets, TEST_SESSION } from './fake-socket.test-support'

const session = TEST_SESSION

function setup() {
  const base = hubOnFakeSockets(vi.fn())
  const tab = (tabId: string) => {
    const { events, batches } = base.tab(tabId)
    const ticks = () => batches().flatMap((event) => (event.ticks ? [event.ticks] : []))
    return { events, ticks }
  }
  const tickLists = () => base.emitted('subscribe_title_ticks')
  return { ...base, tab, tickLists }
}

const tick = (id: number, value: number, time = 1): Tick => ({ id, value, time })

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('Hub tick subscriptions', () => {
  it("asks the server for the union of every tab's tick titles, and a tab's new list replaces its old one", () => {
    const { hub, goLive, tab, tickLists } = setup()
    tab('t1')
    tab('t2')
    hub.setSession(session)
    goLive()
    const first = hub.subscribeTicks('t1', [3, 1])
    hub.subscribeTicks('t2', [2, 3])
    const second = hub.subscribeTicks('t1', [4])
    expect(second).not.toBe(first)
    expect(tickLists()).toEqual([{ titles: [1, 3] }, { titles: [1, 2, 3] }, { titles: [2, 3, 4] }])
    // The replaced subscription is gone: ending it changes nothing.
    hub.unsubscribeTicks('t1', first)
    expect(tickLists()).toHaveLength(3)
    hub.unsubscribeTicks('t1', second)
    expect(hub.serverTickTitles()).toEqual([2, 3])
    hub.detachTab('t2')
    // subscribe_title_ticks replaces the socket's list: an empty list ends the last ticks.
    expect(tickLists().at(-1)).toEqual({ titles: [] })
  })

  it('does nothing for an empty title list (no server call, the earlier subscription stays)', () => {
    const { hub, goLive, tab, tickLists } = setup()
    tab('t1')
    hub.setSession(session)
    goLive()
    hub.subscribeTicks('t1', [5])
    hub.subscribeTicks('t1', [])
    expect(tickLists()).toEqual([{ titles: [5] }])
    expect(hub.serverTickTitles()).toEqual([5])
  })

  it('sends at most the 5,000 tick titles the server takes in one list', () => {
    const { hub, goLive, tab, tickLists } = setup()
    tab('t1')
    hub.setSession(session)
    goLive()
    hub.subscribeTicks(
      't1',
      Array.from({ length: 6000 }, (_, i) => 6000 - i),
    )
    expect(tickLists()).toEqual([{ titles: Array.from({ length: 5000 }, (_, i) => i + 1) }])
  })

  it('queues ticks until the connection is ready and restores them once after a reconnect', () => {
    const { hub, socket, goLive, tab, tickLists } = setup()
    tab('t1')
    hub.setSession(session)
    hub.subscribeTicks('t1', [8, 9])
    expect(tickLists()).toEqual([])
    goLive()
    expect(tickLists()).toEqual([{ titles: [8, 9] }])
    socket().serverDrops('transport close')
    goLive()
    expect(tickLists()).toEqual([{ titles: [8, 9] }, { titles: [8, 9] }])
  })

  it('batches ticks per tab with the 4-second batcher, the newest per title', () => {
    const { hub, socket, goLive, tab } = setup()
    const t1 = tab('t1')
    const t2 = tab('t2')
    hub.setSession(session)
    goLive()
    const id = hub.subscribeTicks('t1', [1, 2])
    hub.subscribeTicks('t2', [2])
    socket().serverSends('tick', tick(1, 10))
    vi.advanceTimersByTime(LIVE_GATHER_MS)
    expect(t1.ticks()).toEqual([{ subscriptionId: id, ticks: [tick(1, 10)] }])
    socket().serverSends('tick', tick(1, 11, 2))
    socket().serverSends('tick', tick(2, 20, 2))
    socket().serverSends('tick', tick(1, 12, 3))
    socket().serverSends('tick', tick(7, 70, 3))
    socket().serverSends('tick', { id: 'x' })
    vi.advanceTimersByTime(3999)
    expect(t1.ticks()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(t1.ticks()[1]?.ticks).toEqual([tick(2, 20, 2), tick(1, 12, 3)])
    expect(t2.ticks().flatMap((batch) => batch.ticks)).toEqual([tick(2, 20, 2)])
  })

  it("hands pending ticks to the tab's newer subscription, dropping titles it no longer wants", () => {
    const { hub, socket, goLive, tab } = setup()
    const t1 = tab('t1')
    hub.setSession(session)
    goLive()
    hub.subscribeTicks('t1', [1])
    socket().serverSends('tick', tick(1, 1))
    vi.advanceTimersByTime(LIVE_GATHER_MS)
    socket().serverSends('tick', tick(1, 2))
    const newer = hub.subscribeTicks('t1', [2])
    socket().serverSends('tick', tick(2, 3))
    vi.advanceTimersByTime(4000)
    expect(t1.ticks().at(-1)).toEqual({ subscriptionId: newer, ticks: [tick(2, 3)] })
  })

  it('ignores a 404 answer to a tick subscription and logs other refusals', async () => {
    const { hub, socket, goLive, tab, log } = setup()
    tab('t1')
    hub.setSession(session)
    goLive()
    hub.subscribeTicks('t1', [1])
    log.warn.mockClear()
    socket()
      .lastEmit('subscribe_title_ticks')
      ?.ack(null, { error: { code: 404, internalCode: 'NOT_FOUND' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(log.warn).not.toHaveBeenCalled()
    hub.subscribeTicks('t1', [2])
    socket()
      .lastEmit('subscribe_title_ticks')
      ?.ack(null, { error: { code: 32, internalCode: 'INVALID_PARAMETERS' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(log.warn).toHaveBeenCalledWith(
      'subscribe_title_ticks refused',
      expect.objectContaining({ code: 32 }),
    )
  })
})
