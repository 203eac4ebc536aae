import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../../db'
import { list } from './filters'
import { queryRows } from './rows'

/** At most this many titles widen one query: a short word may name several. */
const MAX_TITLES = 3
const MAX_TERMS = 6

const ExpansionRowSchema = v.object({
  name: v.string(),
  symbol: v.nullable(v.string()),
  aliases: v.array(v.string()),
})

/** The query's candidate title names: the whole query and each word, cashtags without their `$`. */
export function expansionTerms(query: string): string[] {
  const words = query.split(/\s+/).filter((word) => !/^(or|and|-.*)$/i.test(word))
  const terms = [query, ...words]
    .map((term) => term.replace(/^["$]+|["]+$/g, '').trim())
    .filter((term) => term.length >= 2 && term.length <= 80)
  return [...new Set(terms.map((term) => term.toLowerCase()))].slice(0, MAX_TERMS)
}

/**
 * Query expansion (`query_expansion` of the message search): when the query names a title by
 * symbol, cashtag, name or alias, messages naming that title any other way match too, e.g.
 * "google" also finds "Alphabet" and "GOOGL". Largest titles first.
 */
export async function queryExpansions(db: Database, query: string): Promise<string[]> {
  const terms = expansionTerms(query)
  if (terms.length === 0) return []
  const upper = terms.map((term) => term.toUpperCase())
  const rows = await queryRows(
    db,
    sql`select name, symbol, aliases from titles
        where active and (symbol in (${list(upper)}) or lower(name) in (${list(terms)})
          or exists (select 1 from jsonb_array_elements_text(aliases) alias where lower(alias) in (${list(terms)})))
        order by market_cap desc nulls last, id
        limit ${MAX_TITLES}`,
    ExpansionRowSchema,
  )
  const phrases = rows.flatMap((row) => [row.name, ...(row.symbol ? [row.symbol] : []), ...row.aliases])
  const asked = new Set(terms)
  return [...new Set(phrases)].filter((phrase) => !asked.has(phrase.toLowerCase()))
}
