import { describe, expect, it } from 'vitest'
import { directedReturn } from './returns'
import { stddevsAbove } from './signals'
import { summarisePicks } from './summary'

describe('pick rules', () => {
  it('measures a day against its 30-day baseline with days without messages as 0', () => {
    // 15 days of 10 messages and 15 silent days: mean 5, spread 5.
    expect(stddevsAbove(20, 150, 1500)).toBeCloseTo(3, 6)
    // A steady title: the spread is floored at one message.
    expect(stddevsAbove(14, 300, 3000)).toBeCloseTo(4, 6)
    expect(stddevsAbove(16, 8 * 10, 8 * 100, 8)).toBeCloseTo(6, 6)
  })

  it('turns a price move into the return of the pick’s direction', () => {
    expect(directedReturn('long', 100, 110)).toBeCloseTo(0.1, 9)
    expect(directedReturn('short', 100, 110)).toBeCloseTo(-0.1, 9)
    expect(directedReturn('short', 50, 45)).toBeCloseTo(0.1, 9)
  })

  it('summarises each horizon over the picks that reached it', () => {
    const summary = summarisePicks([
      { direction: 'long', returns: { d1: 0.02, d5: 0.1, d20: null } },
      { direction: 'short', returns: { d1: -0.01, d5: null, d20: null } },
      { direction: 'long', returns: { d1: null, d5: null, d20: null } },
    ])
    expect(summary).toEqual({
      picks: 3,
      long: 2,
      short: 1,
      d1: { count: 2, mean_return: 0.005, hit_rate: 0.5 },
      d5: { count: 1, mean_return: 0.1, hit_rate: 1 },
      d20: { count: 0, mean_return: null, hit_rate: null },
    })
  })
})
