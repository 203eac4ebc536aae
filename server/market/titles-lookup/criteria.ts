import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { TitleType } from '../../../src/core'
import { titles } from '../../db/schema'

/**
 * Titles with a number of messages carrying one of `keyEventIds` with score ≥ 4 (the filter
 * field key_events.4.{id}.total) between `startMs` and `endMs`.
 */
export interface KeyEventCriterion {
  keyEventIds: readonly number[]
  comparator: 'gt' | 'gte' | 'eq'
  count: number
  startMs: number
  endMs: number
}

/** Which titles a list call selects; every field narrows (AND), values within a field widen (OR). */
export interface TitleCriteria {
  ids?: readonly number[]
  types?: readonly TitleType[]
  countries?: readonly string[]
  /** Sector ids of any level: a title matches when its sector id starts with one. */
  sectorPrefixes?: readonly string[]
  priExchangeIds?: readonly number[]
  /** Primary or further listing on one of these exchanges. */
  exchangeIds?: readonly number[]
  listIds?: readonly number[]
  /** Each entry narrows. */
  keyEvents?: readonly KeyEventCriterion[]
}

const COUNT_COMPARATORS = { gt: sql`>`, gte: sql`>=`, eq: sql`=` } as const

/**
 * Driven by the window of messages_time_idx and the key_events GIN index (`?|`), then
 * message_titles by its primary key: no scan of a title's whole history.
 */
function keyEventCondition(criterion: KeyEventCriterion): SQL {
  const keys = criterion.keyEventIds.map(String)
  const scored = keys.map(
    (key) =>
      sql`case when jsonb_typeof(m.key_events -> ${key}) = 'number' then (m.key_events ->> ${key})::float8 else 0 end >= 4`,
  )
  return sql`${titles.id} in (select mt.title_id from messages m join message_titles mt on mt.message_id = m.id
    where m.message_time >= ${new Date(criterion.startMs).toISOString()}::timestamptz
      and m.message_time <= ${new Date(criterion.endMs).toISOString()}::timestamptz
      and m.key_events ?| array[${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]
      and (${sql.join(scored, sql` or `)})
    group by mt.title_id having count(*) ${COUNT_COMPARATORS[criterion.comparator]} ${criterion.count})`
}

export function criteriaCondition(criteria: TitleCriteria): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(titles.active, true)]
  if (criteria.ids) parts.push(inArray(titles.id, [...criteria.ids, -1]))
  if (criteria.types)
    parts.push(criteria.types.length ? inArray(titles.type, [...criteria.types]) : sql`false`)
  if (criteria.countries) parts.push(inArray(titles.country, [...criteria.countries, '']))
  if (criteria.sectorPrefixes) {
    parts.push(
      or(
        sql`false`,
        ...criteria.sectorPrefixes.map((prefix) => sql`${titles.sectorId} like ${`${prefix}%`}`),
      ),
    )
  }
  if (criteria.priExchangeIds) parts.push(inArray(titles.exchangeId, [...criteria.priExchangeIds, -1]))
  if (criteria.exchangeIds) {
    parts.push(
      or(
        inArray(titles.exchangeId, [...criteria.exchangeIds, -1]),
        ...criteria.exchangeIds.map(
          (id) => sql`${titles.listedExchangeIds} @> ${JSON.stringify([id])}::jsonb`,
        ),
      ),
    )
  }
  if (criteria.listIds) {
    parts.push(
      sql`exists (select 1 from list_members lm where lm.title_id = ${titles.id} and lm.list_id in (${sql.join(
        [...criteria.listIds, -1].map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    )
  }
  for (const criterion of criteria.keyEvents ?? []) {
    parts.push(criterion.keyEventIds.length ? keyEventCondition(criterion) : sql`false`)
  }
  return and(...parts)
}
