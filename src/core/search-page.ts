import * as v from 'valibot'

/**
 * The search page (application §2.1 /search?searchQuery=…, §2.5 periods last week, last month,
 * last year, any time, and a disclaimer). Period and order are Murmur's additions to the URL.
 */
export const SEARCH_PERIODS = [
  { key: 'week', label: 'Last week', days: 7 },
  { key: 'month', label: 'Last month', days: 30 },
  { key: 'year', label: 'Last year', days: 365 },
  { key: 'any', label: 'Any time', days: null },
] as const
export type SearchPeriod = (typeof SEARCH_PERIODS)[number]['key']
export const DEFAULT_SEARCH_PERIOD: SearchPeriod = 'month'
export const SEARCH_ORDERS = ['newest', 'best'] as const
export type SearchOrder = (typeof SEARCH_ORDERS)[number]

export const SEARCH_DISCLAIMER =
  'Results are messages published by third parties and found by their words. Murmur does not check them, and nothing here is investment advice.'

export const SearchPageSearchSchema = v.object({
  searchQuery: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined),
  period: v.fallback(v.optional(v.picklist(SEARCH_PERIODS.map((period) => period.key))), undefined),
  order: v.fallback(v.optional(v.picklist(SEARCH_ORDERS)), undefined),
})
export type SearchPageSearch = v.InferOutput<typeof SearchPageSearchSchema>

const DAY_MS = 86_400_000

export interface SearchRange {
  start: number
  end: number
  /** The period reached further back than the user's history (or time span) allows. */
  clamped: boolean
}

/**
 * The period as a range ending now, clamped to the earliest day the user may see and to their
 * longest time span; "any time" is everything the user may see.
 */
export function searchPeriodRange(
  period: SearchPeriod,
  nowMs: number,
  limits: { earliestMs: number; timeSpanDays: number },
): SearchRange {
  const days = SEARCH_PERIODS.find((entry) => entry.key === period)?.days ?? null
  const wanted = days === null ? limits.earliestMs : nowMs - days * DAY_MS
  const start = Math.max(wanted, limits.earliestMs, nowMs - limits.timeSpanDays * DAY_MS)
  return { start, end: nowMs, clamped: days !== null && start > wanted }
}

/** The words of a websearch-style query worth marking: no quotes, operators or excluded words. */
export function queryWords(query: string): string[] {
  return [
    ...new Set(
      query
        .replace(/["“”]/g, ' ')
        .split(/\s+/)
        .filter((word) => word !== '' && !word.startsWith('-') && word.toLowerCase() !== 'or')
        .map((word) => word.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}]+$/gu, ''))
        .filter((word) => word.length >= 2),
    ),
  ]
}

/** The words the server marked in a message's full-text highlights (`<b>…</b>`). */
export function highlightedWords(highlights: readonly string[]): string[] {
  const words = new Set<string>()
  for (const fragment of highlights)
    for (const match of fragment.matchAll(/<b>([^<]{1,80})<\/b>/g)) if (match[1]) words.add(match[1])
  return [...words]
}
