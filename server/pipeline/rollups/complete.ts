import { DAY_MS } from '../../../src/core'
import { BASELINE_DAYS } from './baseline'
import type { BucketDelta } from './bucket'
import { type BucketRef, seriesKey } from './engine'

export interface CompletedSplit {
  /** Buckets the batch completes: stored closed at once, with no author tallies. */
  complete: BucketDelta[]
  /** Everything else: added to the stored (open) buckets as usual. */
  rest: BucketDelta[]
}

/**
 * The buckets a batch completes. A bucket is due to close once stream time passes its end plus
 * the lateness; after this batch stream time is (at least) the batch's latest message time, so a
 * bucket of the batch ending `dueBefore` or earlier would be closed right after its commit. When
 * nothing else was stored for it, its figures are the batch's alone and it can be written closed
 * in the ingest transaction: the author tallies, the second update of the row and the closing
 * statements are never needed (a catch-up or backfill writes most of its buckets this way).
 *
 * Not when its buzz baseline could still move: a same-slot bucket 1–30 days earlier that is open
 * in the store (`openStarts`: whatever node wrote it), or is itself completed by this batch, is
 * closed first by the usual closing waves. Whether a stored row exists is decided by the insert
 * (ON CONFLICT DO NOTHING): such buckets go the usual way too.
 */
export function splitCompleted(
  deltas: readonly BucketDelta[],
  dueBefore: number,
  openStarts: ReadonlyMap<string, ReadonlySet<number>>,
): CompletedSplit {
  const candidates = candidatesOf(deltas, dueBefore)
  const candidateStarts = new Map<string, Set<number>>()
  for (const delta of candidates) {
    const key = seriesKey(delta.partition, delta.titleId)
    let starts = candidateStarts.get(key)
    if (!starts) {
      starts = new Set()
      candidateStarts.set(key, starts)
    }
    starts.add(delta.start)
  }
  const complete: BucketDelta[] = []
  const rest: BucketDelta[] = []
  for (const delta of deltas) {
    if (!closesAfterBatch(delta, dueBefore)) {
      rest.push(delta)
      continue
    }
    const key = seriesKey(delta.partition, delta.titleId)
    const open = openStarts.get(key)
    const batch = candidateStarts.get(key)
    let waits = false
    for (let days = 1; days <= BASELINE_DAYS && !waits; days += 1) {
      const earlier = delta.start - days * DAY_MS
      waits = (open?.has(earlier) ?? false) || (batch?.has(earlier) ?? false)
    }
    if (waits) rest.push(delta)
    else complete.push(delta)
  }
  return { complete, rest }
}

/** Buckets that close right after the batch: the ones `splitCompleted` considers. */
const closesAfterBatch = (bucket: BucketRef, dueBefore: number) => bucket.end <= dueBefore

function candidatesOf<T extends BucketRef>(buckets: readonly T[], dueBefore: number): T[] {
  return buckets.filter((bucket) => closesAfterBatch(bucket, dueBefore))
}

/** The series and time span whose open buckets `splitCompleted` needs to know (null: none). */
export function openSlotQuery(
  deltas: readonly BucketRef[],
  dueBefore: number,
): {
  series: { partition: string; titleId: number }[]
  from: number
  to: number
} | null {
  const candidates = candidatesOf(deltas, dueBefore)
  if (candidates.length === 0) return null
  const series = new Map<string, { partition: string; titleId: number }>()
  let from = Number.POSITIVE_INFINITY
  let to = Number.NEGATIVE_INFINITY
  for (const bucket of candidates) {
    series.set(seriesKey(bucket.partition, bucket.titleId), {
      partition: bucket.partition,
      titleId: bucket.titleId,
    })
    from = Math.min(from, bucket.start - BASELINE_DAYS * DAY_MS)
    to = Math.max(to, bucket.start)
  }
  return { series: [...series.values()], from, to }
}
