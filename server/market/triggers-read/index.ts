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

const UserRowSchema = v.object({
  ...RowSchema.entries,
  rule_id: v.nullable(v.number()),
  title_name: v.nullable(v.string()),
})

export interface TriggerSelection {
  /** Only alerts of this rule (one of the user's). */
  ruleId?: number
  /** Only the user's rules of this type. */
  ruleType?: string
  /** Only alerts of this title; with it, the title's standard alerts are included too. */
  titleId?: number
  startMs: number
  endMs: number
  limit: number
}

/**
 * The alerts a user may read, newest first: those of the user's own rules, and with a title the
 * title's standard alerts as well. Other users' alerts are never selected.
 */
export async function userTriggers(db: Database, userId: number, selection: TriggerSelection) {
  const own = sql`tr.rule_id in (select id from rules where user_id = ${userId}${
    selection.ruleType === undefined ? sql`` : sql` and rule_type = ${selection.ruleType}`
  })`
  const whose =
    selection.ruleId !== undefined
      ? sql`${own} and tr.rule_id = ${selection.ruleId}`
      : selection.titleId !== undefined && selection.ruleType === undefined
        ? sql`(tr.rule_id is null or ${own})`
        : own
  const title = selection.titleId === undefined ? sql`` : sql` and tr.title_id = ${selection.titleId}`
  const rows = await queryRows(
    db,
    sql`select tr.id, tr.rule_id, tr.title_id, t.name as title_name, tr.kind, tr.series_id,
          (extract(epoch from tr.triggered_at) * 1000)::float8 as time_ms, tr.data
        from triggers tr left join titles t on t.id = tr.title_id
        where ${whose}${title}
          and tr.triggered_at >= ${new Date(selection.startMs).toISOString()}::timestamptz
          and tr.triggered_at <= ${new Date(selection.endMs).toISOString()}::timestamptz
        order by tr.triggered_at desc, tr.id desc limit ${selection.limit}`,
    UserRowSchema,
  )
  return rows.map((row) => ({
    trigger_id: row.id,
    rule_id: row.rule_id,
    rule_type: row.kind,
    title_id: row.title_id,
    title_name: row.title_name,
    series_id: row.series_id,
    time: row.time_ms,
    data: row.data,
  }))
}

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
