import { asc, count, type SQL, sql } from 'drizzle-orm'
import type { TITLE_RANGE_FILTERS, TitleRowAnswer, TitleSort } from '../../../src/core'
import type { Database } from '../../db'
import { titles } from '../../db/schema'
import { latestBuzz } from '../reference/queries'
import { criteriaCondition, type TitleCriteria } from './criteria'
import { loadPriceMetrics, NO_PRICE_METRICS } from './price-metrics'

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

const SQL_SORTS: Partial<Record<TitleSort, SQL>> = {
  name: sql`lower(${titles.name})`,
  id: sql`${titles.id}`,
  market_cap: sql`${titles.marketCap}`,
}

type Row = Omit<TitleRowAnswer, 'buzz' | 'sentiment' | RangeFilterName>

function rangeValue(row: TitleRowAnswer, name: RangeFilterName): number | null {
  return name === 'sent' ? row.sentiment : row[name]
}

export async function listTitles(
  db: Database,
  request: TitleListRequest,
): Promise<{ total: number; titles: TitleRowAnswer[] }> {
  const where = criteriaCondition(request.criteria)
  const columns = {
    id: titles.id,
    n: titles.name,
    type: titles.type,
    symbol: titles.symbol,
    currency: titles.currency,
    exchange_id: titles.exchangeId,
    sector_id: titles.sectorId,
    country: titles.country,
    market_cap: titles.marketCap,
  }
  const sqlSort = SQL_SORTS[request.sort.field]
  const needsMetrics = sqlSort === undefined || request.minBuzz !== undefined || request.ranges.length > 0
  if (!needsMetrics && sqlSort) {
    const order = request.sort.descending ? sql`${sqlSort} desc nulls last` : sql`${sqlSort} asc nulls last`
    const [rows, totals] = await Promise.all([
      db
        .select(columns)
        .from(titles)
        .where(where)
        .orderBy(order, asc(titles.id))
        .limit(request.limit)
        .offset(request.offset),
      db.select({ total: count() }).from(titles).where(where),
    ])
    return { total: totals[0]?.total ?? 0, titles: await withMetrics(db, rows, request.partition) }
  }
  const candidates = await db.select(columns).from(titles).where(where).orderBy(asc(titles.id))
  let rows = await withMetrics(db, candidates, request.partition)
  if (request.minBuzz !== undefined) {
    const minBuzz = request.minBuzz
    rows = rows.filter((row) => row.buzz !== null && row.buzz >= minBuzz)
  }
  for (const range of request.ranges) {
    rows = rows.filter((row) => {
      const value = rangeValue(row, range.name)
      if (value === null) return false
      return (
        (range.higher === undefined || value > range.higher) &&
        (range.lower === undefined || value < range.lower)
      )
    })
  }
  const field = request.sort.field
  const sortValue = (row: TitleRowAnswer): number | string | null =>
    field === 'name' ? row.n.toLowerCase() : field === 'sentiment' ? row.sentiment : row[field]
  const direction = request.sort.descending ? -1 : 1
  rows.sort((a, b) => {
    const x = sortValue(a)
    const y = sortValue(b)
    if (x === y) return a.id - b.id
    if (x === null) return 1
    if (y === null) return -1
    return (x < y ? -1 : 1) * direction
  })
  return { total: rows.length, titles: rows.slice(request.offset, request.offset + request.limit) }
}

async function withMetrics(db: Database, rows: readonly Row[], partition: string): Promise<TitleRowAnswer[]> {
  const ids = rows.map((row) => row.id)
  const [buzz, prices] = await Promise.all([latestBuzz(db, ids, partition), loadPriceMetrics(db, ids)])
  return rows.map((row) => ({
    ...row,
    currency: row.type === 'index' ? 'PTS' : row.currency,
    buzz: buzz.get(row.id)?.buzz ?? null,
    sentiment: buzz.get(row.id)?.sentiment ?? null,
    ...(prices.get(row.id) ?? NO_PRICE_METRICS),
  }))
}
