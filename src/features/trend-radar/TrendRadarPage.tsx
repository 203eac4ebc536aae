import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { useOnline } from '../../app'
import {
  MARKET_GROUPS,
  type TrendRadarPage as Page,
  TREND_WINDOW_LABELS,
  TREND_WINDOWS,
  type TrendRadarSearch,
  type TrendWindow,
  trendRadarSearch,
} from '../../core'
import { useDocumentTitle, useScrollRow } from '../../ui'
import { ChoiceChips } from '../../ui/chip-group'
import { useSession, useSessionCredentials } from '../accounts'
import { NewsRadar } from './NewsRadar'
import { TREND_QUERY_ROOT } from './queries'
import { ResearchRadar } from './ResearchRadar'
import { SearchTrends } from './SearchTrends'
import { TopicsRadar } from './TopicsRadar'
import { TREND_RADAR_PATHS } from './trend-radar-paths'
import './trend-radar.css'

export interface TrendRadarPageProps {
  page: Page
  rawSearch: Record<string, unknown>
  onSearchChange: (change: Partial<TrendRadarSearch>, replace?: boolean) => void
}

const PAGES: Readonly<Record<Page, { title: string; lead: string; testId: string }>> = {
  news: {
    title: 'News stories',
    lead: 'Events told by several messages at once, clustered across sources as they arrive. News-led stories first, then by messages and sources.',
    testId: 'radar-tab-news',
  },
  topics: {
    title: 'Trending topics',
    lead: 'Words and phrases whose share of the talk rises against their own baseline of the 7 days before.',
    testId: 'radar-tab-topics',
  },
  googleTrends: {
    title: 'Search trends',
    lead: 'What people search for in Murmur, rising first.',
    testId: 'radar-tab-search',
  },
  research: {
    title: 'Research',
    lead: 'Assets, words, authors and views researched on your schedule: each run writes a report and mails it to you.',
    testId: 'radar-tab-research',
  },
}

/** /trend_radar/news, /topics, /googleTrends: what the market is suddenly talking about. */
export function TrendRadarPage({ page, rawSearch, onSearchChange }: TrendRadarPageProps) {
  const tabs = useScrollRow<HTMLElement>('.radar-tabs__tab--active', page)
  const session = useSession()
  const search = useMemo(() => trendRadarSearch(rawSearch), [rawSearch])
  const info = PAGES[page]
  useDocumentTitle(`${info.title} · Trend radar`)
  if (!session) return null
  return (
    <div className="radar-page" data-testid="trend-radar" data-page={page}>
      <header className="radar-page__header">
        <div>
          <p className="page-eyebrow">Trend radar</p>
          <h1 className="page-title">{info.title}</h1>
          <p className="page-lead">{info.lead}</p>
        </div>
        <RefreshState />
      </header>
      <nav ref={tabs} className="radar-tabs scroll-row" aria-label="Trend radar pages">
        {(Object.keys(PAGES) as Page[]).map((key) => (
          <Link
            key={key}
            to={TREND_RADAR_PATHS[key]}
            search={{ window: search.window }}
            className="radar-tabs__tab"
            activeOptions={{ includeSearch: false }}
            activeProps={{ className: 'radar-tabs__tab--active', 'aria-current': 'page' }}
            data-testid={PAGES[key].testId}
          >
            {PAGES[key].title}
          </Link>
        ))}
      </nav>
      {page === 'research' ? null : (
        <RadarToolbar page={page} search={search} onSearchChange={onSearchChange} />
      )}
      <RadarBody page={page} session={session} search={search} />
    </div>
  )
}

function RadarBody({
  page,
  session,
  search,
}: {
  page: Page
  session: NonNullable<ReturnType<typeof useSession>>
  search: ReturnType<typeof trendRadarSearch>
}) {
  const credentials = useSessionCredentials(session)
  if (page === 'news') return <NewsRadar credentials={credentials} search={search} />
  if (page === 'topics') return <TopicsRadar credentials={credentials} search={search} />
  if (page === 'research') return <ResearchRadar credentials={credentials} requestId={search.requestId} />
  return <SearchTrends credentials={credentials} search={search} />
}

/** Live refresh: the radar asks again every minute; the time of the answer on screen. */
function RefreshState() {
  const client = useQueryClient()
  const [state, setState] = useState({ fetching: 0, updatedAt: Date.now() })
  useEffect(
    () =>
      client.getQueryCache().subscribe(() => {
        const fetching = client.isFetching({ queryKey: [TREND_QUERY_ROOT] })
        setState((previous) =>
          previous.fetching === fetching
            ? previous
            : { fetching, updatedAt: fetching === 0 ? Date.now() : previous.updatedAt },
        )
      }),
    [client],
  )
  const online = useOnline()
  return (
    <p className="radar-page__refresh" data-testid="radar-refresh" aria-live="polite">
      {!online ? (
        'Offline · refreshes when you are back online'
      ) : state.fetching > 0 ? (
        <>
          <span className="spinner spinner--small" aria-hidden="true" /> Updating…
        </>
      ) : (
        <>
          <span className="radar-page__pulse" aria-hidden="true" /> Live · updated{' '}
          {new Date(state.updatedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })},
          every minute
        </>
      )}
    </p>
  )
}

function RadarToolbar({
  page,
  search,
  onSearchChange,
}: {
  page: Page
  search: ReturnType<typeof trendRadarSearch>
  onSearchChange: TrendRadarPageProps['onSearchChange']
}) {
  const [text, setText] = useState(search.query ?? '')
  useEffect(() => setText(search.query ?? ''), [search.query])
  // The URL follows the typing after a short pause (replace: typing is not history).
  useEffect(() => {
    const trimmed = text.trim()
    if (trimmed === (search.query ?? '')) return
    const timer = setTimeout(() => onSearchChange({ query: trimmed === '' ? undefined : trimmed }, true), 350)
    return () => clearTimeout(timer)
  }, [text, search.query, onSearchChange])
  return (
    <div className="radar-toolbar" data-testid="radar-toolbar">
      <label className="radar-toolbar__query">
        <span className="radar-toolbar__label">
          {page === 'news'
            ? 'Stories about'
            : page === 'topics'
              ? 'Topics containing'
              : 'Searches containing'}
        </span>
        <input
          type="search"
          value={text}
          placeholder={page === 'news' ? 'Asset, symbol or words' : 'A word or phrase'}
          onChange={(event) => setText(event.target.value)}
          data-testid="radar-query"
        />
      </label>
      <div className="radar-toolbar__windows">
        <span className="radar-toolbar__label" aria-hidden="true">
          Window
        </span>
        <ChoiceChips
          label="Window"
          options={TREND_WINDOWS.map((window: TrendWindow) => ({
            value: window,
            label: window,
            title: TREND_WINDOW_LABELS[window],
          }))}
          value={search.window}
          onChange={(window) => onSearchChange({ window }, true)}
          testId="radar-window"
        />
      </div>
      {page === 'news' ? (
        <label className="radar-toolbar__region">
          <span className="radar-toolbar__label">Region</span>
          <select
            className="field__select"
            value={search.region ?? ''}
            onChange={(event) =>
              onSearchChange(
                { region: (event.target.value || undefined) as TrendRadarSearch['region'] },
                true,
              )
            }
            data-testid="radar-region"
          >
            <option value="">All regions</option>
            {MARKET_GROUPS.map((group) => (
              <option key={group.key} value={group.key}>
                {group.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  )
}
