import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Batcher } from './batcher'
import { type Clock, systemClock } from './clock'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('Batcher', () => {
  it('flushes the first item at once, then at most every 4000 ms', () => {
    const flushed: string[][] = []
    const batcher = new Batcher<string>((items) => flushed.push(items), 4000, systemClock)
    batcher.push('a', 'a1')
    vi.advanceTimersByTime(0)
    expect(flushed).toEqual([['a1']])
    vi.advanceTimersByTime(100)
    batcher.push('a', 'a2')
    batcher.push('b', 'b1')
    batcher.push('a', 'a3')
    vi.advanceTimersByTime(3800)
    expect(flushed).toHaveLength(1)
    vi.advanceTimersByTime(100)
    expect(flushed).toEqual([['a1'], ['b1', 'a3']])
  })

  it('measures spacing by clock deltas: an early timer reschedules, a late one flushes at once', () => {
    let now = 0
    const timers: Array<() => void> = []
    const clock: Clock = {
      now: () => now,
      setTimeout: (callback) => timers.push(callback),
      clearTimeout: () => {},
    }
    const flushed: number[][] = []
    const batcher = new Batcher<number>((items) => flushed.push(items), 4000, clock)
    batcher.push('x', 1)
    timers.shift()?.()
    expect(flushed).toEqual([[1]])
    now = 1000
    batcher.push('x', 2)
    now = 2000 // the timer fires far too early
    timers.shift()?.()
    expect(flushed).toHaveLength(1)
    expect(timers).toHaveLength(1)
    now = 60_000 // throttled: fires very late
    timers.shift()?.()
    expect(flushed).toEqual([[1], [2]])
  })

  it('after a quiet spell, waits the gather time so a burst of one server action goes together', () => {
    const flushed: string[][] = []
    const batcher = new Batcher<string>((items) => flushed.push(items), 4000, systemClock, 250)
    batcher.push('buzz', 'b1')
    vi.advanceTimersByTime(200)
    batcher.push('post', 'p1')
    expect(flushed).toEqual([])
    vi.advanceTimersByTime(50)
    expect(flushed).toEqual([['b1', 'p1']])
    batcher.push('buzz', 'b2')
    vi.advanceTimersByTime(3999)
    expect(flushed).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(flushed).toEqual([['b1', 'p1'], ['b2']])
  })

  it('dispose drops what is pending', () => {
    const flush = vi.fn()
    const batcher = new Batcher<number>(flush, 4000, systemClock)
    batcher.push('x', 1)
    batcher.dispose()
    vi.advanceTimersByTime(10_000)
    expect(flush).not.toHaveBeenCalled()
  })
})
