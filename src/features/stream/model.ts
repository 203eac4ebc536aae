import {
  GLOBAL_REGION,
  MARKET_GROUPS,
  type StreamPost,
  type StreamPostType,
  type StreamScope,
  TITLE_TYPES,
  type TitleType,
} from '../../core'

/**
 * The AI Updates list's rules, framework-free: labels, the list request of a scope, which live
 * posts a list wants (the server's filter, for posts pushed live), merging and ages. They live
 * here rather than in src/core: the entry imports the core barrel, so what it exports is on every
 * start's critical path, and only this lazily loaded page needs these.
 */

export const STREAM_POST_TYPE_LABELS: Readonly<Record<StreamPostType, string>> = {
  buzz_rise: 'Buzz spike',
  buzz_fall: 'Buzz fading',
  key_event: 'Key event',
  earnings: 'Earnings',
  price_move: 'Price move',
  sentiment_swing: 'Sentiment swing',
}

/** The user's market preferences as stored in the user options (ISO codes and title types). */
export interface MarketPreferences {
  markets: readonly string[]
  titleTypes: readonly string[]
}

/** The list request of a scope: the user's markets (and globals) and asset types, everything, or the watchlist. */
export interface StreamFilter {
  regions: string[] | null
  titleTypes: TitleType[] | null
  addGlobals: boolean
  watchlistOnly: boolean
  types: StreamPostType[] | null
}

export function streamFilterOf(
  scope: StreamScope,
  preferences: MarketPreferences | null,
  types: readonly StreamPostType[] | undefined,
): StreamFilter {
  const chosenTypes = types && types.length > 0 ? [...types] : null
  if (scope !== 'mine' || !preferences)
    return {
      regions: null,
      titleTypes: null,
      addGlobals: true,
      watchlistOnly: scope === 'watchlist',
      types: chosenTypes,
    }
  const titleTypes = preferences.titleTypes.filter((type): type is TitleType =>
    (TITLE_TYPES as readonly string[]).includes(type),
  )
  return {
    regions:
      preferences.markets.length > 0 ? [...new Set(preferences.markets.map((m) => m.toUpperCase()))] : null,
    titleTypes: titleTypes.length > 0 ? titleTypes : null,
    addGlobals: true,
    watchlistOnly: false,
    types: chosenTypes,
  }
}

/** Whether a live post belongs in a list of this filter (the server's rules, for posts pushed live). */
export function postMatches(
  post: StreamPost,
  filter: StreamFilter,
  watchlistTitles: ReadonlySet<number>,
): boolean {
  if (filter.types && !filter.types.includes(post.type)) return false
  if (filter.titleTypes && !filter.titleTypes.includes(post.title_type)) return false
  if (filter.regions) {
    const global = post.region === GLOBAL_REGION
    if (!(global && filter.addGlobals) && !filter.regions.includes(post.region)) return false
  }
  if (filter.watchlistOnly && !post.title_ids.some((id) => watchlistTitles.has(id))) return false
  return true
}

/** Posts newest first without repeats: live arrivals merged into a list that may hold them already. */
export function mergePosts(first: readonly StreamPost[], second: readonly StreamPost[]): StreamPost[] {
  const byUuid = new Map<string, StreamPost>()
  for (const post of [...first, ...second]) if (!byUuid.has(post.uuid)) byUuid.set(post.uuid, post)
  return [...byUuid.values()].sort((a, b) => b.time - a.time || (a.uuid < b.uuid ? 1 : -1))
}

/** 'just now', '5 min ago', '3 h ago', '2 d ago': the age of a post at a glance (exact time in a tooltip). */
export function postAge(time: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - time) / 1000))
  if (seconds < 60) return 'just now'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  return `${Math.floor(hours / 24)} d ago`
}

/** Market groups the preferences cover fully or partly, for the overview's 'your markets'. */
export function preferredMarketKeys(preferences: MarketPreferences | null): Set<string> {
  if (!preferences) return new Set()
  const codes = new Set(preferences.markets.map((m) => m.toUpperCase()))
  const keys = new Set<string>()
  for (const group of MARKET_GROUPS) if (group.countries.some((c) => codes.has(c))) keys.add(group.key)
  const globalTypes = ['crypto_currency', 'forex', 'raw_material']
  if (preferences.titleTypes.some((type) => globalTypes.includes(type))) keys.add(GLOBAL_REGION)
  return keys
}
