import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type BuzzUpdate, BuzzUpdateSchema, TickSchema } from '../../src/core'
import { createLivePublisher, type LiveEmit } from './publisher'

function buzz(id: number, value: number, partition = 'realtime'): BuzzUpdate {
  return {
    id,
    buzz: value,
    sentiment: 0,
    sentiment_score: 0,
    icon: 'meh',
    icon_color: '#9e9e9e',
    time: 0,
    partition,
  }
}

describe('live publisher', () => {
  const sent: [string | string[], string, unknown][] = []
  const emit: LiveEmit = (rooms, event, ...args) => {
    sent.push([rooms, event, args[0]])
  }
  beforeEach(() => {
    vi.useFakeTimers()
    sent.length = 0
  })
  afterEach(() => vi.useRealTimers())

  it('sends at most one buzz per room and second, the latest value last', () => {
    const publisher = createLivePublisher(emit, { now: Date.now })
    for (let i = 1; i <= 50; i += 1) publisher.buzz(buzz(7, i))
    publisher.buzz(buzz(8, 1))
    expect(sent.map(([room, , p]) => [room, v.parse(BuzzUpdateSchema, p).buzz])).toEqual([
      ['title:realtime:7', 1],
      ['title:realtime:8', 1],
    ])
    vi.advanceTimersByTime(999)
    expect(sent).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(sent.at(-1)?.[0]).toBe('title:realtime:7')
    expect(v.parse(BuzzUpdateSchema, sent.at(-1)?.[2]).buzz).toBe(50)
    vi.advanceTimersByTime(5000)
    expect(sent).toHaveLength(3)
    publisher.buzz(buzz(7, 51))
    expect(sent).toHaveLength(4)
    publisher.close()
  })

  it('keeps partitions and ticks in rooms of their own', () => {
    const publisher = createLivePublisher(emit, { now: Date.now })
    publisher.buzz(buzz(7, 1, 'daily_5am'))
    publisher.tick({ id: 7, value: 10.5, time: 1 })
    publisher.message({
      id: 1,
      title_ids: [7, 8],
      type: 'news',
      so: 'example.com',
      author: null,
      sub: 's',
      body: '',
      url: null,
      lang: 'en',
      time: 1,
      sentiment: null,
      sentiment_score: null,
      key_events_v2: {},
    })
    publisher.stdSignal({
      trigger_id: 1,
      kind: 'high_buzz',
      rule_id: null,
      title_id: 7,
      time: 1,
      series_id: null,
      data: {},
    })
    publisher.signal(11, {
      trigger_id: 2,
      kind: 'buzz_patterns',
      rule_id: 3,
      title_id: 7,
      time: 1,
      series_id: null,
      data: {},
    })
    expect(sent.map(([room, event]) => [room, event])).toEqual([
      ['title:daily_5am:7', 'buzz'],
      ['ticks:7', 'tick'],
      [['messages:7', 'messages:8'], 'message'],
      ['std_signals', 'std_signal'],
      ['signals:11', 'signal'],
    ])
    publisher.close()
  })

  it('flushes held-back updates on close and sends nothing after', () => {
    const publisher = createLivePublisher(emit, { now: Date.now })
    publisher.tick({ id: 7, value: 1, time: 1 })
    publisher.tick({ id: 7, value: 2, time: 2 })
    publisher.close()
    publisher.tick({ id: 7, value: 3, time: 3 })
    vi.advanceTimersByTime(5000)
    expect(sent.map(([, , p]) => v.parse(TickSchema, p).value)).toEqual([1, 2])
  })
})
