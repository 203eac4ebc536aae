import { useQuery } from '@tanstack/react-query'
import { type ComponentProps, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react'
import { isNotFoundError } from '../../api'
import { type LoggedIn, useAfterPaint, useTitleTicks, useTitleUpdates } from '../../app'
import {
  type AssetSearch,
  type AssetTab,
  DEFAULT_ASSET_TAB,
  needsConfirmation,
  pageHistoryLabel,
  quoteSummary,
  resolveTimeRange,
  sentimentScore,
  type TitleInfo,
  validateTimeRange,
} from '../../core'
import { type TabItem, Tabs, useDocumentTitle } from '../../ui'
import { useSession, useSessionCredentials } from '../accounts'
import { PageTimeRangeControl } from '../messages/PageTimeRangeControl'
import { messageFiltersOf, NO_MESSAGE_FILTERS } from '../messages/page-filters'
import { useRecordPageVisit } from '../page-history/use-page-history'
import { AssetHeader, type AssetPulse, type AssetQuote } from './AssetHeader'
import { AssetNotFound } from './AssetNotFound'
import { assetQueries, BUZZ_CHART_PARTITION } from './queries'
import { selectionKey, timeRangeParams, userTimeRangeLimits, withoutTimeRange } from './time-range-search'
import './asset.css'

import { RangeWaiting } from './RangeWaiting'

const AssetActions = lazy(() =>
  import('../watchlist/AssetActions').then((module) => ({ default: module.AssetActions })),
)
// Only an empty range asks for it.
const LatestMessageHint = lazy(() =>
  import('../messages/LatestMessageHint').then((module) => ({ default: module.LatestMessageHint })),
)
// Only a long range asks for it: its dialog is not on the first paint's path.
const LongRangeConfirmation = lazy(() =>
  import('./LongRangeConfirmation').then((module) => ({ default: module.LongRangeConfirmation })),
)
// Most first paints have no message filters: the summary's code loads when a filter is set.
const MessageFilterSummary = lazy(() =>
  import('./MessageFilterSummary').then((module) => ({ default: module.MessageFilterSummary })),
)
// The Info and Common tabs (their widgets load in a chunk of their own): not on the first paint's path.
const loadInfoTabs = () => import('./AssetInfoTabs')
const AssetInfoTabs = lazy(() => loadInfoTabs().then((module) => ({ default: module.AssetInfoTabs })))
// The Messages tab (the message list and cards, the key-event catalogue): nor is it.
const loadScopedMessages = () => import('../messages/ScopedMessages')
const ScopedMessages = lazy(() => loadScopedMessages().then((module) => ({ default: module.ScopedMessages })))

/**
 * Not on the first paint's path: the watchlist and alert code is asked for once the header with
 * the asset's name has been painted, and loads in a placeholder of its size (busy: a page snapshot
 * is kept with the buttons, not without).
 */
function AssetActionsAfterPaint(props: ComponentProps<typeof AssetActions>) {
  const painted = useAfterPaint()
  const placeholder = (
    <span className="button button--small watch-button--placeholder" aria-hidden="true" aria-busy="true" />
  )
  return painted ? (
    <Suspense fallback={placeholder}>
      <AssetActions {...props} />
    </Suspense>
  ) : (
    placeholder
  )
}

/** Downloads the tabs, the Info tab's widgets and the message list once the browser is idle after the page rendered. */
function usePrefetchTabs(): void {
  useEffect(() => {
    const prefetch = () => {
      void loadInfoTabs().then(
        (module) => module.prefetchInfoWidgets(),
        () => undefined,
      )
      void loadScopedMessages().catch(() => undefined)
    }
    const handle = window.setTimeout(prefetch, 200)
    return () => window.clearTimeout(handle)
  }, [])
}

export type AssetSearchChange = Partial<AssetSearch>

export interface AssetPageProps {
  search: AssetSearch
  /** Merges the change into the URL's search params (replace: no new history entry). */
  onSearchChange: (change: AssetSearchChange, replace?: boolean) => void
}

const TAB_ITEMS: readonly TabItem<AssetTab>[] = [
  { value: 'asset_info', label: 'Info', testId: 'asset-tab-info' },
  { value: 'asset_messages', label: 'Messages', testId: 'asset-tab-messages' },
  { value: 'asset_common', label: 'Common', testId: 'asset-tab-common' },
]

/** The filter summary's empty state (MessageFilterSummary with no filters). */
function NoMessageFilters() {
  return (
    <div className="asset-filters" data-testid="message-filters" data-count={0}>
      <span className="subtle">Message filters:</span>
      <span>none</span>
    </div>
  )
}

/** /asset?title_id=…: the asset snapshot (application §2.1, §2.5). */
export function AssetPage({ search, onSearchChange }: AssetPageProps) {
  const session = useSession()
  const titleId = search.title_id
  if (!session || titleId === undefined) return <AssetNotFound />
  return (
    <AssetSnapshot
      key={titleId}
      session={session}
      titleId={titleId}
      search={search}
      onSearchChange={onSearchChange}
    />
  )
}

function pageTitle(info: TitleInfo | null | undefined): string | null {
  if (!info) return null
  return info.symbol ? `${info.n} (${info.symbol})` : info.n
}

function AssetSnapshot({
  session,
  titleId,
  search,
  onSearchChange,
}: {
  session: LoggedIn
  titleId: number
  search: AssetSearch
  onSearchChange: AssetPageProps['onSearchChange']
}) {
  const { username, user } = session
  const credentials = useSessionCredentials(session)
  const info = useQuery(assetQueries.info(credentials, titleId))
  const history = useQuery(assetQueries.history(credentials, titleId, user))
  const quotes = useQuery(assetQueries.quotes(credentials, titleId))
  // The header and the chart read one partition, hourly: the hour in progress is measured against
  // its elapsed part of a usual hour, and again every 10 minutes (a 10-minute bucket is measured
  // whole, so the header fell at each new one and disagreed with the chart's last point).
  const liveUpdate = useTitleUpdates([titleId], BUZZ_CHART_PARTITION).get(titleId)

  const liveTick = useTitleTicks([titleId]).get(titleId)

  const name = info.data?.n ?? null
  useDocumentTitle(pageTitle(info.data) ?? (info.data === null ? 'Asset unavailable' : 'Asset'))
  useRecordPageVisit(
    info.data
      ? {
          route: 'asset',
          search: { title_id: String(titleId) },
          label: pageHistoryLabel({ route: 'asset', assetType: info.data.type, assetName: info.data.n }),
        }
      : null,
  )

  // The route removed invalid params already; what is left is the selection (default Last 3 days).
  const limits = userTimeRangeLimits(user)
  const selection = validateTimeRange(search, limits, Date.now()).selection
  const rangeKey = selectionKey(selection)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a selection resolves once, when it is chosen
  const range = useMemo(() => resolveTimeRange(selection, Date.now()), [rangeKey])
  const [confirmedKey, setConfirmedKey] = useState<string | null>(null)
  const awaitingConfirmation = needsConfirmation(range) && confirmedKey !== rangeKey
  usePrefetchTabs()

  const filters = messageFiltersOf(search)
  const tab = search.tab ?? DEFAULT_ASSET_TAB
  // The chart (Info tab) merges the header's hourly updates into its history while shown.
  const chartUpdate = tab === 'asset_info' ? liveUpdate : undefined

  const pulse: AssetPulse | null = useMemo(() => {
    const last = history.data?.points.findLast((point) => point.buzz !== null && point.sentiment !== null)
    // A live update of an hour the stored history has already passed (a quiet title) is older news.
    if (liveUpdate && (!last || liveUpdate.update.time >= last.t)) {
      const { update, receivedAt } = liveUpdate
      return {
        buzz: update.buzz,
        sentiment: update.sentiment,
        sentimentScore: update.sentiment_score,
        time: update.time,
        asOf: receivedAt,
        live: true,
      }
    }
    if (!last || last.buzz === null || last.sentiment === null) return null
    return {
      buzz: last.buzz / 100,
      sentiment: last.sentiment,
      sentimentScore: sentimentScore(last.sentiment),
      time: last.t,
      asOf: history.dataUpdatedAt,
      live: false,
    }
  }, [liveUpdate, history.data, history.dataUpdatedAt])

  const quote: AssetQuote | null = useMemo(() => {
    const summary = quoteSummary(quotes.data ?? [], liveTick)
    return summary
      ? { value: summary.last, time: summary.time, change: summary.change, live: summary.live }
      : null
  }, [liveTick, quotes.data])

  // No such asset: an empty answer, or a 404 that came after the route's loader stopped waiting.
  if (info.data === null || isNotFoundError(info.error)) return <AssetNotFound />

  const terms = info.data ? [info.data.n, info.data.symbol ?? '', ...info.data.aliases] : []
  const rangeContent = (content: ReactNode) => (awaitingConfirmation ? <RangeWaiting /> : content)

  return (
    <div className="asset-page" data-testid="asset-page" data-title-id={titleId}>
      <AssetHeader
        titleId={titleId}
        name={name}
        info={info.data ?? undefined}
        pulse={pulse}
        quote={quote}
        actions={
          name !== null ? (
            <AssetActionsAfterPaint credentials={credentials} user={user} titleId={titleId} name={name} />
          ) : null
        }
      />
      <div className="asset-toolbar">
        <PageTimeRangeControl selection={selection} limits={limits} onChange={onSearchChange} />
        {Object.keys(filters).length === 0 ? (
          <NoMessageFilters />
        ) : (
          <Suspense fallback={<NoMessageFilters />}>
            <MessageFilterSummary filters={filters} onClear={() => onSearchChange(NO_MESSAGE_FILTERS)} />
          </Suspense>
        )}
      </div>
      <Tabs
        label="Asset sections"
        items={TAB_ITEMS}
        value={tab}
        onChange={(next) => onSearchChange({ tab: next === DEFAULT_ASSET_TAB ? undefined : next }, true)}
      >
        {tab === 'asset_messages' ? (
          rangeContent(
            <Suspense
              fallback={
                // Busy: a page snapshot is not kept while the list's code is still on its way.
                <p className="subtle" aria-busy="true">
                  Loading messages…
                </p>
              }
            >
              <ScopedMessages
                credentials={credentials}
                scope={{ titles: [titleId] }}
                testId="asset-messages"
                timeRange={selection}
                filters={filters}
                terms={terms}
                emptyHint={
                  <Suspense fallback={null}>
                    <LatestMessageHint
                      credentials={credentials}
                      scope={{ titles: [titleId] }}
                      filters={filters}
                      subject={name ?? 'this asset'}
                      maxRelativeDays={limits.maxRelativeDays}
                      selection={selection}
                      onChoose={(relative) =>
                        onSearchChange(timeRangeParams({ kind: 'relative', name: relative }))
                      }
                    />
                  </Suspense>
                }
              />
            </Suspense>,
          )
        ) : (
          <Suspense fallback={<div className="asset-widgets" aria-busy="true" />}>
            <AssetInfoTabs
              tab={tab}
              credentials={credentials}
              user={user}
              titleId={titleId}
              assetName={name ?? ''}
              assetSymbol={info.data?.symbol ?? null}
              assetType={info.data?.type ?? null}
              timeRange={selection}
              filters={filters}
              liveTick={liveTick}
              chartUpdate={chartUpdate?.update}
              waiting={awaitingConfirmation}
              onSelectRange={(start, end) =>
                onSearchChange(
                  timeRangeParams({ kind: 'absolute', start: Math.round(start), end: Math.round(end) }),
                )
              }
            />
          </Suspense>
        )}
      </Tabs>
      {awaitingConfirmation ? (
        <Suspense fallback={null}>
          <LongRangeConfirmation
            open
            range={range}
            username={username}
            titleId={titleId}
            onConfirm={() => setConfirmedKey(rangeKey)}
            onCancel={() => onSearchChange(withoutTimeRange({}))}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
