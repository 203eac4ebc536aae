/**
 * Partitions (report models) of buzz and sentiment rollups (data-interface §9). The real-time
 * partition holds 10-minute buckets; daily partitions start their day at a fixed UTC hour.
 */

/** The real-time partition name; any other partition uses the partition subscribe (wire/live.ts). */
export const REALTIME_PARTITION = 'realtime'
export const HOURLY_PARTITION = 'hourly'
export const DEFAULT_DAILY_PARTITION = 'daily_5am'

/** Report model ids named by the spec: hourly 1, realtime 2, daily 4. */
export const REPORT_MODEL_IDS = { hourly: 1, realtime: 2, daily_5am: 4 } as const

/** Sources with their own daily_5am partition; telegram is mapped to the tiktok partition. */
export const PER_SOURCE_PARTITION_SOURCES = [
  'reddit',
  'twitter',
  'tiktok',
  'stocktwits',
  'telegram',
  'discord',
  'xueqiu',
  'investing',
  'weibo',
  '4chan',
] as const
export type PartitionSource = (typeof PER_SOURCE_PARTITION_SOURCES)[number]

const SOURCE_PARTITION_ALIAS: Partial<Record<PartitionSource, PartitionSource>> = { telegram: 'tiktok' }

/** `reddit_daily_5am`, …; telegram → `tiktok_daily_5am`. */
export function sourceDailyPartition(source: PartitionSource): string {
  return `${SOURCE_PARTITION_ALIAS[source] ?? source}_${DEFAULT_DAILY_PARTITION}`
}

export const LIVE_MIN_INTERVAL_MS = 10 * 60_000
export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000
/** The daily_5am day starts at 05:00 UTC. */
export const DAILY_5AM_OFFSET_MS = 5 * HOUR_MS

export interface PartitionSpec {
  name: string
  bucketMs: number
  /** Added to UTC midnight-aligned boundaries (daily partitions). */
  offsetMs: number
}

export function partitionSpec(name: string): PartitionSpec | null {
  if (name === REALTIME_PARTITION) return { name, bucketMs: LIVE_MIN_INTERVAL_MS, offsetMs: 0 }
  if (name === HOURLY_PARTITION) return { name, bucketMs: HOUR_MS, offsetMs: 0 }
  if (name === DEFAULT_DAILY_PARTITION) return { name, bucketMs: DAY_MS, offsetMs: DAILY_5AM_OFFSET_MS }
  const perSource = PER_SOURCE_PARTITION_SOURCES.filter(
    (source) => SOURCE_PARTITION_ALIAS[source] === undefined,
  )
  if (perSource.some((source) => name === `${source}_${DEFAULT_DAILY_PARTITION}`)) {
    return { name, bucketMs: DAY_MS, offsetMs: DAILY_5AM_OFFSET_MS }
  }
  return null
}

/** Start of the bucket holding `timeMs`. */
export function bucketStart(spec: PartitionSpec, timeMs: number): number {
  return Math.floor((timeMs - spec.offsetMs) / spec.bucketMs) * spec.bucketMs + spec.offsetMs
}

/**
 * The bucket size a chart of a range reads at a glance: 10-minute buckets up to 3 days, hourly
 * up to 31 days, daily beyond (a few hundred buckets at most).
 */
export function chartPartition(startMs: number, endMs: number): string {
  const span = endMs - startMs
  if (span <= 3 * DAY_MS) return REALTIME_PARTITION
  if (span <= 31 * DAY_MS) return HOURLY_PARTITION
  return DEFAULT_DAILY_PARTITION
}
