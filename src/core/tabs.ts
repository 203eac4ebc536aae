import * as v from 'valibot'

/** Known tab names of the tab query parameter (application §2.2). */
export const TAB_NAMES = [
  'asset_info',
  'asset_messages',
  'asset_common',
  'view_info',
  'view_messages',
  'view_common',
  'settings_watchlist',
  'settings_profile',
  'settings_subscription',
  'settings_morning_briefing',
  'settings_user_preferences',
  'author_info',
  'author_messages',
  'author_common',
  'stream_posts_stream',
  'stream_posts_market_overview',
  'stream_posts_common',
] as const
export const TabNameSchema = v.picklist(TAB_NAMES)
export type TabName = v.InferOutput<typeof TabNameSchema>

/** The tab query value: a known tab name, anything else is dropped (application §5 "Routes"). */
export const TabParamSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): TabName | undefined => (v.is(TabNameSchema, value) ? value : undefined)),
  ),
)

/** The settings' tabs; Profile is the default (application §9 "Default tab per tab set"). */
export const SETTINGS_TABS = [
  'settings_watchlist',
  'settings_profile',
  'settings_user_preferences',
  'settings_subscription',
  'settings_morning_briefing',
] as const satisfies readonly TabName[]
export type SettingsTab = (typeof SETTINGS_TABS)[number]
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'settings_profile'

const SettingsTabSchema = v.picklist(SETTINGS_TABS)

export function isSettingsTab(tab: unknown): tab is SettingsTab {
  return v.is(SettingsTabSchema, tab)
}
