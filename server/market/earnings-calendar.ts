import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { type EarningsCalendarEntry, sentimentScore } from '../../src/core'
import type { Database } from '../db'
import { dbNumber, queryRows } from './messages/rows'

const num = v.nullable(dbNumber)
const RowSchema = v.object({
  id: v.number(),
  name: v.string(),
  symbol: v.nullable(v.string()),
  country: v.nullable(v.string()),
  release_date: v.string(),
  prior: num,
  consensus: num,
  actual: num,
  buzz: num,
  sentiment: num,
})

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * The earnings releases between two days over all titles (of one country when asked), soonest
 * first, each with its title's latest buzz and sentiment in `partition`: what a pre-earnings
 * screen sorts and colours by.
 */
export async function earningsCalendar(
  db: Database,
  range: { fromDay: string; toDay: string },
  country: string | null,
  partition: string,
): Promise<EarningsCalendarEntry[]> {
  const rows = await queryRows(
    db,
    sql`select t.id, t.name, t.symbol, t.country, to_char(e.release_date, 'YYYY-MM-DD') as release_date,
          e.prior, e.consensus, e.actual, b.buzz, b.sentiment_mean as sentiment
        from earnings e
        join titles t on t.id = e.title_id
        left join lateral (
          select bb.buzz, bb.sentiment_mean from buzz_buckets bb
          where bb.partition = ${partition} and bb.title_id = t.id
          order by bb.bucket_start desc limit 1
        ) b on true
        where e.release_date between ${range.fromDay}::date and ${range.toDay}::date
          ${country === null ? sql`` : sql`and upper(t.country) = ${country.toUpperCase()}`}
        order by e.release_date, t.id`,
    RowSchema,
  )
  return rows.map((row) => ({
    ...row,
    buzz: row.buzz === null ? null : round(row.buzz, 3),
    sentiment: row.sentiment === null ? null : round(row.sentiment, 4),
    sentiment_score: row.sentiment === null ? null : sentimentScore(row.sentiment),
  }))
}
