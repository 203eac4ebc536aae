import type { PartitionSpec } from '../../../src/core'
import { BASELINE_FLOOR, SeriesHistory } from './baseline'
import { type BucketFigures, OpenBucket, type RollupMessage } from './bucket'
import { partitionsOf } from './partitions'

/**
 * Buckets are point in time. Stream time (the watermark) is the latest message time seen
 * (never ahead of the clock). A bucket closes once the watermark passes its end plus
 * LATENESS_MS; a message arriving for a bucket that is already closed — or would already be,
 * had it had messages — is stored by the ingest half but counted in no closed bucket.
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

export function seriesKey(partition: string, titleId: number): string {
  return `${partition}|${titleId}`
}

function bucketKey(partition: string, titleId: number, start: number): string {
  return `${partition}|${titleId}|${start}`
}

export interface IngestResult {
  /** Buckets that took at least one message of the batch. */
  touched: OpenBucket[]
  /** (message, title, partition) counts skipped because their bucket was closed. */
  late: number
}

/** Open buckets and closed-bucket history in memory; the database side lives in the store. */
export class RollupEngine {
  private readonly open = new Map<string, OpenBucket>()
  /** The same open buckets by end time: closing looks only at the few ends stream time passed. */
  private readonly byEnd = new Map<number, Map<string, OpenBucket>>()
  private readonly histories = new Map<string, SeriesHistory>()
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

  hasHistory(key: string): boolean {
    return this.histories.has(key)
  }

  /** Installs a series' history (loaded from the store) before its buckets are computed. */
  setHistory(key: string, history: SeriesHistory): void {
    this.histories.set(key, history)
  }

  private history(partition: PartitionSpec, titleId: number): SeriesHistory {
    const key = seriesKey(partition.name, titleId)
    let history = this.histories.get(key)
    if (!history) {
      history = new SeriesHistory(partition.bucketMs)
      this.setHistory(key, history)
    }
    return history
  }

  isClosed(end: number): boolean {
    return end + this.latenessMs <= this.watermark
  }

  /** Adds a batch; then moves the watermark to its latest message time, never past `now`. */
  ingest(messages: readonly RollupMessage[], now: number): IngestResult {
    const touched = new Map<string, OpenBucket>()
    let late = 0
    let latest = this.watermark
    for (const message of messages) {
      const time = message.messageTime.getTime()
      const titleIds = message.titleIds.length > 1 ? new Set(message.titleIds) : message.titleIds
      for (const spec of partitionsOf(message.source)) {
        const start = Math.floor((time - spec.offsetMs) / spec.bucketMs) * spec.bucketMs + spec.offsetMs
        const end = start + spec.bucketMs
        for (const titleId of titleIds) {
          const key = bucketKey(spec.name, titleId, start)
          let bucket = this.open.get(key)
          if (!bucket) {
            if (this.isClosed(end)) {
              late += 1
              continue
            }
            bucket = new OpenBucket(spec.name, titleId, start, end)
            this.open.set(key, bucket)
            let sameEnd = this.byEnd.get(end)
            if (!sameEnd) {
              sameEnd = new Map()
              this.byEnd.set(end, sameEnd)
            }
            sameEnd.set(key, bucket)
            this.history(spec, titleId)
          }
          bucket.add(message)
          touched.set(key, bucket)
        }
      }
      latest = Math.max(latest, Math.min(time, now))
    }
    this.watermark = latest
    return { touched: [...touched.values()], late }
  }

  /** Moves stream time forward (a quiet live feed); never backwards. */
  advance(to: number): void {
    if (to > this.watermark) this.watermark = to
  }

  /** The current figures and buzz of an open bucket. */
  row(bucket: OpenBucket, closed = false): RollupRow {
    const figures = bucket.figures()
    const history = this.histories.get(seriesKey(bucket.partition, bucket.titleId))
    const baseline = history?.baseline(bucket.start) ?? { average: BASELINE_FLOOR, days: 0 }
    return {
      partition: bucket.partition,
      titleId: bucket.titleId,
      start: bucket.start,
      end: bucket.end,
      figures,
      buzz: figures.weightedVolume / baseline.average,
      baselineDays: baseline.days,
      closed,
    }
  }

  /** Closes every open bucket the watermark has passed, oldest first, recording its volume. */
  closeDue(): RollupRow[] {
    const due = [...this.open.entries()].filter(([, bucket]) => this.isClosed(bucket.end))
    due.sort((a, b) => a[1].end - b[1].end)
    const closed: RollupRow[] = []
    for (const [key, bucket] of due) {
      this.open.delete(key)
      const row = this.row(bucket, true)
      this.histories
        .get(seriesKey(bucket.partition, bucket.titleId))
        ?.record(bucket.start, row.figures.weightedVolume)
      closed.push(row)
    }
    return closed
  }

  /** Forgets an open bucket (rebuilt after a restart although its stored row is closed). */
  discard(partition: string, titleId: number, start: number): boolean {
    const key = bucketKey(partition, titleId, start)
    const bucket = this.open.get(key)
    if (!bucket) return false
    this.open.delete(key)
    this.byEnd.get(bucket.end)?.delete(key)
    return true
  }

  /** The previous closed bucket's volume, for comparators that look at the change. */
  historyOf(partition: string, titleId: number): SeriesHistory | undefined {
    return this.histories.get(seriesKey(partition, titleId))
  }

  get openCount(): number {
    return this.open.size
  }
}
