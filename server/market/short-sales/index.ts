import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { SHORT_SALES_DAYS, type ShortSalesAnswer } from '../../../src/core'
import type { Database } from '../../db'
import { list } from '../messages/filters'
import { dbNumber, queryRows } from '../messages/rows'

const num = v.nullable(dbNumber)
const RowSchema = v.object({
  source: v.picklist(['fca', 'finra']),
  day: v.string(),
  market: v.string(),
  holder: v.string(),
  isin: v.nullable(v.string()),
  short_volume: num,
  short_exempt_volume: num,
  total_volume: num,
  shares_percent_short: num,
})

type Row = v.InferOutput<typeof RowSchema>
export interface ShortSaleSources {
  fca: boolean
  finra: boolean
}

/** One title's records in both shapes (application §3), newest first, `limit` per source. */
function answerOf(titleId: number, rows: readonly Row[], sources: ShortSaleSources, limit: number) {
  return {
    id: titleId,
    finra: sources.finra
      ? rows
          .filter((row) => row.source === 'finra')
          .slice(0, limit)
          .map((row) => ({
            market: row.market,
            date: row.day,
            shortExemptVolume: row.short_exempt_volume,
            totalVolume: row.total_volume,
            shortVolume: row.short_volume,
          }))
      : [],
    fca: sources.fca
      ? rows
          .filter((row) => row.source === 'fca')
          .slice(0, limit)
          .map((row) => ({
            date_short: row.day,
            isin: row.isin,
            shares_percent_short: row.shares_percent_short,
            short_exempt_volume: row.short_exempt_volume,
            short_volume: row.short_volume,
            total_volume: row.total_volume,
            company_short_selling: row.holder,
          }))
      : [],
  }
}

const COLUMNS = sql`source, to_char(date, 'YYYY-MM-DD') as day, market, holder, isin, short_volume,
  short_exempt_volume, total_volume, shares_percent_short`

/** Short-sale records of one title for the last 365 days, newest first, `limit` per source. */
export async function titleShortSales(
  db: Database,
  titleId: number,
  sources: ShortSaleSources,
  limit: number,
  nowMs: number,
): Promise<ShortSalesAnswer> {
  const since = new Date(nowMs - SHORT_SALES_DAYS * 86_400_000).toISOString().slice(0, 10)
  const rows = await queryRows(
    db,
    sql`select ${COLUMNS}
        from short_sales where title_id = ${titleId} and date >= ${since}::date
        order by date desc, market, holder`,
    RowSchema,
  )
  return answerOf(titleId, rows, sources, limit)
}

/**
 * Every title's records of one day of the chosen sources (`day` null: the latest day that has
 * any), by title id; titles without a record that day are left out.
 */
export async function dayShortSales(
  db: Database,
  day: string | null,
  sources: ShortSaleSources,
): Promise<ShortSalesAnswer[]> {
  const wanted = [...(sources.fca ? ['fca'] : []), ...(sources.finra ? ['finra'] : [])]
  if (wanted.length === 0) return []
  const rows = await queryRows(
    db,
    sql`select title_id, ${COLUMNS} from short_sales
        where source in (${list(wanted)}) and date = ${
          day === null
            ? sql`(select max(date) from short_sales where source in (${list(wanted)}))`
            : sql`${day}::date`
        }
        order by title_id, market, holder`,
    v.object({ ...RowSchema.entries, title_id: v.number() }),
  )
  const byTitle = new Map<number, Row[]>()
  for (const row of rows) byTitle.set(row.title_id, [...(byTitle.get(row.title_id) ?? []), row])
  return [...byTitle].map(([titleId, titleRows]) => answerOf(titleId, titleRows, sources, titleRows.length))
}
