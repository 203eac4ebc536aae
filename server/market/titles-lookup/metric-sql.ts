import { type SQL, sql } from 'drizzle-orm'
import { titles } from '../../db/schema'
import type { PriceMetrics } from './price-metrics'

/**
 * The numbers of a title list row as SQL, so filters, sort, limit and offset run in the
 * database. Each expression gives exactly what the row shows: latestBuzz (buzz times 100,
 * rounded to 2 decimals) and priceMetricsOf over the daily quotes loadPriceMetrics reads.
 */

export type PriceMetricName = keyof PriceMetrics
export type TitleMetricName = 'buzz' | 'sentiment' | PriceMetricName

const DAY_MS = 86_400_000
/** loadPriceMetrics reads the daily quotes of the last 372 days. */
const QUOTE_WINDOW_DAYS = 372

/** JavaScript's Math.round (halves towards +∞); floor(y) and y - floor(y) are exact in float8. */
function jsRound(value: SQL): SQL {
  return sql`(floor(${value}) + case when ${value} - floor(${value}) >= 0.5 then 1 else 0 end)`
}

/** percent() of price-metrics.ts: (value / base - 1) in percent, 2 decimals; null for base 0. */
function percent(value: SQL, base: SQL): SQL {
  return sql`(case when ${base} = 0 then null else ${jsRound(sql`(${value} / ${base} - 1) * 10000`)} / 100 end)`
}

const hoursOf = (days: number) => sql.raw(`interval '${days * 24} hours'`)

/** A lateral join and the expression it yields, by metric. */
interface MetricSql {
  joins: readonly string[]
  value: SQL
}

const BUZZ_JOIN = 'buzz'
const LAST_JOIN = 'last'

function metricSql(name: TitleMetricName): MetricSql {
  switch (name) {
    case 'buzz':
      return { joins: [BUZZ_JOIN], value: sql`(${jsRound(sql`lb.buzz * 10000`)} / 100)` }
    case 'sentiment':
      return { joins: [BUZZ_JOIN], value: sql`lb.sentiment_mean` }
    case 'chg':
      return { joins: [LAST_JOIN, 'previous'], value: percent(sql`lq.c`, sql`pq.c`) }
    case 'week_chg':
      return { joins: [LAST_JOIN, 'week'], value: percent(sql`lq.c`, sql`wq.c`) }
    case 'month_chg':
      return { joins: [LAST_JOIN, 'month'], value: percent(sql`lq.c`, sql`mq.c`) }
    case 'year_chg':
      return { joins: [LAST_JOIN, 'year'], value: percent(sql`lq.c`, sql`yq.c`) }
    case 'dist_52_week_high':
      return { joins: [LAST_JOIN, 'range'], value: percent(sql`lq.c`, sql`hl.high`) }
    case 'dist_52_week_low':
      return { joins: [LAST_JOIN, 'range'], value: percent(sql`lq.c`, sql`hl.low`) }
  }
}

export function metricValue(name: TitleMetricName): SQL {
  return metricSql(name).value
}

/**
 * The lateral joins the metrics need, in dependency order. Each probes one title's rows by
 * primary key: buzz_buckets (partition, title_id, bucket_start), quotes (title_id, interval, t).
 */
export function metricJoins(names: Iterable<TitleMetricName>, partition: string, now: Date): SQL {
  const wanted = new Set([...names].flatMap((name) => metricSql(name).joins))
  const from = sql`${new Date(now.getTime() - QUOTE_WINDOW_DAYS * DAY_MS).toISOString()}::timestamptz`
  const daily = sql`q.title_id = ${titles.id} and q.interval = '1d' and q.t >= ${from}`
  const closeBefore = (alias: string, days: number) =>
    sql`left join lateral (select q.c from quotes q where ${daily} and q.t <= lq.t - ${hoursOf(days)}
      order by q.t desc limit 1) ${sql.raw(alias)} on true`
  const joins: SQL[] = []
  if (wanted.has(BUZZ_JOIN)) {
    joins.push(sql`left join lateral (select b.buzz, b.sentiment_mean from buzz_buckets b
      where b.partition = ${partition} and b.title_id = ${titles.id}
      order by b.bucket_start desc limit 1) lb on true`)
  }
  if (wanted.has(LAST_JOIN)) {
    joins.push(
      sql`left join lateral (select q.t, q.c from quotes q where ${daily} order by q.t desc limit 1) lq on true`,
    )
  }
  if (wanted.has('previous')) {
    joins.push(sql`left join lateral (select q.c from quotes q where ${daily} and q.t < lq.t
      order by q.t desc limit 1) pq on true`)
  }
  if (wanted.has('week')) joins.push(closeBefore('wq', 7))
  if (wanted.has('month')) joins.push(closeBefore('mq', 30))
  if (wanted.has('year')) joins.push(closeBefore('yq', 365))
  if (wanted.has('range')) {
    joins.push(sql`left join lateral (select max(q.h) as high, min(q.l) as low from quotes q
      where ${daily} and q.t > lq.t - ${hoursOf(365)}) hl on true`)
  }
  return sql.join(joins, sql` `)
}
