import { DAY_MS, HOUR_MS, HOURLY_PARTITION, type PartitionSpec, partitionSpec } from '../../../src/core'
import { BASELINE_DAYS, BASELINE_FLOOR, type Baseline, dayShareBy, type SeriesHistory } from './baseline'
import { BucketDelta, type BucketFigures, type RollupMessage } from './bucket'
import { partitionsOf } from './partitions'

/**
 * Buckets are point in time. Stream time (the watermark) is the latest message time seen
 * (never ahead of the clock). A bucket closes once the watermark passes its end plus
 * LATENESS_MS; a message arriving for a bucket that is already closed — or would already be,
 * had it had messages — is stored by the ingest half but counted in no closed bucket.
 *
 * The figures themselves live in the database (buzz_buckets + buzz_bucket_authors), added to
 * atomically by whatever node ingested a message; the engine holds stream time, the closed-bucket
 * history buzz is measured against, and the open buckets this node knows of.
 */
export const LATENESS_MS = 5 * 60_000

export interface RollupRow {
  partition: string
  titleId: number
  start: number
  end: number
  figures: BucketFigures
  /** Weighted volume over the slot's 30-day average (1 = average). */
  buzz: number
  /** How many earlier days the average had (0–30). */
  baselineDays: number
  closed: boolean
}

export interface BucketRef {
  partition: string
  titleId: number
  start: number
  end: number
}

/** An hour in progress is expected to have at least this part of a usual hour (10 minutes' worth). */
export const IN_PROGRESS_MIN_SHARE = 1 / 6
/** Buckets longer than 10 minutes are measured against the part of a usual one behind them. */
const IN_PROGRESS_MIN_BUCKET_MS = HOUR_MS

function measuredInProgress(bucketMs: number): boolean {
  return bucketMs >= IN_PROGRESS_MIN_BUCKET_MS
}

const bucketLengths = new Map<string, number>()

function bucketLength(partition: string): number {
  let length = bucketLengths.get(partition)
  if (length === undefined) {
    length = partitionSpec(partition)?.bucketMs ?? 0
    bucketLengths.set(partition, length)
  }
  return length
}

export function seriesKey(partition: string, titleId: number): string {
  return `${partition}|${titleId}`
}

export function bucketKey(bucket: Pick<BucketRef, 'partition' | 'titleId' | 'start'>): string {
  return `${bucket.partition}|${bucket.titleId}|${bucket.start}`
}

/**
 * Splits buckets due to close into waves that can each be closed in one statement: a bucket
 * whose baseline includes another due bucket of its series (the same slot 1–30 days earlier)
 * comes in a later wave, after that one's volume is in the history. Usually there is one wave.
 */
export function closingWaves(due: readonly BucketRef[]): BucketRef[][] {
  const sorted = [...due].sort((a, b) => a.start - b.start)
  const waveOf = new Map<string, number>()
  const bySeries = new Map<string, BucketRef[]>()
  const waves: BucketRef[][] = []
  for (const bucket of sorted) {
    const series = seriesKey(bucket.partition, bucket.titleId)
    const earlier = bySeries.get(series) ?? []
    let wave = 0
    for (const other of earlier) {
      const gap = bucket.start - other.start
      if (gap > 0 && gap % DAY_MS === 0 && gap <= BASELINE_DAYS * DAY_MS)
        wave = Math.max(wave, (waveOf.get(bucketKey(other)) ?? 0) + 1)
    }
    waveOf.set(bucketKey(bucket), wave)
    earlier.push(bucket)
    bySeries.set(series, earlier)
    let list = waves[wave]
    if (!list) {
      list = []
      waves[wave] = list
    }
    list.push(bucket)
  }
  return waves
}

export interface BatchDeltas {
  /** What the batch adds, one delta per bucket it touches. */
  deltas: BucketDelta[]
  /** (message, title, partition) counts skipped because their bucket was closed. */
  late: number
}

export class RollupEngine {
  /** Open buckets this node wrote to or found at start, by key. */
  private readonly open = new Map<string, BucketRef>()
  private readonly histories = new Map<string, SeriesHistory>()
  private readonly historyLoadedAt = new Map<string, number>()
  watermark = Number.NEGATIVE_INFINITY

  constructor(readonly latenessMs = LATENESS_MS) {}

  /** The (partition, title) series a batch touches, with their partition. */
  seriesOf(messages: readonly RollupMessage[]): Map<string, { spec: PartitionSpec; titleId: number }> {
    const found = new Map<string, { spec: PartitionSpec; titleId: number }>()
    for (const message of messages) {
      for (const spec of partitionsOf(message.source)) {
        for (const titleId of message.titleIds) found.set(seriesKey(spec.name, titleId), { spec, titleId })
      }
    }
    return found
  }

  /** Whether a series has no history yet, or one loaded before `loadedBefore`. */
  needsHistory(key: string, loadedBefore: number): boolean {
    const at = this.historyLoadedAt.get(key)
    return at === undefined || at < loadedBefore
  }

  /** Installs a series' history (loaded from the store at `at`) before its buckets are computed. */
  setHistory(key: string, history: SeriesHistory, at: number): void {
    this.histories.set(key, history)
    this.historyLoadedAt.set(key, at)
  }

  historyOf(partition: string, titleId: number): SeriesHistory | undefined {
    return this.histories.get(seriesKey(partition, titleId))
  }

  isClosed(end: number): boolean {
    return end + this.latenessMs <= this.watermark
  }

  /** A bucket ending at or before this time is due to close. */
  get closeBefore(): number {
    return this.watermark - this.latenessMs
  }

  /** What a batch adds to its buckets; buckets already closed by stream time get nothing. */
  deltasOf(messages: readonly RollupMessage[]): BatchDeltas {
    const deltas = new Map<string, BucketDelta>()
    let late = 0
    for (const message of messages) {
      const time = message.messageTime.getTime()
      const titleIds = message.titleIds.length > 1 ? new Set(message.titleIds) : message.titleIds
      for (const spec of partitionsOf(message.source)) {
        const start = Math.floor((time - spec.offsetMs) / spec.bucketMs) * spec.bucketMs + spec.offsetMs
        const end = start + spec.bucketMs
        for (const titleId of titleIds) {
          const key = bucketKey({ partition: spec.name, titleId, start })
          let delta = deltas.get(key)
          if (!delta) {
            if (this.isClosed(end)) {
              late += 1
              continue
            }
            delta = new BucketDelta(spec.name, titleId, start, end)
            deltas.set(key, delta)
          }
          delta.add(message)
        }
      }
    }
    return { deltas: [...deltas.values()], late }
  }

  /** Notes buckets as open (written to, or found open at start). */
  remember(buckets: readonly BucketRef[]): void {
    for (const bucket of buckets) {
      const key = bucketKey(bucket)
      if (!this.open.has(key)) this.open.set(key, bucket)
    }
  }

  /** Moves stream time to a batch's latest message time, never past `now` and never backwards. */
  observe(messages: readonly RollupMessage[], now: number): void {
    for (const message of messages) this.advance(Math.min(message.messageTime.getTime(), now))
  }

  /** Moves stream time forward (a quiet live feed); never backwards. */
  advance(to: number): void {
    if (to > this.watermark) this.watermark = to
  }

  /**
   * The baseline of a bucket measured at stream time `at`. A bucket still in progress expects
   * only the part of a normal one behind it: a day the part its earlier days had reached by then
   * (the title's own hours), an hour its elapsed part, at least IN_PROGRESS_MIN_SHARE of it (a
   * message at 11:01 is not read as 60 times the pace). A 10-minute bucket is measured whole.
   */
  baselineOf(partition: string, titleId: number, start: number, at = this.watermark): Baseline {
    const history = this.historyOf(partition, titleId)
    if (!history) return { average: BASELINE_FLOOR, days: 0 }
    const bucketMs = bucketLength(partition)
    if (!measuredInProgress(bucketMs) || at >= start + bucketMs) return history.baseline(start)
    if (bucketMs < DAY_MS)
      return history.baseline(start, Math.max(IN_PROGRESS_MIN_SHARE, (at - start) / bucketMs))
    const days = history.daysBefore(start)
    return history.baseline(
      start,
      dayShareBy(this.historyOf(HOURLY_PARTITION, titleId), start, at - start, days),
    )
  }

  /** Open hours and days this node knows of: measured again as they go on. */
  openInProgress(): BucketRef[] {
    return [...this.open.values()].filter((bucket) => measuredInProgress(bucket.end - bucket.start))
  }

  /** Records closed buckets' volumes in their history and forgets them as open. */
  closed(rows: readonly RollupRow[]): void {
    this.forget(rows)
    for (const row of rows) {
      this.histories.get(seriesKey(row.partition, row.titleId))?.record(row.start, row.figures.weightedVolume)
    }
  }

  /** The open buckets this node knows of that stream time has passed, oldest first. */
  due(): BucketRef[] {
    return [...this.open.values()].filter((bucket) => this.isClosed(bucket.end)).sort((a, b) => a.end - b.end)
  }

  /** Forgets buckets as open (closed here or by another node). */
  forget(buckets: readonly BucketRef[]): void {
    for (const bucket of buckets) this.open.delete(bucketKey(bucket))
  }

  get openCount(): number {
    return this.open.size
  }
}
