import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIVE_GATHER_MS, type StreamPost } from '../../src/core'
import { hubOnFakeSockets, TEST_SESSION } from './fake-socket.test-support'

const session = TEST_SESSION

function post(n: number, time = n): StreamPost {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    time,
    type: 'buzz_rise',
    region: 'US',
    title_ids: [1001],
    title_type: 'company',
    title_name: 'Apple',
    headline: `Apple: buzz at ${n}.0× its usual level`,
    text: 'Buzz is up.',
    sources: [],
    image_url: null,
    figures: { buzz: n },
  }
}

function setup() {
  const base = hubOnFakeSockets(vi.fn())
  const tab = (tabId: string) => {
    const { batches } = base.tab(tabId)
    const posts = () => batches().flatMap((event) => (event.posts ? [event.posts] : []))
    return { posts }
  }
  const asks = () => base.emitted('subscribe_stream_posts')
  return { ...base, tab, asks }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('Hub stream posts', () => {
  it('asks the server once for every post however many tabs want them, and stops with the last tab', () => {
    const { hub, goLive, tab, asks } = setup()
    tab('t1')
    tab('t2')
    hub.setSession(session)
    const first = hub.subscribeStreamPosts('t1')
    expect(asks()).toEqual([])
    goLive()
    expect(asks()).toEqual([{ all: true }])
    hub.subscribeStreamPosts('t2')
    expect(asks()).toEqual([{ all: true }])
    hub.unsubscribeStreamPosts('t1', first)
    expect(hub.serverWantsPosts).toBe(true)
    hub.detachTab('t2')
    expect(asks()).toEqual([{ all: true }, { titles: [] }])
  })

  it('delivers posts to every subscribed tab in the 4-second batch, oldest first, and drops malformed ones', () => {
    const { hub, socket, goLive, tab, log } = setup()
    const t1 = tab('t1')
    const t2 = tab('t2')
    const t3 = tab('t3')
    hub.setSession(session)
    goLive()
    const id1 = hub.subscribeStreamPosts('t1')
    const id2 = hub.subscribeStreamPosts('t2')
    socket().serverSends('post', post(1))
    vi.advanceTimersByTime(LIVE_GATHER_MS)
    expect(t1.posts()).toEqual([{ subscriptionId: id1, posts: [post(1)] }])
    socket().serverSends('post', post(3, 30))
    socket().serverSends('post', post(2, 20))
    socket().serverSends('post', { uuid: 'x' })
    vi.advanceTimersByTime(3999)
    expect(t1.posts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(t1.posts()[1]?.posts.map((p) => p.uuid)).toEqual([post(2).uuid, post(3).uuid])
    expect(t2.posts().flatMap((batch) => batch.posts)).toHaveLength(3)
    expect(t2.posts()[0]?.subscriptionId).toBe(id2)
    expect(t3.posts()).toEqual([])
    expect(log.warn).toHaveBeenCalledWith('malformed stream post', { uuid: 'x' })
  })

  it('asks again after the connection comes back', () => {
    const { hub, socket, goLive, tab, asks } = setup()
    tab('t1')
    hub.setSession(session)
    goLive()
    hub.subscribeStreamPosts('t1')
    socket().serverDrops()
    goLive()
    expect(asks()).toEqual([{ all: true }, { all: true }])
  })
})
