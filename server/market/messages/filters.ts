import { type SQL, sql } from 'drizzle-orm'
import type { SentimentFilter, TitleFilters } from '../../../src/core'

/** A message filter after validation and entitlement checks, ready to become SQL. */
export interface MessageFilter {
  startMs: number
  endMs: number
  titleIds: readonly number[] | null
  sources: readonly string[] | null
  types: readonly string[] | null
  langs: readonly string[] | null
  /** Messages carrying any of these key events with score ≥ 4 (key_events.4.{id}.total ≥ 1). */
  keyEventIds: readonly number[] | null
  sentiment: SentimentFilter | null
  authors: readonly { name: string; source: string }[] | null
  titleFilters: TitleFilters | null
  /** Full-text query (websearch syntax). */
  query: string | null
  /** Phrases any of which also matches the query (query expansion: a title's name, symbol, aliases). */
  queryExpansions: readonly string[]
  /** Minimum author impact. */
  minScore: number | null
  /** Only the message's primary title counts for title matching. */
  primaryTitle: boolean
}

export function emptyFilter(startMs: number, endMs: number): MessageFilter {
  return {
    startMs,
    endMs,
    titleIds: null,
    sources: null,
    types: null,
    langs: null,
    keyEventIds: null,
    sentiment: null,
    authors: null,
    titleFilters: null,
    query: null,
    queryExpansions: [],
    minScore: null,
    primaryTitle: false,
  }
}

/** The full-text query as a tsquery (with its expansions ORed in), or null without a query. */
export function textQuery(filter: Pick<MessageFilter, 'query' | 'queryExpansions'>): SQL | null {
  if (!filter.query) return null
  const base = sql`websearch_to_tsquery('english', ${filter.query})`
  if (filter.queryExpansions.length === 0) return base
  return sql.join(
    [base, ...filter.queryExpansions.map((phrase) => sql`phraseto_tsquery('english', ${phrase})`)],
    sql` || `,
  )
}

export function list(values: readonly (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )
}

type FilterValue = string | number

function asArray(value: FilterValue | FilterValue[] | undefined): FilterValue[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

function integers(values: readonly (string | number)[]): number[] {
  return values.map((value) => Number(value)).filter((value) => Number.isSafeInteger(value))
}

function strings(values: readonly (string | number)[]): string[] {
  return values.map((value) => String(value))
}

/** Sector, group, industry and subindustry all match by id prefix: the tree lives in the digits. */
function sectorPrefix(values: readonly (string | number)[]): SQL {
  return sql`(${sql.join(
    strings(values).map((prefix) => sql`left(t.sector_id, ${prefix.length}) = ${prefix}`),
    sql` or `,
  )})`
}

/** Conditions on the title `t` from the view's filter settings; empty list when none. */
export function titleConditions(filters: TitleFilters): SQL[] {
  const out: SQL[] = []
  for (const key of ['sector', 'group', 'industry', 'subindustry'] as const) {
    const values = asArray(filters[key])
    if (values.length > 0) out.push(sectorPrefix(values))
  }
  const exchanges = integers(asArray(filters['pri_exchange.exchange_id']))
  if (filters['pri_exchange.exchange_id'] !== undefined)
    out.push(exchanges.length ? sql`t.exchange_id in (${list(exchanges)})` : sql`false`)
  const lists = integers(asArray(filters.listed_in))
  if (filters.listed_in !== undefined) {
    out.push(
      lists.length
        ? sql`exists (select 1 from list_members lm where lm.title_id = t.id and lm.list_id in (${list(lists)}))`
        : sql`false`,
    )
  }
  const countries = strings(asArray(filters.country)).map((country) => country.toUpperCase())
  if (countries.length > 0) out.push(sql`upper(t.country) in (${list(countries)})`)
  const ids = integers(asArray(filters.id))
  if (filters.id !== undefined) out.push(ids.length ? sql`t.id in (${list(ids)})` : sql`false`)
  const types = strings(asArray(filters.type))
  if (types.length > 0) out.push(sql`t.type in (${list(types)})`)
  return out
}

function sentimentCondition(filter: SentimentFilter): SQL {
  const parts: SQL[] = []
  if (filter.positive) parts.push(sql`m.sentiment > 0`)
  if (filter.neutral) parts.push(sql`m.sentiment = 0`)
  if (filter.negative) parts.push(sql`m.sentiment < 0`)
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`
}

/** The WHERE condition over messages `m` for a filter. */
/**
 * The one title a filter is about when it names exactly one title and no view filters: the
 * query can then be driven by that title's (title_id, message_time) index as `mt`.
 */
export function drivingTitle(filter: MessageFilter): number | null {
  const [only] = filter.titleIds ?? []
  return filter.titleIds?.length === 1 && only !== undefined && !filter.titleFilters ? only : null
}

/**
 * A one-title filter whose conditions all apply to `message_titles mt` (title, time range,
 * primary title): what the statistics need is then in mt's copies of the message columns.
 */
export function onTitleRowsOnly(filter: MessageFilter): boolean {
  return (
    drivingTitle(filter) !== null &&
    filter.sources === null &&
    filter.types === null &&
    filter.langs === null &&
    !filter.keyEventIds?.length &&
    !filter.sentiment &&
    !filter.authors?.length &&
    textQuery(filter) === null &&
    filter.minScore === null
  )
}

/**
 * The WHERE condition over messages `m`. With `driven`, the query joins `message_titles mt`
 * itself (see drivingTitle) and the title conditions apply to `mt` directly.
 */
export function messageWhere(filter: MessageFilter, driven = false): SQL {
  const start = new Date(filter.startMs).toISOString()
  const end = new Date(filter.endMs).toISOString()
  // Driven by one title, the range applies to mt (its copy of message_time) only, so the planner
  // probes messages by id instead of scanning the whole window of messages_time_idx.
  const parts: SQL[] = driven
    ? []
    : [sql`m.message_time >= ${start}::timestamptz`, sql`m.message_time <= ${end}::timestamptz`]
  const titleParts: SQL[] = []
  if (filter.titleIds)
    titleParts.push(filter.titleIds.length ? sql`mt.title_id in (${list(filter.titleIds)})` : sql`false`)
  if (filter.primaryTitle) titleParts.push(sql`mt."primary"`)
  const onTitle = filter.titleFilters ? titleConditions(filter.titleFilters) : []
  if (driven) {
    parts.push(
      sql`mt.message_time >= ${start}::timestamptz`,
      sql`mt.message_time <= ${end}::timestamptz`,
      ...titleParts,
    )
  } else if (titleParts.length > 0 || onTitle.length > 0) {
    const join = onTitle.length > 0 ? sql` join titles t on t.id = mt.title_id` : sql``
    parts.push(
      sql`m.id in (select mt.message_id from message_titles mt${join} where mt.message_time >= ${start}::timestamptz and mt.message_time <= ${end}::timestamptz and ${sql.join([...titleParts, ...onTitle], sql` and `)})`,
    )
  }
  if (filter.sources)
    parts.push(filter.sources.length ? sql`m.source in (${list(filter.sources)})` : sql`false`)
  if (filter.types) parts.push(filter.types.length ? sql`m.type in (${list(filter.types)})` : sql`false`)
  if (filter.langs) parts.push(filter.langs.length ? sql`m.lang in (${list(filter.langs)})` : sql`false`)
  if (filter.keyEventIds && filter.keyEventIds.length > 0) {
    parts.push(
      sql`(${sql.join(
        filter.keyEventIds.map((id) => sql`coalesce((m.key_events ->> ${String(id)})::float8, 0) >= 4`),
        sql` or `,
      )})`,
    )
  }
  if (filter.sentiment) parts.push(sentimentCondition(filter.sentiment))
  if (filter.authors && filter.authors.length > 0) {
    parts.push(
      sql`(${sql.join(
        filter.authors.map((author) => sql`(m.source = ${author.source} and m.author = ${author.name})`),
        sql` or `,
      )})`,
    )
  }
  const text = textQuery(filter)
  if (text) parts.push(sql`m.search @@ (${text})`)
  if (filter.minScore !== null) parts.push(sql`coalesce(m.author_impact, 0) >= ${filter.minScore}`)
  return sql.join(parts, sql` and `)
}
