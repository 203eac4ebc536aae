import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { type MessageFilter, messageWhere } from '../messages/filters'
import { dbNumber, queryRows } from '../messages/rows'

const round3 = (value: number) => Math.round(value * 1000) / 1000

/** The mean sentiment of a filter's messages (3 decimals); null without scored messages. */
export async function meanSentiment(db: Database, filter: MessageFilter): Promise<number | null> {
  const [row] = await queryRows(
    db,
    sql`select avg(m.sentiment)::float8 as mean from messages m where ${messageWhere(filter)}`,
    v.object({ mean: v.nullable(dbNumber) }),
  )
  return row?.mean === null || row?.mean === undefined ? null : round3(row.mean)
}
