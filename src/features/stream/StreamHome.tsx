import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { useAuth, type Verification } from '../../app'
import {
  type BasicCredentials,
  DEFAULT_STREAM_SCOPE,
  DEFAULT_STREAM_TAB,
  type StreamPostType,
  type StreamScope,
  type StreamSearch,
  type StreamTab,
  streamTabOf,
} from '../../core'
import { type TabItem, Tabs, useDocumentTitle } from '../../ui'
import { accountQueries, credentialsOf, useSession } from '../accounts'
import { AskMurmurButton } from '../chat/AskMurmurButton'
import { displayName } from '../home/user-display'
import { DemoFeedCard } from '../live/DemoFeedCard'
import { MarketOverview } from './MarketOverview'
import { type MarketPreferences, preferredMarketKeys, streamFilterOf } from './model'
import { streamQueries } from './queries'
import { rememberedPreferences, rememberPreferences } from './remembered-preferences'
import { LatestAlerts, StartPage } from './StartPage'
import { StreamList } from './StreamList'
import './stream.css'

const TAB_ITEMS: readonly TabItem<StreamTab>[] = [
  { value: 'stream_posts_market_overview', label: 'Overview', testId: 'home-tab-overview' },
  { value: 'stream_posts_stream', label: 'AI Updates', testId: 'home-tab-stream' },
  { value: 'stream_posts_common', label: 'Common', testId: 'home-tab-common' },
]

const VERIFICATION_TEXT: Record<Verification, string | null> = {
  pending: 'Checking your session…',
  verified: null,
  unverified: 'Offline: showing your saved session',
}

function greeting(hour: number): string {
  if (hour < 5) return 'Good evening'
  if (hour < 12) return 'Good morning'
  if (hour < 18) return 'Good afternoon'
  return 'Good evening'
}

/** The market preferences: the user options when read, else the copy remembered from the last read. */
function usePreferences(credentials: BasicCredentials): MarketPreferences | null {
  const options = useQuery(accountQueries.userOptions(credentials))
  const read = options.data?.uiPreferences ?? null
  useEffect(() => {
    if (read) rememberPreferences(credentials.username, read)
  }, [read, credentials.username])
  return read ?? rememberedPreferences(credentials.username)
}

export type StreamSearchChange = Partial<StreamSearch>

export interface StreamHomeProps {
  search: StreamSearch
  onSearchChange: (change: StreamSearchChange, replace?: boolean) => void
  /** The integrated home (/simple-ui-integrated/): the same page under its own name. */
  integrated?: boolean
}

/** `/`: the AI-updated stream, the market overview and the start page, under footer tabs (application §2.1). */
export function StreamHome({ search, onSearchChange, integrated = false }: StreamHomeProps) {
  const session = useSession()
  const auth = useAuth()
  useDocumentTitle(integrated ? 'Home' : 'AI Updates')
  if (!session) return null
  const { username, passwordHash, user } = session
  const credentials = credentialsOf({ username, passwordHash })
  const note = VERIFICATION_TEXT[auth.status === 'logged-in' ? auth.verification : 'verified']
  const tab = streamTabOf(search.tab)
  return (
    <div className="home-stream" data-testid="home" data-integrated={integrated}>
      <header className="page-header home-stream__header">
        <div>
          <h1 className="page-header__title">
            {greeting(new Date().getHours())}, <span data-testid="user-name">{displayName(user)}</span>
          </h1>
          <p className="page-header__subtitle">What the market is talking about, as it happens.</p>
        </div>
        <div className="home-stream__shortcuts">
          <Link to="/explore" className="button button--secondary button--small" data-testid="home-explore">
            Explore assets
          </Link>
          <AskMurmurButton credentials={credentials} user={user} />
          {note ? (
            <span
              className="badge"
              data-testid="session-verification"
              data-verification={auth.status === 'logged-in' ? auth.verification : ''}
            >
              {note}
            </span>
          ) : null}
        </div>
      </header>
      <Tabs
        label="Home sections"
        className="tabs--footer"
        items={TAB_ITEMS}
        value={tab}
        onChange={(next) => onSearchChange({ tab: next === DEFAULT_STREAM_TAB ? undefined : next }, true)}
      >
        <HomeTab tab={tab} search={search} credentials={credentials} onSearchChange={onSearchChange} />
      </Tabs>
    </div>
  )
}

function HomeTab({
  tab,
  search,
  credentials,
  onSearchChange,
}: {
  tab: StreamTab
  search: StreamSearch
  credentials: BasicCredentials
  onSearchChange: StreamHomeProps['onSearchChange']
}) {
  const preferences = usePreferences(credentials)
  const hasPreferences = preferences !== null && preferences.markets.length > 0
  const scope: StreamScope =
    (search.scope ?? DEFAULT_STREAM_SCOPE) === 'mine' && !hasPreferences
      ? 'all'
      : (search.scope ?? DEFAULT_STREAM_SCOPE)
  const types = search.postType ?? []
  const filterKey = JSON.stringify([scope, preferences, types])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds every input
  const filter = useMemo(() => streamFilterOf(scope, preferences, types), [filterKey])
  const trends = useQuery({ ...streamQueries.watchlistTrends(credentials), enabled: scope === 'watchlist' })
  const watchlistTitles = useMemo(
    () => new Set((trends.data?.titles ?? []).map((title) => title.id)),
    [trends.data],
  )

  if (tab === 'stream_posts_market_overview')
    return <MarketOverview credentials={credentials} preferred={preferredMarketKeys(preferences)} />
  if (tab === 'stream_posts_common') return <StartPage credentials={credentials} />
  return (
    <div className="home-stream__columns">
      <StreamList
        credentials={credentials}
        filter={filter}
        scope={scope}
        types={types}
        watchlistTitles={watchlistTitles}
        hasPreferences={hasPreferences}
        onScopeChange={(next) =>
          onSearchChange({ scope: next === DEFAULT_STREAM_SCOPE ? undefined : next }, true)
        }
        onTypesChange={(next: StreamPostType[]) =>
          onSearchChange({ postType: next.length > 0 ? next : undefined }, true)
        }
      />
      <aside className="home-stream__aside" aria-label="Live figures">
        <DemoFeedCard />
        <LatestAlerts credentials={credentials} />
      </aside>
    </div>
  )
}
