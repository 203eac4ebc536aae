import type { AccountType } from '../wire/userdata'

/** Filter permissions a user can hold in ui_features.filters (application §6). */
export const FILTER_PERMISSIONS = ['type', 'language', 'title', 'key_event', 'combine', 'source'] as const
export type FilterPermission = (typeof FILTER_PERMISSIONS)[number]

/** View permissions a user can hold in ui_features.views (application §6). */
export const VIEW_PERMISSIONS = ['list', 'key_event', 'author'] as const
export type ViewPermission = (typeof VIEW_PERMISSIONS)[number]

export interface TierDefaults {
  historyMonths: number
  maxRangeDays: number
  aiText: boolean
  aiChat: boolean
  download: boolean
  maxWatchlistAuthors: number
  maxWatchlistViews: number
  maxMorningBriefings: number
  /** The ui_features a user of this tier starts with ("Filters and views" column). */
  uiFeatures: { filters: readonly FilterPermission[]; views: readonly ViewPermission[] }
}

const ALL_ON = { filters: FILTER_PERMISSIONS, views: VIEW_PERMISSIONS } as const
const ALL_OFF = { filters: [], views: [] } as const

/** Defaults per tier: application §6, row by row. */
export const TIER_DEFAULTS: Readonly<Record<AccountType, TierDefaults>> = {
  trial: {
    historyMonths: 1,
    maxRangeDays: 7,
    aiText: false,
    aiChat: false,
    download: false,
    maxWatchlistAuthors: 4,
    maxWatchlistViews: 5,
    maxMorningBriefings: 0,
    uiFeatures: ALL_ON,
  },
  basic: {
    historyMonths: 1,
    maxRangeDays: 3,
    aiText: false,
    aiChat: false,
    download: false,
    maxWatchlistAuthors: 5,
    maxWatchlistViews: 5,
    maxMorningBriefings: 0,
    uiFeatures: ALL_OFF,
  },
  premium: {
    historyMonths: 12,
    maxRangeDays: 30,
    aiText: false,
    aiChat: false,
    download: false,
    maxWatchlistAuthors: 15,
    maxWatchlistViews: 15,
    maxMorningBriefings: 0,
    uiFeatures: {
      filters: FILTER_PERMISSIONS.filter((f) => f !== 'key_event'),
      views: VIEW_PERMISSIONS.filter((view) => view !== 'author'),
    },
  },
  platinum: {
    historyMonths: 36,
    maxRangeDays: 90,
    aiText: true,
    aiChat: false,
    download: true,
    maxWatchlistAuthors: 25,
    maxWatchlistViews: 25,
    maxMorningBriefings: 1,
    uiFeatures: ALL_ON,
  },
  professional: {
    historyMonths: 60,
    maxRangeDays: 365,
    aiText: true,
    aiChat: false,
    download: true,
    maxWatchlistAuthors: 50,
    maxWatchlistViews: 50,
    maxMorningBriefings: 5,
    uiFeatures: ALL_ON,
  },
}

/**
 * The per-user fields a new account of `tier` is stored with, so that the effective
 * permissions of a fresh account equal the tier's defaults (used at signup, at an upgrade and
 * by the operator's "set tier").
 */
export function userFieldsForTier(tier: AccountType): {
  history_months: number
  timespan_days: number
  ai_textgen: number
  ai_chat: number
  max_subscriptions: number
  ui_features: { filters: string[]; views: string[] }
} {
  const d = TIER_DEFAULTS[tier]
  return {
    history_months: d.historyMonths,
    timespan_days: d.maxRangeDays,
    ai_textgen: d.aiText ? 1 : 0,
    ai_chat: d.aiChat ? 1 : 0,
    max_subscriptions: d.maxMorningBriefings,
    ui_features: { filters: [...d.uiFeatures.filters], views: [...d.uiFeatures.views] },
  }
}
