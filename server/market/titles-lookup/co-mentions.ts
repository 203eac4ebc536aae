import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { dbNumber, queryRows } from '../messages/rows'
import { type EntityAnswer, type EntityRef, loadEntities } from './entities'

const DAY_MS = 86_400_000

export interface CoMention extends EntityAnswer {
  count: number
  /** Messages per UTC day of the range, oldest first. */
  daily: number[]
}

const DailyRowSchema = v.object({ k: dbNumber, d: v.string(), n: dbNumber })

/** The UTC days (YYYY-MM-DD) a range touches, oldest first. */
export function daysOf(startMs: number, endMs: number): string[] {
  const days: string[] = []
  for (let day = startMs - (startMs % DAY_MS); day < endMs; day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10))
  }
  return days
}

/**
 * Entities mentioned in the title's messages of a range: the other titles a message is linked to
 * (from the title's own index rows), and the people of the title and of those titles whose full
 * name ("Tim Cook") the message text contains. Counted per message, most mentioned first.
 */
export async function coMentionedEntities(
  db: Database,
  titleId: number,
  startMs: number,
  endMs: number,
  limit: number,
): Promise<{ days: string[]; entities: CoMention[] }> {
  const from = new Date(startMs)
  const to = new Date(endMs)
  const titleRows = await queryRows(
    db,
    sql`select k, to_char(d, 'YYYY-MM-DD') as d, count(*)::int as n from (
          select unnest(mt.other_title_ids) as k, date_trunc('day', mt.message_time at time zone 'UTC') as d
          from message_titles mt
          where mt.title_id = ${titleId} and mt.message_time >= ${from} and mt.message_time < ${to}
            and mt.other_title_ids is not null
        ) as t group by k, d`,
    DailyRowSchema,
  )
  const titleTotals = totals(titleRows)
  const candidates = [titleId, ...topKeys(titleTotals, 50)]
  const personRows = await queryRows(
    db,
    sql`select e.id as k, to_char(date_trunc('day', mt.message_time at time zone 'UTC'), 'YYYY-MM-DD') as d,
          count(*)::int as n
        from executives e
        join message_titles mt on mt.title_id = ${titleId}
          and mt.message_time >= ${from} and mt.message_time < ${to}
        join messages m on m.id = mt.message_id
        where e.title_id in (${sql.join(
          candidates.map((id) => sql`${id}`),
          sql`, `,
        )})
          and (m.sub || ' ' || m.body) ilike ('%' || e.first_name || ' ' || e.last_name || '%')
        group by e.id, 2`,
    DailyRowSchema,
  )
  const ranked: { ref: EntityRef; key: string; count: number }[] = [
    ...[...titleTotals].map(([id, count]) => ({ ref: { kind: 'title', id } as const, key: `t${id}`, count })),
    ...[...totals(personRows)].map(([id, count]) => ({
      ref: { kind: 'person', id } as const,
      key: `p${id}`,
      count,
    })),
  ]
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit)
  const entities = await loadEntities(
    db,
    ranked.map((entry) => entry.ref),
  )
  const days = daysOf(startMs, endMs)
  const dayIndex = new Map(days.map((day, index) => [day, index]))
  const dailyOf = (rows: readonly v.InferOutput<typeof DailyRowSchema>[], id: number) => {
    const daily = days.map(() => 0)
    for (const row of rows) {
      const index = dayIndex.get(row.d)
      if (row.k === id && index !== undefined) daily[index] = (daily[index] ?? 0) + row.n
    }
    return daily
  }
  const byId = new Map(entities.map((entity) => [entity.entity_id, entity]))
  return {
    days,
    entities: ranked.flatMap((entry) => {
      const id = entry.ref.kind === 'title' ? String(entry.ref.id) : `p${entry.ref.id}`
      const entity = byId.get(id)
      if (!entity) return []
      const rows = entry.ref.kind === 'title' ? titleRows : personRows
      return [{ ...entity, count: entry.count, daily: dailyOf(rows, Number(entry.ref.id)) }]
    }),
  }
}

function totals(rows: readonly { k: number; n: number }[]): Map<number, number> {
  const sums = new Map<number, number>()
  for (const row of rows) sums.set(row.k, (sums.get(row.k) ?? 0) + row.n)
  return sums
}

function topKeys(sums: ReadonlyMap<number, number>, count: number): number[] {
  return [...sums]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, count)
    .map(([id]) => id)
}
