import { and, eq, type SQL, sql } from 'drizzle-orm'
import { TITLE_MATCHES, type TitleType } from '../../../src/core'
import type { Database } from '../../db'
import { escapeLike } from '../../db/like'
import { titles } from '../../db/schema'

export type TitleSearchType = 'all' | 'symbol' | 'name' | 'isin'
export type TitleMatch = (typeof TITLE_MATCHES)[number]

export interface TitleHit {
  id: number
  n: string
  type: TitleType
  symbol: string | null
  isin: string | null
  exchange_id: number | null
  currency: string | null
  match: TitleMatch
}

/**
 * Ranked title search: ISIN exact, then symbol exact, symbol prefix, name (or alias) prefix,
 * name (or alias) contains; ties by shorter name, then id.
 */
export async function searchTitles(
  db: Database,
  query: string,
  searchType: TitleSearchType,
  limit: number,
): Promise<TitleHit[]> {
  const upper = query.toUpperCase()
  const lower = query.toLowerCase()
  const prefix = `${escapeLike(lower)}%`
  const contains = `%${escapeLike(lower)}%`
  const symbol = sql`upper(coalesce(${titles.symbol}, ''))`
  const name = sql`lower(${titles.name})`
  const aliasLike = (pattern: string) =>
    sql`exists (select 1 from jsonb_array_elements_text(${titles.aliases}) alias where lower(alias) like ${pattern})`
  const isinRank = sql`case when ${titles.isin} = ${upper} then 0 end`
  const symbolRank = sql`case when ${symbol} = ${upper} then 1 when ${symbol} like ${`${escapeLike(upper)}%`} then 2 end`
  const nameRank = sql`case when ${name} like ${prefix} or ${aliasLike(prefix)} then 3 when ${name} like ${contains} or ${aliasLike(contains)} then 4 end`
  const rankByType: Record<TitleSearchType, SQL> = {
    isin: isinRank,
    symbol: symbolRank,
    name: nameRank,
    all: sql`coalesce(${isinRank}, ${symbolRank}, ${nameRank})`,
  }
  const rank = rankByType[searchType]
  const rows = await db
    .select({
      id: titles.id,
      n: titles.name,
      type: titles.type,
      symbol: titles.symbol,
      isin: titles.isin,
      exchange_id: titles.exchangeId,
      currency: titles.currency,
      rank: sql<number>`(${rank})::int`,
    })
    .from(titles)
    .where(and(eq(titles.active, true), sql`(${rank}) is not null`))
    .orderBy(sql`(${rank})`, sql`length(${titles.name})`, titles.id)
    .limit(limit)
  return rows.map(({ rank: hitRank, ...row }) => ({
    ...row,
    currency: row.type === 'index' ? 'PTS' : row.currency,
    match: TITLE_MATCHES[Math.min(Math.max(hitRank, 0), TITLE_MATCHES.length - 1)] ?? 'contains',
  }))
}
