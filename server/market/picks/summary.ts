import type { PicksSummary } from '../../../src/core'

interface Summarised {
  direction: 'long' | 'short'
  returns: { d1: number | null; d5: number | null; d20: number | null }
}

const round = (value: number) => Math.round(value * 10_000) / 10_000

/** Counts, mean directed return and hit rate per horizon, over the picks that have reached it. */
export function summarisePicks(picks: readonly Summarised[]): PicksSummary {
  const horizon = (key: 'd1' | 'd5' | 'd20') => {
    const returns = picks.map((pick) => pick.returns[key]).filter((value) => value !== null)
    if (returns.length === 0) return { count: 0, mean_return: null, hit_rate: null }
    return {
      count: returns.length,
      mean_return: round(returns.reduce((sum, value) => sum + value, 0) / returns.length),
      hit_rate: round(returns.filter((value) => value > 0).length / returns.length),
    }
  }
  return {
    picks: picks.length,
    long: picks.filter((pick) => pick.direction === 'long').length,
    short: picks.filter((pick) => pick.direction === 'short').length,
    d1: horizon('d1'),
    d5: horizon('d5'),
    d20: horizon('d20'),
  }
}
