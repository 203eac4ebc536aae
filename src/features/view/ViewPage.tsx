import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState } from 'react'
import * as v from 'valibot'
import type { AvailableFilters } from '../../api'
import type { LoggedIn } from '../../app'
import {
  canUseView,
  DEFAULT_VIEW_TAB,
  type ExploreSort,
  type ExploreSortField,
  firstTierWithView,
  isSingleAssetView,
  keyEventById,
  nextExploreSort,
  pageHistoryLabel,
  titleTypeWord,
  type ViewSearch,
  ViewSearchSchema,
  type ViewTab,
  viewFilterOf,
  viewMessageScope,
  viewName,
  viewPermissionsOf,
  viewTitlesQuery,
} from '../../core'
import { Button, Card, type TabItem, Tabs, useDocumentTitle } from '../../ui'
import { WidgetGrid } from '../../ui/widget-grid'
import { useSession, useSessionCredentials } from '../accounts'
import { MessageFilterSummary } from '../asset/MessageFilterSummary'
import { userTimeRangeLimits, withoutTimeRange } from '../asset/time-range-search'
import { MessageStatistics, usePrefetchInfoWidgets } from '../asset/widgets'
import { MessagesDownload } from '../download/MessagesDownload'
import { ExploreTable } from '../explore/ExploreTable'
import { ExploreTreeCard } from '../explore/ExploreTreeCard'
import { exploreQueries } from '../explore/queries'
import { MessageFilterDialog } from '../messages/MessageFilterDialog'
import { PageTimeRangeControl } from '../messages/PageTimeRangeControl'
import { messageFiltersOf, NO_MESSAGE_FILTERS } from '../messages/page-filters'
import { usePageTimeRange } from '../messages/page-time-range'
import { ScopeBuzzChart } from '../messages/ScopeBuzzChart'
import { ScopedMessages } from '../messages/ScopedMessages'
import { UpgradePrompt } from '../notices'
import { useRecordPageVisit } from '../page-history/use-page-history'
import { viewQueries } from './queries'
import { SaveViewButton } from './SaveViewButton'
import '../asset/asset.css'
import './view.css'

const EditViewDialog = lazy(() =>
  import('./EditViewDialog').then((module) => ({ default: module.EditViewDialog })),
)

export interface ViewPageProps {
  /** The URL's params as the router read them; parsed here, unknown values dropped. */
  rawSearch: Record<string, unknown>
  /** Merges the change into the URL's search params (replace: no new history entry). */
  onSearchChange: (change: Partial<ViewSearch>, replace?: boolean) => void
}

const TAB_ITEMS: readonly TabItem<ViewTab>[] = [
  { value: 'view_info', label: 'Info', testId: 'view-tab-info' },
  { value: 'view_messages', label: 'Messages', testId: 'view-tab-messages' },
  { value: 'view_common', label: 'Common', testId: 'view-tab-common' },
]

function choiceName(choices: AvailableFilters | undefined, kind: 'sector' | 'exchange' | 'list' | 'country') {
  return (id: string) => choices?.[kind].find((choice) => String(choice.id) === id)?.n
}

/** /view: a list or filter view (application §2.1, §2.2): its assets, their messages and statistics. */
export function ViewPage({ rawSearch, onSearchChange }: ViewPageProps) {
  const session = useSession()
  const search = useMemo(() => v.parse(ViewSearchSchema, rawSearch), [rawSearch])
  if (!session) return null
  const missing = viewPermissionsOf(search).filter((view) => !canUseView(session.user, view))
  if (missing.length > 0) return <ViewLocked view={missing[0] ?? 'list'} />
  return <ViewContent session={session} search={search} onSearchChange={onSearchChange} />
}

function ViewLocked({ view }: { view: 'list' | 'key_event' | 'author' }) {
  useDocumentTitle('List and filter views')
  return (
    <div className="view-page" data-testid="view-locked">
      <h1 className="view-header__name">
        {view === 'key_event' ? 'Key event views' : 'List and filter views'}
      </h1>
      <UpgradePrompt
        title={view === 'key_event' ? 'Key event views' : 'List and filter views'}
        tier={firstTierWithView(view) ?? 'premium'}
        testId="view-upgrade"
      >
        Follow a whole sector, list, exchange or market at once: its buzz leaders, sentiment map, messages and
        statistics, saved to your watchlist. Views are not part of your plan.
      </UpgradePrompt>
    </div>
  )
}

function ViewContent({
  session,
  search,
  onSearchChange,
}: {
  session: LoggedIn
  search: ViewSearch
  onSearchChange: ViewPageProps['onSearchChange']
}) {
  const { user } = session
  const credentials = useSessionCredentials(session)
  const choices = useQuery(exploreQueries.filters(credentials))
  const assetNames = useQuery(viewQueries.assetNames(credentials, search.asset ?? []))
  const [editing, setEditing] = useState<'view' | 'filter' | null>(null)
  const [sort, setSort] = useState<ExploreSort>({ field: 'buzz', descending: true })
  usePrefetchInfoWidgets()

  const filter = viewFilterOf(search)
  const name = viewName(search, {
    sector: choiceName(choices.data, 'sector'),
    exchange: choiceName(choices.data, 'exchange'),
    list: choiceName(choices.data, 'list'),
    country: choiceName(choices.data, 'country'),
    type: titleTypeWord,
    keyEvent: (id) => keyEventById(id)?.name,
    asset: (id) => assetNames.data?.[id],
  })
  useDocumentTitle(filter ? name : 'New view')
  const historySearch = useMemo(() => {
    const entries = Object.entries(search).flatMap(([key, value]): [string, string | string[]][] =>
      value === undefined ? [] : [[key, Array.isArray(value) ? value.map(String) : String(value)]],
    )
    return Object.fromEntries(entries)
  }, [search])
  useRecordPageVisit(
    filter && choices.data
      ? { route: 'view', search: historySearch, label: pageHistoryLabel({ route: 'view', viewName: name }) }
      : null,
  )

  const limits = userTimeRangeLimits(user)
  // An invalid or over-permitted range leaves the URL with its notice (application §5).
  const selection = usePageTimeRange(search, limits, () => onSearchChange(withoutTimeRange({}), true))

  const filters = messageFiltersOf(search)
  const tab = search.tab ?? DEFAULT_VIEW_TAB
  const scope = { view: viewMessageScope(search) }
  const titlesQuery = viewTitlesQuery(search)
  const hasTitleFilters = Object.keys(titlesQuery).length > 0
  const onSort = (field: ExploreSortField) => setSort((previous) => nextExploreSort(previous, field))

  const statistics = (
    <MessageStatistics credentials={credentials} scope={scope} timeRange={selection} filters={filters} wide />
  )
  const constituents = hasTitleFilters ? (
    <Card
      title="Assets in this view"
      subtitle="Latest day’s buzz and sentiment; click a column to sort"
      className="asset-widgets__wide view-constituents"
      testId="view-constituents"
    >
      <ExploreTable credentials={credentials} filters={titlesQuery} sort={sort} onSort={onSort} />
    </Card>
  ) : null

  return (
    <div className="view-page" data-testid="view-page">
      <header className="view-header">
        <div className="view-header__identity">
          <p className="view-header__kicker">{isSingleAssetView(search) ? 'Asset view' : 'View'}</p>
          <h1 className="view-header__name" data-testid="view-name">
            {filter ? name : 'New view'}
          </h1>
        </div>
        <div className="view-header__actions">
          <Button variant="secondary" size="small" onClick={() => setEditing('view')} data-testid="view-edit">
            Edit view
          </Button>
          {filter ? (
            <SaveViewButton credentials={credentials} user={user} filter={filter} name={name} />
          ) : null}
        </div>
      </header>
      {filter ? (
        <>
          <div className="asset-toolbar">
            <PageTimeRangeControl selection={selection} limits={limits} onChange={onSearchChange} />
            <div className="view-toolbar__filters">
              <MessageFilterSummary filters={filters} onClear={() => onSearchChange(NO_MESSAGE_FILTERS)} />
              <MessagesDownload
                credentials={credentials}
                user={user}
                scope={scope}
                range={null}
                timeRange={selection}
                filters={filters}
              />
              <Button
                variant="secondary"
                size="small"
                onClick={() => setEditing('filter')}
                data-testid="view-edit-filter"
              >
                Edit message filter
              </Button>
            </div>
          </div>
          <Tabs
            label="View sections"
            items={TAB_ITEMS}
            value={tab}
            onChange={(next) => onSearchChange({ tab: next === DEFAULT_VIEW_TAB ? undefined : next }, true)}
          >
            {tab === 'view_messages' ? (
              <ScopedMessages
                credentials={credentials}
                scope={scope}
                testId="view-messages"
                timeRange={selection}
                filters={filters}
                terms={[]}
              />
            ) : tab === 'view_info' ? (
              <WidgetGrid data-testid="view-info" indexLabel="Sections">
                <ScopeBuzzChart
                  credentials={credentials}
                  scope={scope}
                  timeRange={selection}
                  filters={filters}
                />
                {hasTitleFilters ? (
                  <div className="asset-widgets__wide">
                    <ExploreTreeCard
                      credentials={credentials}
                      filters={titlesQuery}
                      measure={sort.field === 'messages' ? 'messages' : 'buzz'}
                      onMeasure={(measure) => setSort({ field: measure, descending: true })}
                    />
                  </div>
                ) : null}
                {statistics}
                {constituents}
              </WidgetGrid>
            ) : (
              <WidgetGrid data-testid="view-common" indexLabel="Sections">
                {statistics}
                {constituents}
              </WidgetGrid>
            )}
          </Tabs>
        </>
      ) : (
        <Card title="What should this view follow?" testId="view-empty">
          <p className="muted">
            Pick a sector, list, exchange, market, country or asset type — or a key event — and see its buzz
            leaders, sentiment map, messages and statistics in one place.
          </p>
          <Button onClick={() => setEditing('view')}>Choose assets</Button>
        </Card>
      )}
      {editing === 'view' ? (
        <Suspense fallback={null}>
          <EditViewDialog
            open
            search={search}
            choices={choices.data}
            keyEvents={canUseView(user, 'key_event')}
            onApply={(change) => {
              setEditing(null)
              onSearchChange(change)
            }}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <MessageFilterDialog
        open={editing === 'filter'}
        user={user}
        filters={filters}
        onApply={(params) => {
          setEditing(null)
          onSearchChange(params)
        }}
        onClose={() => setEditing(null)}
      />
    </div>
  )
}
