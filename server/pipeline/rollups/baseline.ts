import { DAY_MS, HOUR_MS } from '../../../src/core'

/**
 * Buzz = a bucket's author-weighted volume over the title's average weighted volume at the
 * same time of day (the same bucket slot) over the previous 30 days; 1 = 100 % = average.
 *
 * - Days before the title's first bucket in the partition are not counted (a title seen for
 *   5 days averages over 5 days); days after it without messages count as 0.
 * - The average is floored at BASELINE_FLOOR weighted messages, so a quiet title's first
 *   messages do not divide by almost nothing; a title without any earlier day uses the floor.
 * - A day still in progress is measured against the part of the earlier days' volume they had
 *   reached by the same time of day (`dayShareBy`): at 09:00 a normal day reads 100 %, not 20 %.
 */

export const BASELINE_DAYS = 30
export const BASELINE_FLOOR = 0.5

export interface Baseline {
  /** Average weighted volume of the slot, floored. */
  average: number
  /** How many earlier days counted (0–30). */
  days: number
}

/** Closed buckets' weighted volumes of one (partition, title): a ring over 31 days of slots. */
export class SeriesHistory {
  /** Bucket number (start / bucket length) held in each slot; -1 when empty. */
  private readonly numbers: Int32Array
  private readonly volumes: Float32Array
  /** Start of the first bucket the title ever had in this partition (ms), or +∞. */
  first = Number.POSITIVE_INFINITY
  /** Bumped by every record: what was summed from the ring before is stale. */
  private version = 0
  private summed: { dayStart: number; days: number; version: number; cumulative: Float64Array } | null = null

  constructor(private readonly bucketMs: number) {
    const slots = Math.ceil(((BASELINE_DAYS + 1) * DAY_MS) / bucketMs)
    this.numbers = new Int32Array(slots).fill(-1)
    this.volumes = new Float32Array(slots)
  }

  private slot(number: number): number {
    return number % this.numbers.length
  }

  /** Keeps the newest bucket of a slot: a bucket 31+ days older closed later does not replace it. */
  record(start: number, weightedVolume: number): void {
    const number = Math.floor(start / this.bucketMs)
    const i = this.slot(number)
    this.version += 1
    if (start < this.first) this.first = start
    if ((this.numbers[i] ?? -1) > number) return
    this.numbers[i] = number
    this.volumes[i] = weightedVolume
  }

  /** Weighted volume of the closed bucket starting at `start`; 0 when it had no message. */
  volumeAt(start: number): number {
    const number = Math.floor(start / this.bucketMs)
    const i = this.slot(number)
    return this.numbers[i] === number ? (this.volumes[i] ?? 0) : 0
  }

  /** How many of the BASELINE_DAYS days before `start` count (days since the title's first bucket). */
  daysBefore(start: number): number {
    let days = 0
    while (days < BASELINE_DAYS && start - (days + 1) * DAY_MS >= this.first) days += 1
    return days
  }

  /** The slot's average over the earlier days, times `share` (the part of it expected so far), floored. */
  baseline(start: number, share = 1): Baseline {
    const days = this.daysBefore(start)
    let sum = 0
    for (let d = 1; d <= days; d += 1) sum += this.volumeAt(start - d * DAY_MS)
    return { average: Math.max(BASELINE_FLOOR, days === 0 ? 0 : (sum / days) * share), days }
  }

  /**
   * Of an hourly history: the volumes of the `days` days before `dayStart`, summed by hour of the
   * day and cumulated (entry h = the hours before h; entry 24 = the whole days). Kept until the
   * next record: the day in progress asks for it with every bucket it writes.
   */
  cumulativeHours(dayStart: number, days: number): Float64Array {
    const summed = this.summed
    if (summed && summed.dayStart === dayStart && summed.days === days && summed.version === this.version)
      return summed.cumulative
    const hours = DAY_MS / HOUR_MS
    const cumulative = new Float64Array(hours + 1)
    for (let h = 0; h < hours; h += 1) {
      let sum = 0
      for (let d = 1; d <= days; d += 1) sum += this.volumeAt(dayStart - d * DAY_MS + h * HOUR_MS)
      cumulative[h + 1] = (cumulative[h] ?? 0) + sum
    }
    this.summed = { dayStart, days, version: this.version, cumulative }
    return cumulative
  }

  buzz(start: number, weightedVolume: number): number {
    return weightedVolume / this.baseline(start).average
  }
}

/**
 * Weighted messages of a uniform day mixed into `dayShareBy`: a title with little hourly history
 * is expected to spread its volume evenly over the day; one with much follows its own pattern.
 */
export const SHARE_PRIOR_VOLUME = 4

/**
 * The part of a day's volume that the `days` days before `dayStart` had reached `elapsedMs` into
 * the day (0–1), from the title's hourly history: a US stock is quiet before New York opens, so
 * at 11:00 UTC its normal day has a small part behind it. The hour in progress counts pro rata.
 */
export function dayShareBy(
  hourly: SeriesHistory | undefined,
  dayStart: number,
  elapsedMs: number,
  days: number,
): number {
  const elapsed = Math.min(Math.max(elapsedMs, 0), DAY_MS)
  const uniform = elapsed / DAY_MS
  if (!hourly || days === 0) return uniform
  const cumulative = hourly.cumulativeHours(dayStart, days)
  const hours = cumulative.length - 1
  const wholeHours = Math.min(Math.floor(elapsed / HOUR_MS), hours)
  const before = cumulative[wholeHours] ?? 0
  const partOfHour = (elapsed - wholeHours * HOUR_MS) / HOUR_MS
  const reached = before + ((cumulative[Math.min(wholeHours + 1, hours)] ?? before) - before) * partOfHour
  const total = cumulative[hours] ?? 0
  return (reached + SHARE_PRIOR_VOLUME * uniform) / (total + SHARE_PRIOR_VOLUME)
}
