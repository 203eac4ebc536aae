import type { AccountType, UserData } from '../wire/userdata'
import {
  FILTER_PERMISSIONS,
  type FilterPermission,
  TIER_DEFAULTS,
  VIEW_PERMISSIONS,
  type ViewPermission,
} from './tiers'

/** The default user time-span limit (application §9). */
export const DEFAULT_TIME_SPAN_LIMIT_DAYS = 366
/** Non-trial users get this many watchlist views and authors (application §6). */
export const NON_TRIAL_WATCHLIST_CAPACITY = 100
/** The earliest selectable day (application §5 "Time range"), epoch ms of 2012-01-01 UTC. */
export const EARLIEST_SELECTABLE_DAY_MS = Date.UTC(2012, 0, 1)

/** What a user may do: tier defaults combined with the user's own fields (application §6). */
export interface EffectivePermissions {
  accountType: AccountType
  historyMonths: number
  /** Longest relative time range, in days. */
  maxRangeDays: number
  /** Longest absolute span between start and end date, in days. */
  timeSpanLimitDays: number
  aiText: boolean
  aiChat: boolean
  download: boolean
  maxWatchlistViews: number
  maxWatchlistAuthors: number
  /** Morning-briefing subscriptions the user may hold. */
  maxMorningBriefings: number
  /** Morning-briefing subscriptions the user holds now. */
  morningBriefingCount: number
  filters: ReadonlySet<FilterPermission>
  views: ReadonlySet<ViewPermission>
  /** Author-type filtering is always off (application §6). */
  authorTypeFilter: false
  tags: ReadonlySet<string>
}

function positive(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}

function known<T extends string>(names: readonly T[], granted: readonly string[]): Set<T> {
  return new Set(names.filter((name) => granted.includes(name)))
}

export function effectivePermissions(user: UserData): EffectivePermissions {
  const defaults = TIER_DEFAULTS[user.subscription_type]
  const trial = user.subscription_type === 'trial'
  const maxRangeDays = Math.max(defaults.maxRangeDays, positive(user.timespan_days))
  return {
    accountType: user.subscription_type,
    historyMonths: Math.max(defaults.historyMonths, positive(user.history_months)),
    maxRangeDays,
    timeSpanLimitDays: Math.max(DEFAULT_TIME_SPAN_LIMIT_DAYS, maxRangeDays),
    aiText: defaults.aiText || user.ai_textgen > 0,
    aiChat: defaults.aiChat || user.ai_chat > 0,
    download: defaults.download || !trial,
    maxWatchlistViews: trial
      ? defaults.maxWatchlistViews
      : Math.max(defaults.maxWatchlistViews, NON_TRIAL_WATCHLIST_CAPACITY),
    maxWatchlistAuthors: trial
      ? defaults.maxWatchlistAuthors
      : Math.max(defaults.maxWatchlistAuthors, NON_TRIAL_WATCHLIST_CAPACITY),
    maxMorningBriefings: positive(user.max_subscriptions),
    morningBriefingCount: user.nl.morning_briefings.length,
    filters: known(FILTER_PERMISSIONS, user.ui_features.filters),
    views: known(VIEW_PERMISSIONS, user.ui_features.views),
    authorTypeFilter: false,
    tags: new Set(user.available_tags.map((tag) => tag.name)),
  }
}
