import { type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { list } from '../messages/filters'
import { dbNumber, queryRows } from '../messages/rows'

const RowSchema = v.object({
  id: dbNumber,
  title_id: v.number(),
  kind: v.string(),
  series_id: v.nullable(v.number()),
  time_ms: dbNumber,
  data: v.record(v.string(), v.unknown()),
})

/** Standard-rule alerts (no user rule) of one title, newest first. */
export async function standardTriggers(
  db: Database,
  titleId: number,
  startMs: number,
  endMs: number,
  limit: number,
  ruleTypes: readonly string[] | null,
) {
  const kinds: SQL = ruleTypes && ruleTypes.length > 0 ? sql` and kind in (${list(ruleTypes)})` : sql``
  const rows = await queryRows(
    db,
    sql`select id, title_id, kind, series_id, (extract(epoch from triggered_at) * 1000)::float8 as time_ms, data
        from triggers
        where rule_id is null and title_id = ${titleId}
          and triggered_at >= ${new Date(startMs).toISOString()}::timestamptz
          and triggered_at <= ${new Date(endMs).toISOString()}::timestamptz${kinds}
        order by triggered_at desc, id desc limit ${limit}`,
    RowSchema,
  )
  return rows.map((row) => ({
    trigger_id: row.id,
    title_id: row.title_id,
    rule_type: row.kind,
    series_id: row.series_id,
    time: row.time_ms,
    data: row.data,
  }))
}
