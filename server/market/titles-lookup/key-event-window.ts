import { partitionSpec } from '../../../src/core'

/**
 * The time a key-event filter of a title list counts messages in: one bucket of the partition
 * ending now (the last 24 hours for the daily partitions, 10 minutes for realtime). A rolling
 * bucket rather than the calendar bucket, so the filter is not empty just after a day starts.
 * Null for a name that is no partition.
 */
export function keyEventWindow(partition: string, nowMs: number): { startMs: number; endMs: number } | null {
  const spec = partitionSpec(partition)
  return spec ? { startMs: nowMs - spec.bucketMs, endMs: nowMs } : null
}
