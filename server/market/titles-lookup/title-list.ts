import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import {
  type TITLE_RANGE_FILTERS,
  type TitleRowAnswer,
  TitleRowSchema,
  type TitleSort,
} from '../../../src/core'
import type { Database } from '../../db'
import { titles } from '../../db/schema'
import { dbNumber, queryRows } from '../messages/rows'
import { cachedTotal } from '../query-cache'
import { latestBuzz } from '../reference/queries'
import { criteriaCondition, type TitleCriteria } from './criteria'
import {
  currentBucketSince,
  isBuzzMetric,
  metricJoins,
  metricValue,
  priceStatsSince,
  type TitleMetricName,
} from './metric-sql'
import { PRICE_METRIC_NAMES } from './price-metrics'

/** GET and POST /titles: titles by criteria, with latest buzz/sentiment and price metrics. */

export type RangeFilterName = (typeof TITLE_RANGE_FILTERS)[number]

export interface RangeBound {
  name: RangeFilterName
  /** Keeps titles whose value is above `higher` … */
  higher?: number
  /** … and below `lower`. */
  lower?: number
}

export interface TitleListRequest {
  criteria: TitleCriteria
  partition: string
  /** Minimum buzz (times 100). */
  minBuzz?: number
  ranges: readonly RangeBound[]
  sort: { field: TitleSort; descending: boolean }
  limit: number
  offset: number
}

/** The stored part of a title list row (the metrics are added per page). */
const RowSchema = v.object({
  ...v.pick(TitleRowSchema, ['id', 'n', 'type', 'symbol', 'currency', 'exchange_id', 'sector_id', 'country'])
    .entries,
  market_cap: v.nullable(dbNumber),
  chg: v.nullable(dbNumber),
  week_chg: v.nullable(dbNumber),
  month_chg: v.nullable(dbNumber),
  year_chg: v.nullable(dbNumber),
  dist_52_week_high: v.nullable(dbNumber),
  dist_52_week_low: v.nullable(dbNumber),
})
type Row = v.InferOutput<typeof RowSchema>
const TotalSchema = v.object({ total: dbNumber })

const metricOfRange = (name: RangeFilterName): TitleMetricName => (name === 'sent' ? 'sentiment' : name)

function sortValue(field: TitleSort): { value: SQL; metric?: TitleMetricName } {
  switch (field) {
    case 'name':
      return { value: sql`lower(${titles.name})` }
    case 'id':
      return { value: sql`${titles.id}` }
    case 'market_cap':
      return { value: sql`${titles.marketCap}` }
    default:
      return { value: metricValue(field), metric: field }
  }
}

/** The filters on the row numbers (null values never pass) and the metrics they read. */
function metricFilters(request: TitleListRequest): { conditions: SQL[]; metrics: Set<TitleMetricName> } {
  const conditions: SQL[] = []
  const metrics = new Set<TitleMetricName>()
  if (request.minBuzz !== undefined) {
    metrics.add('buzz')
    conditions.push(sql`${metricValue('buzz')} >= ${request.minBuzz}`)
  }
  for (const range of request.ranges) {
    const metric = metricOfRange(range.name)
    // As double precision: the message count is an integer column, and a bound of 4.5 is fine.
    if (range.higher !== undefined) conditions.push(sql`${metricValue(metric)} > ${range.higher}::float8`)
    if (range.lower !== undefined) conditions.push(sql`${metricValue(metric)} < ${range.lower}::float8`)
    if (range.higher !== undefined || range.lower !== undefined) metrics.add(metric)
  }
  return { conditions, metrics }
}

/** The row columns of a page (the price metrics of the shown rows included). */
const ROW_COLUMNS = sql`${titles.id} as id, ${titles.name} as n, ${titles.type} as type, ${titles.symbol} as symbol,
  ${titles.currency} as currency, ${titles.exchangeId} as exchange_id, ${titles.sectorId} as sector_id,
  ${titles.country} as country, ${titles.marketCap} as market_cap,
  ${sql.join(
    PRICE_METRIC_NAMES.map((name) => sql`${metricValue(name)} as ${sql.raw(name)}`),
    sql`, `,
  )}`

/**
 * The sorts that walk an index in order: buzz, messages and sentiment on the latest buzz bucket
 * (title_latest_buzz_*_idx), the price changes on the price figures (title_price_stats_*_idx).
 */
const RANKED_COLUMN = {
  buzz: sql`lb.buzz`,
  messages: sql`lb.messages`,
  sentiment: sql`lb.sentiment_mean`,
  chg: sql`ps.chg`,
  week_chg: sql`ps.week_chg`,
  month_chg: sql`ps.month_chg`,
} as const
type RankedField = keyof typeof RANKED_COLUMN

const isRanked = (field: TitleSort): field is RankedField => Object.hasOwn(RANKED_COLUMN, field)

/**
 * The driving table of a ranked sort, the rows of it that count, and the joins the rest needs.
 * `walk` is what the index walk reads: the driving table alone when nothing else is filtered on,
 * so walking to a deep page does not join 5,000 titles and price rows only to skip them.
 */
function rankedSource(
  field: RankedField,
  request: TitleListRequest,
  metrics: ReadonlySet<TitleMetricName>,
  now: Date,
) {
  const rank = RANKED_COLUMN[field]
  const bare = criteriaCondition(request.criteria) === undefined
  if (isBuzzMetric(field)) {
    const since = currentBucketSince(request.partition, now)
    const others = [...metrics].filter((name) => !isBuzzMetric(name))
    const from = sql`title_latest_buzz lb join ${titles} on ${titles.id} = lb.title_id`
    return {
      from,
      walk: bare && others.length === 0 ? sql`title_latest_buzz lb` : from,
      tie: sql`lb.title_id`,
      current: sql`lb.partition = ${request.partition} and lb.bucket_end >= ${since}::timestamptz and ${rank} is not null`,
      joins: metricJoins(others, request.partition, now),
    }
  }
  const others = [...metrics].filter((name) => isBuzzMetric(name))
  const from = sql`title_price_stats ps join ${titles} on ${titles.id} = ps.title_id`
  return {
    from,
    walk: bare && others.length === 0 ? sql`title_price_stats ps` : from,
    tie: sql`ps.title_id`,
    current: sql`ps.last_t >= ${priceStatsSince(now)}::timestamptz and ${rank} is not null`,
    joins: metricJoins(others, request.partition, now),
  }
}

export async function listTitles(
  db: Database,
  request: TitleListRequest,
  now: Date = new Date(),
): Promise<{ total: number; titles: TitleRowAnswer[] }> {
  const filters = metricFilters(request)
  const where = sql.join(
    [criteriaCondition(request.criteria) ?? sql`true`, ...filters.conditions].map((part) => sql`(${part})`),
    sql` and `,
  )
  const filterKey = JSON.stringify([
    request.criteria,
    request.partition,
    request.minBuzz ?? null,
    request.ranges,
  ])
  const countTotal = () =>
    cachedTotal(db, filterKey, () =>
      queryRows(
        db,
        sql`select count(*) as total from ${titles} ${metricJoins(filters.metrics, request.partition, now)}
        where ${where}`,
        TotalSchema,
      ).then((rows) => rows[0]?.total ?? 0),
    )
  // The page and its figures from one snapshot: read in two statements, an ingest or a buzz
  // remeasure between them answered figures out of the order the page was ranked by.
  const page = db.transaction(
    async (tx) => {
      const rows = isRanked(request.sort.field)
        ? await rankedRows(tx, request, request.sort.field, where, filters.metrics, now)
        : await sortedRows(tx, request, where, filters.metrics, now)
      return withBuzz(tx, rows, request.partition, now)
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
  const [answered, total] = await Promise.all([page, countTotal()])
  return { total, titles: answered }
}

/** Any sort: the titles joined with every metric they need, sorted, one page. */
function sortedRows(
  db: Database,
  request: TitleListRequest,
  where: SQL,
  metrics: ReadonlySet<TitleMetricName>,
  now: Date,
): Promise<Row[]> {
  const sort = sortValue(request.sort.field)
  const rowMetrics = new Set(metrics)
  if (sort.metric) rowMetrics.add(sort.metric)
  const direction = request.sort.descending ? sql`desc` : sql`asc`
  return queryRows(
    db,
    sql`select ${ROW_COLUMNS}
      from ${titles} ${metricJoins([...rowMetrics, ...PRICE_METRIC_NAMES], request.partition, now)}
      where ${where}
      order by ${sort.value} ${direction} nulls last, ${titles.id} asc
      limit ${request.limit} offset ${request.offset}`,
    RowSchema,
  )
}

/**
 * A buzz, message, sentiment or price-change sort at 80,000 titles: the titles with a current
 * value walked in the index's order (raw values, ties by id), then, as with nulls last, the titles
 * without one by id. The page stops reading the index once it is full instead of sorting every title.
 */
async function rankedRows(
  db: Database,
  request: TitleListRequest,
  field: RankedField,
  where: SQL,
  metrics: ReadonlySet<TitleMetricName>,
  now: Date,
): Promise<Row[]> {
  const rank = RANKED_COLUMN[field]
  const source = rankedSource(field, request, metrics, now)
  const direction = request.sort.descending ? sql`desc nulls last` : sql`asc nulls first`
  // The page's ids first (the walk), then the page's rows: the offset's rows are never joined.
  const head = await queryRows(
    db,
    sql`with page as materialized (
        select ${source.tie} as page_id, ${rank} as page_rank
        from ${source.walk} ${source.joins}
        where ${source.current} and ${where}
        order by ${rank} ${direction}, ${source.tie} asc
        limit ${request.limit} offset ${request.offset}
      )
      select ${ROW_COLUMNS}
      from page join ${titles} on ${titles.id} = page.page_id
        ${metricJoins(PRICE_METRIC_NAMES, request.partition, now)}
      order by page.page_rank ${direction}, page.page_id asc`,
    RowSchema,
  )
  if (head.length === request.limit) return head
  // Past the ranked titles: how many there are decides where the unranked ones start.
  const ranked =
    head.length > 0
      ? request.offset + head.length
      : ((
          await queryRows(
            db,
            sql`select count(*) as total from ${source.from} ${source.joins}
              where ${source.current} and ${where}`,
            TotalSchema,
          )
        )[0]?.total ?? 0)
  const tail = await queryRows(
    db,
    sql`select ${ROW_COLUMNS}
      from ${titles} ${metricJoins([...metrics, field, ...PRICE_METRIC_NAMES], request.partition, now)}
      where ${where} and ${metricValue(field)} is null
      order by ${titles.id} asc
      limit ${request.limit - head.length} offset ${Math.max(0, request.offset - ranked)}`,
    RowSchema,
  )
  return [...head, ...tail]
}

async function withBuzz(
  db: Database,
  rows: readonly Row[],
  partition: string,
  now: Date,
): Promise<TitleRowAnswer[]> {
  const buzz = await latestBuzz(
    db,
    rows.map((row) => row.id),
    partition,
    now,
  )
  return rows.map((row) => ({
    ...row,
    currency: row.type === 'index' ? 'PTS' : row.currency,
    buzz: buzz.get(row.id)?.buzz ?? null,
    sentiment: buzz.get(row.id)?.sentiment ?? null,
    messages: buzz.get(row.id)?.messages ?? null,
    buzz_chg: buzz.get(row.id)?.buzzChange ?? null,
    sentiment_chg: buzz.get(row.id)?.sentimentChange ?? null,
  }))
}
