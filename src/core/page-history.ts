/**
 * Page history (application §2.4, §9): the last 10 visited asset, view, author and explore
 * pages, newest first; a repeat (same route name and same query) moves to the front.
 */

export const PAGE_HISTORY_LIMIT = 10

export type PageHistoryRoute = 'asset' | 'view' | 'author' | 'explore'

export interface PageHistoryEntry {
  route: PageHistoryRoute
  search: Record<string, string | string[]>
  label: string
  visitedAt: number
}

/**
 * A query in a form that ignores order: keys sorted, each value as a sorted list (a single
 * value equals a list of one, repeated values in any order are the same), empty lists left out.
 */
function queryKey(search: Record<string, string | string[]>): string {
  const pairs = Object.keys(search)
    .sort()
    .map((key): [string, string[]] => {
      const value = search[key]
      return [key, (Array.isArray(value) ? [...value] : value === undefined ? [] : [value]).sort()]
    })
    .filter(([, values]) => values.length > 0)
  return JSON.stringify(pairs)
}

export function isSamePage(
  a: Pick<PageHistoryEntry, 'route' | 'search'>,
  b: Pick<PageHistoryEntry, 'route' | 'search'>,
): boolean {
  return a.route === b.route && queryKey(a.search) === queryKey(b.search)
}

/** The history after visiting `entry`: it goes first, an earlier visit of the same page is removed. */
export function addToPageHistory(
  entries: readonly PageHistoryEntry[],
  entry: PageHistoryEntry,
): PageHistoryEntry[] {
  return [entry, ...entries.filter((earlier) => !isSamePage(earlier, entry))].slice(0, PAGE_HISTORY_LIMIT)
}

/** The word shown before an asset's name, by title type. */
const TITLE_TYPE_WORDS: Readonly<Record<string, string>> = {
  company: 'Stock',
  crypto_currency: 'Cryptocurrency',
  derivative: 'Derivative',
  forex: 'Currency',
  index: 'Index',
  raw_material: 'Commodity',
  fund: 'Fund',
  unlisted: 'Unlisted company',
  person: 'Person',
  class: 'Class',
}

/** A title type as a word ('company' → 'Stock'); an unknown type is shown capitalised, '_' as space. */
export function titleTypeWord(type: string): string {
  const known = TITLE_TYPE_WORDS[type]
  if (known) return known
  const words = type.replaceAll('_', ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export type PageHistoryLabelInput =
  | { route: 'asset'; assetType: string; assetName: string }
  | { route: 'view'; viewName: string }
  | { route: 'author'; name: string; source: string }
  | { route: 'explore' }

/** Labels: asset as type plus name, view as its name, author as 'name @ source', 'Explore Assets'. */
export function pageHistoryLabel(input: PageHistoryLabelInput): string {
  switch (input.route) {
    case 'asset':
      return [titleTypeWord(input.assetType), input.assetName].filter(Boolean).join(' ')
    case 'view':
      return input.viewName
    case 'author':
      return `${input.name} @ ${input.source}`
    case 'explore':
      return 'Explore Assets'
  }
}
