import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'

const ResultSchema = v.object({ rows: v.array(v.unknown()) })

/**
 * Runs raw SQL on either engine and checks every row with `row`. Numbers from aggregates come
 * back as strings on node-postgres (bigint, numeric): schemas use `dbNumber` for them.
 */
export async function queryRows<T extends v.GenericSchema>(
  db: Pick<Database, 'execute'>,
  query: SQL,
  row: T,
): Promise<v.InferOutput<T>[]> {
  const result = v.parse(ResultSchema, await db.execute(query))
  return v.parse(v.array(row), result.rows)
}

/** A numeric column as either engine returns it (number, numeric string or bigint). */
export const dbNumber = v.pipe(
  v.union([v.number(), v.string(), v.bigint()]),
  v.transform((value) => Number(value)),
)

/** A timestamp column: Date on node-postgres and PGlite, or a string when cast to text. */
export const dbDate = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => (value instanceof Date ? value : new Date(value))),
)
