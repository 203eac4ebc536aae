import {
  groupsOfMarkets,
  MARKET_GROUP_KEYS,
  type MarketGroupKey,
  marketsOfGroups,
  PREFERENCE_TITLE_TYPE_KEYS,
  type PreferenceTitleType,
  type UserOptions,
} from '../../core'

/** The toggles' state: which market groups and asset types are on. */
export interface PreferenceChoice {
  markets: Set<MarketGroupKey>
  titleTypes: Set<PreferenceTitleType>
}

/** Everything on: the setup dialog's start (application §2.5). */
export function allOn(): PreferenceChoice {
  return { markets: new Set(MARKET_GROUP_KEYS), titleTypes: new Set(PREFERENCE_TITLE_TYPE_KEYS) }
}

/** The toggles for stored options; no stored preferences means everything on. */
export function choiceOf(options: UserOptions): PreferenceChoice {
  const prefs = options.uiPreferences
  if (!prefs) return allOn()
  const types = new Set(prefs.titleTypes)
  return {
    markets: new Set(groupsOfMarkets(prefs.markets)),
    titleTypes: new Set(PREFERENCE_TITLE_TYPE_KEYS.filter((type) => types.has(type))),
  }
}

/** The options to save: the other keys stay as they were. */
export function withChoice(options: UserOptions, choice: PreferenceChoice): UserOptions {
  return {
    ...options,
    uiPreferences: {
      ...options.uiPreferences,
      markets: marketsOfGroups(MARKET_GROUP_KEYS.filter((key) => choice.markets.has(key))),
      titleTypes: PREFERENCE_TITLE_TYPE_KEYS.filter((type) => choice.titleTypes.has(type)),
    },
  }
}

export const CHOOSE_A_MARKET = 'Please choose at least one market.'
export const CHOOSE_AN_ASSET_TYPE = 'Please choose at least one asset type.'
