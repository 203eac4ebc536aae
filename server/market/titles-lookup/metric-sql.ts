import { type SQL, sql } from 'drizzle-orm'
import { partitionSpec } from '../../../src/core'
import { titles } from '../../db/schema'
import type { PriceMetrics } from './price-metrics'

/**
 * The numbers of a title list row as SQL, so filters, sort, limit and offset run in the
 * database. The buzz expression gives exactly what latestBuzz shows (buzz times 100, rounded to 2
 * decimals); the price metrics are selected from these same expressions for the rows shown.
 */

export type PriceMetricName = keyof PriceMetrics
export type TitleMetricName = 'buzz' | 'sentiment' | 'messages' | PriceMetricName

const DAY_MS = 86_400_000
/** Price figures of a title whose latest daily bar is older than this are not shown. */
const STALE_AFTER_DAYS = 372

/** JavaScript's Math.round (halves towards +∞); floor(y) and y - floor(y) are exact in float8. */
function jsRound(value: SQL): SQL {
  return sql`(floor(${value}) + case when ${value} - floor(${value}) >= 0.5 then 1 else 0 end)`
}

/** A lateral join and the expression it yields, by metric. */
interface MetricSql {
  joins: readonly string[]
  value: SQL
}

const BUZZ_JOIN = 'buzz'

const STATS_JOIN = 'stats'

function metricSql(name: TitleMetricName): MetricSql {
  switch (name) {
    case 'buzz':
      return { joins: [BUZZ_JOIN], value: sql`(${jsRound(sql`lb.buzz * 10000`)} / 100)` }
    case 'sentiment':
      return { joins: [BUZZ_JOIN], value: sql`lb.sentiment_mean` }
    case 'messages':
      return { joins: [BUZZ_JOIN], value: sql`lb.messages` }
    // Stored with the row (percent with 2 decimals, schema/pipeline.ts percentChange).
    default:
      return { joins: [STATS_JOIN], value: sql.raw(`ps.${name}`) }
  }
}

export function metricValue(name: TitleMetricName): SQL {
  return metricSql(name).value
}

/** The earliest bucket end that still counts as the current bucket or the one before it. */
export function currentBucketSince(partition: string, now: Date): string {
  return new Date(now.getTime() - (partitionSpec(partition)?.bucketMs ?? DAY_MS)).toISOString()
}

/** Price figures older than this (372 days) are not shown: the condition of the stats join. */
export function priceStatsSince(now: Date): string {
  return new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS).toISOString()
}

/** Whether a metric comes from the latest buzz bucket (the ranked sorts of title-list.ts). */
export function isBuzzMetric(name: TitleMetricName): name is 'buzz' | 'sentiment' | 'messages' {
  return metricSql(name).joins.includes(BUZZ_JOIN)
}

/**
 * The joins the metrics need: the latest buzz bucket of the partition (title_latest_buzz, kept by
 * triggers on buzz_buckets) while it is the current bucket or the one before, and the title's
 * price figures (title_price_stats, kept by a trigger on quotes), which count only while the
 * latest daily bar is at most 372 days old.
 */
export function metricJoins(names: Iterable<TitleMetricName>, partition: string, now: Date): SQL {
  const wanted = new Set([...names].flatMap((name) => metricSql(name).joins))
  const joins: SQL[] = []
  if (wanted.has(BUZZ_JOIN)) {
    // The current bucket or the one before it: a title quiet for days has no current buzz.
    const since = currentBucketSince(partition, now)
    joins.push(
      sql`left join title_latest_buzz lb on lb.partition = ${partition} and lb.title_id = ${titles.id}
        and lb.bucket_end >= ${since}::timestamptz`,
    )
  }
  if (wanted.has(STATS_JOIN)) {
    joins.push(
      sql`left join title_price_stats ps on ps.title_id = ${titles.id} and ps.last_t >= ${priceStatsSince(now)}::timestamptz`,
    )
  }
  return sql.join(joins, sql` `)
}
