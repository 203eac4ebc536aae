import type { AccountType, UserData } from '../wire/userdata'
import { EARLIEST_SELECTABLE_DAY_MS, type EffectivePermissions, effectivePermissions } from './effective'
import type { FilterPermission, ViewPermission } from './tiers'

/**
 * Permission checks of application §6 ("a feature needed, a time span needed, a history
 * needed, watchlist capacity"), shared by the UI's guards and the server's entitlements.
 * Each takes the user's data or already computed effective permissions.
 */

export type PermissionSource = UserData | EffectivePermissions

function permissionsOf(source: PermissionSource): EffectivePermissions {
  return 'filters' in source ? source : effectivePermissions(source)
}

/** Features a screen or call can need. */
export const FEATURES = [
  'filter.type',
  'filter.language',
  'filter.title',
  'filter.key_event',
  'filter.combine',
  'filter.source',
  'filter.author_type',
  'view.list',
  'view.key_event',
  'view.author',
  'download',
  'ai_text',
  'ai_chat',
  'morning_briefings',
  'full_text_search',
] as const
export type Feature = (typeof FEATURES)[number]

export const TREND_RADAR_TAG = 'trendradar'

const DAY_MS = 86_400_000

export function canUseFilter(source: PermissionSource, filter: FilterPermission | 'author_type'): boolean {
  if (filter === 'author_type') return false
  return permissionsOf(source).filters.has(filter)
}

export function canUseView(source: PermissionSource, view: ViewPermission): boolean {
  return permissionsOf(source).views.has(view)
}

export function hasTag(source: PermissionSource, tag: string): boolean {
  return permissionsOf(source).tags.has(tag)
}

export function canUseAiText(source: PermissionSource): boolean {
  return permissionsOf(source).aiText
}

export function canUseAiChat(source: PermissionSource): boolean {
  return permissionsOf(source).aiChat
}

/** Full-text message search: every plan from premium up, and the trial (the comparison's row). */
export function canSearchFullText(source: PermissionSource): boolean {
  return fullTextSearchInTier(permissionsOf(source).accountType)
}

export function fullTextSearchInTier(tier: AccountType): boolean {
  return tier !== 'basic'
}

export function canDownload(source: PermissionSource): boolean {
  return permissionsOf(source).download
}

/** Morning-briefing capacity exists when max_subscriptions is above the current count. */
export function morningBriefingCapacity(source: PermissionSource): number {
  const p = permissionsOf(source)
  return Math.max(0, p.maxMorningBriefings - p.morningBriefingCount)
}

export function hasMorningBriefingCapacity(source: PermissionSource): boolean {
  return morningBriefingCapacity(source) > 0
}

/** The feature check: true when the user holds `feature`. */
export function hasFeature(source: PermissionSource, feature: Feature): boolean {
  const p = permissionsOf(source)
  switch (feature) {
    case 'download':
      return p.download
    case 'ai_text':
      return p.aiText
    case 'ai_chat':
      return p.aiChat
    case 'morning_briefings':
      return p.maxMorningBriefings > 0
    case 'full_text_search':
      return canSearchFullText(p)
    case 'filter.author_type':
      return false
    case 'view.list':
    case 'view.key_event':
    case 'view.author':
      return canUseView(p, viewOf(feature))
    default:
      return canUseFilter(p, filterOf(feature))
  }
}

function viewOf(feature: 'view.list' | 'view.key_event' | 'view.author'): ViewPermission {
  return feature === 'view.list' ? 'list' : feature === 'view.key_event' ? 'key_event' : 'author'
}

function filterOf(
  feature:
    | 'filter.type'
    | 'filter.language'
    | 'filter.title'
    | 'filter.key_event'
    | 'filter.combine'
    | 'filter.source',
): FilterPermission {
  const names = {
    'filter.type': 'type',
    'filter.language': 'language',
    'filter.title': 'title',
    'filter.key_event': 'key_event',
    'filter.combine': 'combine',
    'filter.source': 'source',
  } as const
  return names[feature]
}

/** Longest relative time range in days. */
export function maxRangeDays(source: PermissionSource): number {
  return permissionsOf(source).maxRangeDays
}

/** Longest absolute span (start to end) in days. */
export function timeSpanLimitDays(source: PermissionSource): number {
  return permissionsOf(source).timeSpanLimitDays
}

/**
 * Epoch ms of the earliest day the user may see: the start (00:00 UTC) of the day
 * `historyMonths` calendar months before now, never earlier than 2012-01-01.
 */
export function earliestPermittedDate(source: PermissionSource, nowMs: number): number {
  return earliestDayOfHistory(permissionsOf(source).historyMonths, nowMs)
}

/** The rule of earliestPermittedDate for a number of history months. */
export function earliestDayOfHistory(historyMonths: number, nowMs: number): number {
  const now = new Date(nowMs)
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const back = new Date(day)
  const targetMonth = back.getUTCMonth() - historyMonths
  back.setUTCDate(1)
  back.setUTCMonth(targetMonth)
  // Clamp the day of month (e.g. 31 March minus one month is 28/29 February).
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate()
  back.setUTCDate(Math.min(now.getUTCDate(), lastDay))
  return Math.max(EARLIEST_SELECTABLE_DAY_MS, back.getTime())
}

/** The history check: true when data starting at `startMs` lies within the user's history. */
export function hasHistoryFor(source: PermissionSource, startMs: number, nowMs: number): boolean {
  return startMs >= earliestPermittedDate(source, nowMs)
}

/** The time-span check for a relative range of `days`. */
export function allowsRelativeRange(source: PermissionSource, days: number): boolean {
  return days <= maxRangeDays(source)
}

/** The time-span check for an absolute range: the span may not exceed the time-span limit. */
export function allowsTimeSpan(source: PermissionSource, startMs: number, endMs: number): boolean {
  return endMs - startMs <= timeSpanLimitDays(source) * DAY_MS
}

export type WatchlistItemKind = 'views' | 'authors'

/** How many more views or authors the watchlist can take (0 when full). */
export function watchlistCapacity(
  source: PermissionSource,
  kind: WatchlistItemKind,
  currentCount: number,
): number {
  const p = permissionsOf(source)
  const max = kind === 'views' ? p.maxWatchlistViews : p.maxWatchlistAuthors
  return Math.max(0, max - currentCount)
}

export function hasWatchlistCapacity(
  source: PermissionSource,
  kind: WatchlistItemKind,
  currentCount: number,
): boolean {
  return watchlistCapacity(source, kind, currentCount) > 0
}
