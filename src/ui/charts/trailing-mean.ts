/** A value at a time (epoch ms); null where nothing was measured. */
export interface TimedValue {
  t: number
  value: number | null
}

export interface TrailingMeanOptions {
  /** Length of the window ending at each time, ms: (at − windowMs, at]. */
  windowMs: number
  /**
   * Set for series of fixed slots where a missing slot means zero (buzz: no message, no volume):
   * the mean is the window's sum over its slot count. Unset: the mean of the values present.
   */
  slotMs?: number
  /**
   * Where the data begins: a window reaching before it is shortened to the slots that begin at
   * or after it (the earlier ones are unknown).
   */
  from?: number
}

/**
 * The trailing mean of a time-sorted series at each of `at` (ascending), in one sweep: the trend
 * line a chart draws over its raw buckets. Null where the window holds no value (and, with
 * slotMs, where it holds no slot at all).
 */
export function trailingMeans(
  series: readonly TimedValue[],
  at: readonly number[],
  options: TrailingMeanOptions,
): (number | null)[] {
  const { windowMs, slotMs, from = Number.NEGATIVE_INFINITY } = options
  // Where the series' slots begin (its times are slot starts).
  const phase = slotMs && series.length > 0 ? (series[0]?.t ?? 0) % slotMs : 0
  const out: (number | null)[] = []
  let head = 0
  let tail = 0
  let sum = 0
  let count = 0
  for (const time of at) {
    while (head < series.length && (series[head]?.t ?? Number.POSITIVE_INFINITY) <= time) {
      const value = series[head]?.value
      if (value !== null && value !== undefined) {
        sum += value
        count += 1
      }
      head += 1
    }
    while (tail < head && (series[tail]?.t ?? Number.POSITIVE_INFINITY) <= time - windowMs) {
      const value = series[tail]?.value
      if (value !== null && value !== undefined) {
        sum -= value
        count -= 1
      }
      tail += 1
    }
    if (slotMs !== undefined && slotMs > 0) {
      // The slots that have begun in the window (as the sum takes every bucket that has), so a
      // window shortened by `from` does not jump each time a new slot begins.
      const lowest = Math.max(from, time - windowMs + 1)
      const slots = Math.floor((time - phase) / slotMs) - Math.ceil((lowest - phase) / slotMs) + 1
      out.push(slots >= 1 ? Math.max(0, sum) / slots : null)
    } else out.push(count > 0 ? sum / count : null)
  }
  return out
}
