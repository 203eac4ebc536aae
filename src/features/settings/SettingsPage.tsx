import { DEFAULT_SETTINGS_TAB, type SettingsTab } from '../../core'
import { type TabItem, Tabs, useDocumentTitle } from '../../ui'
import { credentialsOf, useSession } from '../accounts'
import { WatchlistTab } from '../watchlist/WatchlistTab'
import { MorningBriefingTab } from './MorningBriefingTab'
import { PreferencesTab } from './PreferencesTab'
import { ProfileTab } from './ProfileTab'
import { SubscriptionTab } from './SubscriptionTab'
import './settings.css'

export type ShownSettingsTab = SettingsTab

const TABS: readonly TabItem<ShownSettingsTab>[] = [
  { value: 'settings_watchlist', label: 'Watchlist', testId: 'tab-settings_watchlist' },
  { value: 'settings_profile', label: 'Profile', testId: 'tab-settings_profile' },
  { value: 'settings_user_preferences', label: 'Preferences', testId: 'tab-settings_user_preferences' },
  { value: 'settings_subscription', label: 'Subscription', testId: 'tab-settings_subscription' },
  { value: 'settings_morning_briefing', label: 'Morning briefing', testId: 'tab-settings_morning_briefing' },
]

const TITLES: Record<ShownSettingsTab, string> = {
  settings_watchlist: 'Watchlist',
  settings_profile: 'Profile',
  settings_user_preferences: 'Preferences',
  settings_subscription: 'Subscription',
  settings_morning_briefing: 'Morning briefing',
}

/** The tab to show for the query's tab: a settings tab built here, else Profile (the default). */
export function shownTab(tab: string | undefined): ShownSettingsTab {
  const fallback = TABS.find((item) => item.value === DEFAULT_SETTINGS_TAB)?.value ?? 'settings_profile'
  return TABS.find((item) => item.value === tab)?.value ?? fallback
}

export function SettingsPage({
  tab,
  onTabChange,
}: {
  tab: string | undefined
  onTabChange: (tab: ShownSettingsTab) => void
}) {
  const session = useSession()
  const current = shownTab(tab)
  useDocumentTitle(`${TITLES[current]} · Settings`)
  // The protected layout only renders for logged-in users; a logout re-runs its guard.
  if (!session) return null
  const credentials = credentialsOf(session)
  return (
    <div className="settings" data-testid="settings-page">
      <header className="page-header">
        <div>
          <h1 className="page-header__title">Settings</h1>
          <p className="page-header__subtitle">Your watchlists, profile, preferences and subscription.</p>
        </div>
      </header>
      <Tabs label="Settings" items={TABS} value={current} onChange={onTabChange}>
        {current === 'settings_watchlist' ? (
          <WatchlistTab credentials={credentials} user={session.user} />
        ) : null}
        {current === 'settings_profile' ? <ProfileTab credentials={credentials} /> : null}
        {current === 'settings_user_preferences' ? <PreferencesTab credentials={credentials} /> : null}
        {current === 'settings_subscription' ? <SubscriptionTab user={session.user} /> : null}
        {current === 'settings_morning_briefing' ? (
          <MorningBriefingTab user={session.user} credentials={credentials} />
        ) : null}
      </Tabs>
    </div>
  )
}
