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
import { inProcessApi } from './in-process-api'
import { TAB_HEARTBEAT_INTERVAL_MS } from './protocol'
import { createTabApi } from './tab-api'
import { TabHubClient } from './tab-client'

const session: HubSession = {
  username: 'ann@example.com',
  passwordHash: 'c'.repeat(32),
  fingerprint: 'fp',
  subscriptionValid: true,
  socketUrl: '',
}

function liveHub() {
  const { create, current: socket, goLive: live } = fakeSockets()
  const hub = new Hub({ createSocket: create, clock: systemClock, log: { warn: () => {} } })
  const goLive = () => live(session.username)
  const connection = {
    api: inProcessApi(createTabApi(hub)),
    mode: 'leader' as const,
    listener: <T>(h: T) => h,
  }
  return { hub, socket, goLive, connection }
}

function update(id: number, buzz: number): BuzzUpdate {
  return {
    id,
    buzz,
    sentiment: -0.5,
    sentiment_score: sentimentScore(-0.5),
    icon: sentimentIcon(-0.5),
    icon_color: sentimentColor(-0.5),
    time: 1,
    partition: 'realtime',
  }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('TabHubClient', () => {
  it('hands session and subscriptions to the hub and delivers batches', async () => {
    const a = liveHub()
    const client = new TabHubClient('tab-1')
    const received: BuzzUpdate[][] = []
    client.setSession(session)
    client.subscribeTitles({ titles: [7] }, (updates) => received.push(updates))
    client.adopt(a.connection)
    await settle()
    a.goLive()
    await settle()
    expect(client.getStatus().ready).toBe(true)
    expect(
      a
        .socket()
        .emits('subscribe_title')
        .map((e) => e.payload),
    ).toEqual([{ titles: [7] }])
    a.socket().serverSends('buzz', update(7, 1.5))
    await vi.advanceTimersByTimeAsync(LIVE_GATHER_MS)
    expect(received).toEqual([[update(7, 1.5)]])
    client.close()
  })

  it('replays everything to a new hub (a new leader) and ignores the old one', async () => {
    const a = liveHub()
    const b = liveHub()
    const client = new TabHubClient('tab-1')
    const received: number[] = []
    client.adopt(a.connection)
    client.setSession(session)
    client.subscribeTitles({ titles: [1, 2] }, (updates) => received.push(...updates.map((u) => u.buzz)))
    await settle()
    a.goLive()
    await settle()
    client.adopt(b.connection)
    await settle()
    b.goLive()
    await settle()
    expect(b.hub.currentSession).toEqual(session)
    expect(b.hub.serverInterest()).toEqual([{ partition: 'realtime', titles: [1, 2] }])
    a.socket().serverSends('buzz', update(1, 9))
    b.socket().serverSends('buzz', update(1, 3))
    await vi.advanceTimersByTimeAsync(4000)
    expect(received).toEqual([3])
    client.close()
  })

  it('a tab that joins before it knows its session leaves the shared socket open', async () => {
    const { create, sockets, goLive } = fakeSockets()
    const hub = new Hub({ createSocket: create, clock: systemClock, log: { warn: () => {} } })
    const connection = () => ({
      api: inProcessApi(createTabApi(hub)),
      mode: 'leader' as const,
      listener: <T>(h: T) => h,
    })
    const first = new TabHubClient('tab-1')
    first.setSession(session)
    first.adopt(connection())
    await settle()
    goLive()
    await settle()
    // A second tab says hello while its auth state and configuration are still loading.
    const second = new TabHubClient('tab-2')
    second.adopt(connection())
    await settle()
    expect(hub.currentSession).toEqual(session)
    expect(hub.status().ready).toBe(true)
    second.setSession(session)
    await settle()
    expect(sockets).toHaveLength(1)
    expect(sockets[0]?.connected).toBe(true)
    first.close()
    second.close()
  })

  it('ends a subscription that was cancelled before the hub answered', async () => {
    const a = liveHub()
    const client = new TabHubClient('tab-1')
    client.adopt(a.connection)
    const stop = client.subscribeTitles({ titles: [5] }, () => {})
    stop()
    await settle()
    expect(a.hub.serverInterest()).toEqual([])
    client.close()
  })

  it('does nothing for an empty title list', async () => {
    const a = liveHub()
    const client = new TabHubClient('tab-1')
    client.adopt(a.connection)
    client.subscribeTitles({ titles: [] }, () => {})
    await settle()
    expect(a.hub.serverInterest()).toEqual([])
    client.close()
  })

  it('says hello again and replays when the hub forgot the tab', async () => {
    const a = liveHub()
    const client = new TabHubClient('tab-1')
    client.adopt(a.connection)
    client.subscribeTitles({ titles: [4] }, () => {})
    await settle()
    a.hub.detachTab('tab-1')
    expect(a.hub.serverInterest()).toEqual([])
    await vi.advanceTimersByTimeAsync(TAB_HEARTBEAT_INTERVAL_MS)
    await settle()
    expect(a.hub.serverInterest()).toEqual([{ partition: 'realtime', titles: [4] }])
    client.close()
    expect(a.hub.tabCount).toBe(0)
  })
})
