import {
  EXPLORE_SORT_FIELDS,
  type ExploreMapMeasure,
  type ExploreSearch,
  type ExploreSortField,
  pick,
} from './explore-search'

export * from './explore-search'

/**
 * /explore (application §2.1 "Explore Assets", data-interface §2 "tree maps of the top 30 by buzz
 * or by message total, and a table of buzz and sentiment per instrument with change values"):
 * the filter, sort and map state lives in the URL (explore-search.ts); these are the page's rules.
 */

export const EXPLORE_TREE_SIZE = 30
/**
 * The tree map by buzz counts titles with at least this many messages in the latest day: buzz
 * is a ratio to the title's normal, and two messages where half of one is usual read as 400 %,
 * which filled the map with names nobody was talking about.
 */
export const EXPLORE_TREE_MIN_MESSAGES = 5

/** The page's /titles filters, with the sample floor (EXPLORE_TREE_MIN_MESSAGES) when it holds. */
export function withSampleFloor(
  filters: Readonly<Record<string, string>>,
  floored: boolean,
): Record<string, string> {
  return floored ? { ...filters, messages_higher: String(EXPLORE_TREE_MIN_MESSAGES - 1) } : { ...filters }
}

/** The /titles filters of the tree map: the page's filters, and the sample floor when sized by buzz. */
export function exploreTreeFilters(
  filters: Readonly<Record<string, string>>,
  measure: ExploreMapMeasure,
): Record<string, string> {
  return withSampleFloor(filters, measure === 'buzz')
}

/**
 * Whether a table sort ranks by a ratio or mean that a handful of messages makes loud: by buzz
 * or sentiment, two messages at 800 % (or a mean of one message) came before every name the
 * market talked about. Other columns list every asset.
 */
export function sortNeedsSampleFloor(sort: ExploreSort): boolean {
  return sort.field === 'buzz' || sort.field === 'sentiment'
}

/** Whether the table keeps to the tree map's sample floor: such a sort, and all not asked for. */
export function exploreTableFloored(sort: ExploreSort, all: boolean): boolean {
  return !all && sortNeedsSampleFloor(sort)
}

export const EXPLORE_PAGE_SIZE = 100
export const EXPLORE_LABEL = 'Explore Assets'

export interface ExploreSort {
  field: ExploreSortField
  descending: boolean
}

export const DEFAULT_EXPLORE_SORT: ExploreSort = { field: 'buzz', descending: true }

/** The values of a list param ('US,EU' → ['US', 'EU']). */
export function exploreList(value: string | undefined): string[] {
  return value ? value.split(',') : []
}

/** A list param after toggling one value; undefined when none is left. */
export function toggleExploreList(value: string | undefined, item: string): string | undefined {
  const list = exploreList(value)
  const next = list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item]
  return next.length > 0 ? next.join(',') : undefined
}

export function exploreSort(search: ExploreSearch): ExploreSort {
  if (!search.sort) return DEFAULT_EXPLORE_SORT
  const field = pick(EXPLORE_SORT_FIELDS, search.sort.replace(/^-/, ''))
  return field ? { field, descending: search.sort.startsWith('-') } : DEFAULT_EXPLORE_SORT
}

/** The sort as a URL value; the default is left out of the URL. */
export function exploreSortParam(sort: ExploreSort): string | undefined {
  if (sort.field === DEFAULT_EXPLORE_SORT.field && sort.descending === DEFAULT_EXPLORE_SORT.descending)
    return undefined
  return `${sort.descending ? '-' : ''}${sort.field}`
}

/** A click on a column: the same column flips; a new one starts high-to-low (names A–Z). */
export function nextExploreSort(current: ExploreSort, field: ExploreSortField): ExploreSort {
  if (current.field === field) return { field, descending: !current.descending }
  return { field, descending: field !== 'name' }
}

/** The GET /v6/titles query of the page's filters (no sort, limit or offset). */
export function exploreFilterQuery(search: ExploreSearch): Record<string, string> {
  const query: Record<string, string> = {}
  const lists = {
    type: search.type,
    region: search.region,
    country: search.country,
    sector: search.sector,
    exchange: search.exchange,
    list: search.list,
  }
  for (const [key, value] of Object.entries(lists)) if (value !== undefined) query[key] = value
  if (search.chgMin !== undefined) query.chg_higher = String(search.chgMin)
  if (search.chgMax !== undefined) query.chg_lower = String(search.chgMax)
  return query
}

/** The sort_by of GET /v6/titles. */
export function exploreSortBy(sort: ExploreSort): string {
  return `${sort.descending ? '-' : ''}${sort.field}`
}

/** How many filters are set (the "Clear filters (3)" button). */
export function exploreFilterCount(search: ExploreSearch): number {
  return Object.keys(exploreFilterQuery(search)).length
}
