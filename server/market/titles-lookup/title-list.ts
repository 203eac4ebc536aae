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
import { latestBuzz } from '../reference/queries'
import { criteriaCondition, type TitleCriteria } from './criteria'
import { metricJoins, metricValue, type TitleMetricName } from './metric-sql'
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
    if (range.higher !== undefined) conditions.push(sql`${metricValue(metric)} > ${range.higher}`)
    if (range.lower !== undefined) conditions.push(sql`${metricValue(metric)} < ${range.lower}`)
    if (range.higher !== undefined || range.lower !== undefined) metrics.add(metric)
  }
  return { conditions, metrics }
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
  const sort = sortValue(request.sort.field)
  const rowMetrics = new Set(filters.metrics)
  if (sort.metric) rowMetrics.add(sort.metric)
  const direction = request.sort.descending ? sql`desc` : sql`asc`
  const [rows, totals] = await Promise.all([
    queryRows(
      db,
      sql`select ${titles.id} as id, ${titles.name} as n, ${titles.type} as type, ${titles.symbol} as symbol,
          ${titles.currency} as currency, ${titles.exchangeId} as exchange_id, ${titles.sectorId} as sector_id,
          ${titles.country} as country, ${titles.marketCap} as market_cap,
          ${sql.join(
            PRICE_METRIC_NAMES.map((name) => sql`${metricValue(name)} as ${sql.raw(name)}`),
            sql`, `,
          )}
        from ${titles} ${metricJoins([...rowMetrics, ...PRICE_METRIC_NAMES], request.partition, now)}
        where ${where}
        order by ${sort.value} ${direction} nulls last, ${titles.id} asc
        limit ${request.limit} offset ${request.offset}`,
      RowSchema,
    ),
    queryRows(
      db,
      sql`select count(*) as total from ${titles} ${metricJoins(filters.metrics, request.partition, now)}
        where ${where}`,
      TotalSchema,
    ),
  ])
  return { total: totals[0]?.total ?? 0, titles: await withBuzz(db, rows, request.partition, now) }
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
