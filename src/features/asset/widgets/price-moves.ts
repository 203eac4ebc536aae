/** Last significant price changes: the daily moves that stand out against the period's own volatility. */

export interface DailyClose {
  t: number
  c: number
}

export interface PriceMove {
  t: number
  close: number
  /** close / previous close − 1 */
  change: number
  /** The move in standard deviations of the period's daily changes. */
  sigmas: number
}

export const MOVE_MIN_SIGMAS = 2
/** Below this a move is noise whatever the volatility (a sleepy stock's 0.8 % day). */
export const MOVE_MIN_CHANGE = 0.02
export const MOVES_SHOWN = 6

/**
 * The days whose close moved at least 2 standard deviations (of all the period's daily changes)
 * and 2 % from the close before, newest first, at most six.
 */
export function significantMoves(bars: readonly DailyClose[]): PriceMove[] {
  const sorted = [...bars].sort((a, b) => a.t - b.t)
  const changes = sorted.slice(1).flatMap((bar, i) => {
    const before = sorted[i]
    return before && before.c > 0 ? [{ t: bar.t, close: bar.c, change: bar.c / before.c - 1 }] : []
  })
  if (changes.length < 10) return []
  const mean = changes.reduce((sum, move) => sum + move.change, 0) / changes.length
  const sd = Math.sqrt(changes.reduce((sum, move) => sum + (move.change - mean) ** 2, 0) / changes.length)
  if (sd === 0) return []
  return changes
    .map((move) => ({ ...move, sigmas: Math.abs(move.change - mean) / sd }))
    .filter((move) => move.sigmas >= MOVE_MIN_SIGMAS && Math.abs(move.change) >= MOVE_MIN_CHANGE)
    .sort((a, b) => b.t - a.t)
    .slice(0, MOVES_SHOWN)
}

/** The bars from `before` trading days ahead of a day to `after` days past it, for its graph. */
export function barsAround<T extends DailyClose>(
  bars: readonly T[],
  t: number,
  before = 10,
  after = 10,
): T[] {
  const sorted = [...bars].sort((a, b) => a.t - b.t)
  const index = sorted.findIndex((bar) => bar.t === t)
  if (index < 0) return []
  return sorted.slice(Math.max(0, index - before), index + after + 1)
}
