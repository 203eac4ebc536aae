import { describe, expect, it } from 'vitest'
import {
  createRequestQueue,
  createRouteQueues,
  DEFAULT_PRIORITY,
  requestPriority,
  routeConcurrency,
  routePrefix,
  SEARCH_PRIORITY,
} from './queue'

describe('route prefix', () => {
  it('is the first path segment after the origin', () => {
    expect(routePrefix('https://api.example/v6/titles/1/info?x=1')).toEqual({
      origin: 'https://api.example',
      prefix: '/v6',
    })
    expect(routePrefix('/userdata/requestpasswordreset/a@b.c').prefix).toBe('/userdata')
    expect(routeConcurrency('/v6')).toBe(4)
    expect(routeConcurrency('/userdata')).toBe(10)
  })

  it('gives every prefix and origin its own queue with its own limit', () => {
    const queues = createRouteQueues()
    const v6 = queues.forUrl('https://api.example/v6/a')
    expect(queues.forUrl('https://api.example/v6/b?q=1')).toBe(v6)
    expect(queues.forUrl('https://other.example/v6/a')).not.toBe(v6)
    expect(queues.forUrl('/userdata/x')).not.toBe(v6)
  })
})

describe('request queue', () => {
  it('grants up to the concurrency at once, then by priority and arrival', async () => {
    const queue = createRequestQueue(2)
    const order: string[] = []
    const first = await queue.acquire(50)
    const second = await queue.acquire(50)
    expect(queue.running).toBe(2)
    const waits = [
      queue.acquire(50).then((release) => order.push('low-1') && release),
      queue.acquire(100).then((release) => order.push('high') && release),
      queue.acquire(50).then((release) => order.push('low-2') && release),
    ]
    expect(queue.waiting).toBe(3)
    first?.()
    first?.()
    await Promise.resolve()
    expect(queue.running).toBe(2)
    second?.()
    await Promise.all(waits.slice(0, 2))
    expect(order).toEqual(['high', 'low-1'])
    expect(queue.waiting).toBe(1)
  })

  it('drops a waiter whose signal aborts', async () => {
    const queue = createRequestQueue(1)
    const held = await queue.acquire(50)
    const controller = new AbortController()
    const waiting = queue.acquire(50, controller.signal)
    controller.abort()
    await expect(waiting).resolves.toBeNull()
    expect(queue.waiting).toBe(0)
    held?.()
    expect(queue.running).toBe(0)
  })
})

describe('request priority', () => {
  it('is 100 for a non-empty query, searchQuery or term in the URL or the body, else 50', () => {
    expect(requestPriority({ term: 'tsla' }, undefined)).toBe(SEARCH_PRIORITY)
    expect(requestPriority({ searchQuery: ['x'] }, undefined)).toBe(SEARCH_PRIORITY)
    expect(requestPriority(undefined, { query: 'bitcoin', limit: 5 })).toBe(SEARCH_PRIORITY)
    expect(requestPriority({ query: '' }, { term: ' ' })).toBe(DEFAULT_PRIORITY)
    expect(requestPriority({ limit: 5 }, { titles: [1] })).toBe(DEFAULT_PRIORITY)
    expect(requestPriority(undefined, ['query'])).toBe(DEFAULT_PRIORITY)
  })
})
