/**
 * Axis bounds rounded to a power-of-ten step (data-interface §9 "Price chart axis bounds are
 * rounded to a power-of-ten step"): the step is the power of ten just below the data's span.
 */
export function axisBounds(min: number, max: number): { min: number; max: number; step: number } {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { min: 0, max: 1, step: 1 }
  const low = Math.min(min, max)
  const high = Math.max(min, max)
  const span = high - low
  const reference = span > 0 ? span : Math.abs(high) || 1
  const step = 10 ** Math.floor(Math.log10(reference))
  const lower = Math.floor(low / step) * step
  const upper = Math.ceil(high / step) * step
  return { min: lower, max: upper > lower ? upper : lower + step, step }
}

/** The index of the point nearest to `x` in points sorted by x (binary search); -1 when empty. */
export function nearestIndex<T>(points: readonly T[], x: number, xOf: (point: T) => number): number {
  if (points.length === 0) return -1
  let low = 0
  let high = points.length - 1
  while (low < high) {
    const mid = (low + high) >> 1
    const point = points[mid]
    if (point !== undefined && xOf(point) < x) low = mid + 1
    else high = mid
  }
  const after = points[low]
  const before = points[low - 1]
  if (before !== undefined && after !== undefined && x - xOf(before) <= xOf(after) - x) return low - 1
  return low
}
