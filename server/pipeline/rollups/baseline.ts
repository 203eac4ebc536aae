import { DAY_MS } from '../../../src/core'

/**
 * Buzz = a bucket's author-weighted volume over the title's average weighted volume at the
 * same time of day (the same bucket slot) over the previous 30 days; 1 = 100 % = average.
 *
 * - Days before the title's first bucket in the partition are not counted (a title seen for
 *   5 days averages over 5 days); days after it without messages count as 0.
 * - The average is floored at BASELINE_FLOOR weighted messages, so a quiet title's first
 *   messages do not divide by almost nothing; a title without any earlier day uses the floor.
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

  baseline(start: number): Baseline {
    let sum = 0
    let days = 0
    for (let d = 1; d <= BASELINE_DAYS; d += 1) {
      const earlier = start - d * DAY_MS
      if (earlier < this.first) break
      sum += this.volumeAt(earlier)
      days += 1
    }
    return { average: Math.max(BASELINE_FLOOR, days === 0 ? 0 : sum / days), days }
  }

  buzz(start: number, weightedVolume: number): number {
    return weightedVolume / this.baseline(start).average
  }
}
