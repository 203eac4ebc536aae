import {
  effectivePermissions,
  NON_TRIAL_WATCHLIST_CAPACITY,
  PAID_ACCOUNT_TYPES,
  type PaidAccountType,
  TIER_DEFAULTS,
  type UserData,
  type Watchlist,
  type WatchlistItemKind,
} from '../../core'

/** What the user's watchlists hold against the tier's limits (application §6): views are assets, queries and saved views. */
export interface WatchlistUsage {
  views: number
  authors: number
  maxViews: number
  maxAuthors: number
}

export function watchlistUsage(user: UserData, watchlists: readonly Watchlist[]): WatchlistUsage {
  let views = 0
  let authors = 0
  for (const list of watchlists) {
    views += list.titles.length + list.queries.length + list.filters.length
    authors += list.authors.length
  }
  const permissions = effectivePermissions(user)
  return {
    views,
    authors,
    maxViews: permissions.maxWatchlistViews,
    maxAuthors: permissions.maxWatchlistAuthors,
  }
}

export function hasRoom(usage: WatchlistUsage, kind: WatchlistItemKind): boolean {
  return kind === 'views' ? usage.views < usage.maxViews : usage.authors < usage.maxAuthors
}

/** The smallest paid tier with more room than the user has, for the upgrade dialog (null at the top). */
export function tierWithMoreRoom(usage: WatchlistUsage, kind: WatchlistItemKind): PaidAccountType | null {
  const now = kind === 'views' ? usage.maxViews : usage.maxAuthors
  return (
    PAID_ACCOUNT_TYPES.find((tier) => {
      const defaults = TIER_DEFAULTS[tier]
      // Paid tiers get at least the non-trial capacity (as effectivePermissions gives them).
      const max = Math.max(
        kind === 'views' ? defaults.maxWatchlistViews : defaults.maxWatchlistAuthors,
        NON_TRIAL_WATCHLIST_CAPACITY,
      )
      return max > now
    }) ?? null
  )
}
