import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveSignal } from '../../src/core'
import { hubOnFakeSockets, TEST_SESSION } from './fake-socket.test-support'

function signal(id: number): LiveSignal {
  return {
    trigger_id: id,
    kind: 'buzz_patterns',
    rule_id: 4,
    title_id: 1001,
    time: 1000,
    series_id: null,
    data: { b: 310 },
  }
}

function setup() {
  const base = hubOnFakeSockets(vi.fn())
  const tab = (tabId: string) => {
    const { events } = base.tab(tabId)
    const alerts = () => events.flatMap((event) => (event.type === 'alert' ? [event] : []))
    const counts = () => events.flatMap((event) => (event.type === 'alert-count' ? [event.unseen] : []))
    return { alerts, counts }
  }
  return { ...base, tab }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('Hub alerts', () => {
  it('asks the server once, toasts each alert in the tab the user looks at, at once, and counts it everywhere', () => {
    const { hub, socket, goLive, tab, emitted } = setup()
    const t1 = tab('t1')
    const t2 = tab('t2')
    const t3 = tab('t3')
    hub.setSession(TEST_SESSION)
    const id1 = hub.subscribeAlerts('t1', { visible: true, focusedAt: 10 })
    hub.subscribeAlerts('t2', { visible: true, focusedAt: 20 })
    expect(emitted('subscribe_signals')).toEqual([])
    goLive()
    expect(emitted('subscribe_signals')).toEqual([{}])

    socket().serverSends('signal', signal(1))
    // No batching delay: the alert is there before any timer runs.
    expect(t2.alerts()).toEqual([expect.objectContaining({ toast: true, unseen: 1, signal: signal(1) })])
    expect(t1.alerts()).toEqual([
      { type: 'alert', subscriptionId: id1, signal: signal(1), toast: false, unseen: 1 },
    ])
    expect(t3.alerts()).toEqual([])

    // The same alert again (at-least-once delivery) is dropped; focus moves the next toast.
    socket().serverSends('signal', signal(1))
    hub.setPresence('t1', { visible: true, focusedAt: 30 })
    socket().serverSends('signal', signal(2))
    expect(t1.alerts().map((a) => [a.signal.trigger_id, a.toast])).toEqual([
      [1, false],
      [2, true],
    ])
    expect(t2.alerts().map((a) => a.unseen)).toEqual([1, 2])

    hub.markAlertsSeen()
    expect(t1.counts().at(-1)).toBe(0)
    expect(t2.counts().at(-1)).toBe(0)
    expect(emitted('subscribe_signals')).toEqual([{}])
  })

  it('drops malformed alerts and stops with the tab', () => {
    const { hub, socket, goLive, tab, emitted, log } = setup()
    const t1 = tab('t1')
    hub.setSession(TEST_SESSION)
    goLive()
    hub.subscribeAlerts('t1', { visible: false, focusedAt: 0 })
    expect(emitted('subscribe_signals')).toEqual([{}])
    socket().serverSends('signal', { trigger_id: 'x' })
    expect(log.warn).toHaveBeenCalledWith('malformed signal', { trigger_id: 'x' })
    socket().serverSends('signal', signal(5))
    expect(t1.alerts().map((a) => a.toast)).toEqual([true])
    hub.detachTab('t1')
    socket().serverSends('signal', signal(6))
    expect(t1.alerts()).toHaveLength(1)
  })
})
