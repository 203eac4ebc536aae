import * as v from 'valibot'
import { DAY_MS } from './partitions'
import type { TabName } from './tabs'
import { RELATIVE_TIME_RANGES, type RelativeTimeRange } from './time-range'
import { firstTierWithView } from './view-page'
import { MESSAGE_FILTER_SEARCH_ENTRIES, TIME_RANGE_SEARCH_ENTRIES } from './view-search'
import type { PaidAccountType } from './wire/userdata'

/**
 * The author page (application §2.1 /author, §2.2 "Author view: name, authorSource plus message
 * filters", §2.5 "impact score, bot likeliness, message statistics, previously mentioned
 * assets, same author name in other sources"). Parsing never throws.
 */

export const AUTHOR_TABS = [
  'author_info',
  'author_messages',
  'author_common',
] as const satisfies readonly TabName[]
export type AuthorTab = (typeof AUTHOR_TABS)[number]
export const DEFAULT_AUTHOR_TAB: AuthorTab = 'author_messages'

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value): string | undefined => {
        const raw = typeof value === 'number' ? String(value) : value
        return typeof raw === 'string' && raw.trim() !== '' && raw.length <= max ? raw.trim() : undefined
      }),
    ),
  )

export const AuthorSearchSchema = v.fallback(
  v.object({
    name: text(200),
    authorSource: text(200),
    tab: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((value): AuthorTab | undefined =>
          (AUTHOR_TABS as readonly unknown[]).includes(value) ? (value as AuthorTab) : undefined,
        ),
      ),
    ),
    ...MESSAGE_FILTER_SEARCH_ENTRIES,
    ...TIME_RANGE_SEARCH_ENTRIES,
  }),
  {},
)
export type AuthorSearch = v.InferOutput<typeof AuthorSearchSchema>

/** What an impact score means (application §3 "0 bot and blacklisted; 5 manually curated"). */
export function impactMeaning(score: number): string {
  if (score <= 0) return 'Classified as a bot and blacklisted: its messages do not count.'
  if (score >= 5) return 'Manually curated: a trusted source.'
  if (score >= 4) return 'High impact: reliable and widely followed (automatic rating).'
  if (score >= 3) return 'Good impact (automatic rating).'
  if (score >= 2) return 'Moderate impact (automatic rating).'
  return 'Low impact (automatic rating).'
}

/** Bot likeliness 0–1 in words, for the meter's label. */
export function botLikelinessText(likeliness: number): string {
  if (likeliness >= 0.8) return 'Very likely a bot'
  if (likeliness >= 0.5) return 'Possibly a bot'
  if (likeliness >= 0.2) return 'Probably human'
  return 'Human'
}

/** The first paid plan whose defaults include the author view (the upgrade to offer). */
export function firstTierWithAuthorView(): PaidAccountType | null {
  return firstTierWithView('author')
}

/**
 * The shortest permitted relative range that reaches back to `time` (an author's last message),
 * so an empty page can offer it; null when no permitted range does.
 */
export function relativeRangeReaching(
  time: number,
  now: number,
  maxRelativeDays: number,
): RelativeTimeRange | null {
  return (
    RELATIVE_TIME_RANGES.find(
      (range) => range.days <= maxRelativeDays && now - range.days * DAY_MS <= time,
    ) ?? null
  )
}
