import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'

const ResultSchema = v.object({ rows: v.array(v.unknown()) })

/** Raw SQL on either engine, every row checked by `row`. */
export async function selectRows<T extends v.GenericSchema>(
  db: Pick<Database, 'execute'>,
  query: SQL,
  row: T,
): Promise<v.InferOutput<T>[]> {
  const result = v.parse(ResultSchema, await db.execute(query))
  return v.parse(v.array(row), result.rows)
}
