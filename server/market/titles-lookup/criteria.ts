import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { TitleType } from '../../../src/core'
import { titles } from '../../db/schema'

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
  return and(...parts)
}
