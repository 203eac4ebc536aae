import { lazy, type ReactNode, Suspense } from 'react'
import {
  type BasicCredentials,
  type BuzzUpdate,
  type MessageFilterSearch,
  resolveTimeRange,
  showsAssetWidget,
  type Tick,
  type TimeRangeSelection,
  type TitleType,
  type TypeBoundWidget,
  type UserData,
} from '../../core'
import { WidgetGrid } from '../../ui/widget-grid'
import { RangeWaiting } from './RangeWaiting'
import { userTimeRangeLimits } from './time-range-search'
import {
  AiRatingWidget,
  AssetDescription,
  BuzzSentimentChart,
  CoMentionTreemapWidget,
  DividendWidget,
  EarningsWidget,
  ExecutiveSummary,
  FundamentalsWidget,
  HottestTopicsWidget,
  KeyEventMap,
  KnowledgeGraphWidget,
  loadInfoWidgets,
  MessageStatistics,
  PeerTreemapWidget,
  PeopleWidget,
  PicksWidget,
  PriceMovesWidget,
  ProfilesWidget,
  QuotesWidget,
  ShortInfoWidget,
  TechnicalDataWidget,
  TopRelatedAssets,
} from './widgets'

// The Info tab's alerts and download load after the tab rendered, in one chunk.
const InfoExtras = lazy(() => import('./InfoExtras').then((module) => ({ default: module.InfoExtras })))

/** Loads the widgets' chunk ahead of the first switch to the Info or Common tab. */
export function prefetchInfoWidgets(): void {
  void loadInfoWidgets().catch(() => undefined)
}

export interface AssetInfoTabsProps {
  tab: 'asset_info' | 'asset_common'
  credentials: BasicCredentials
  user: UserData
  titleId: number
  /** The asset's name (the knowledge graph's centre). */
  assetName: string
  assetSymbol: string | null
  /** Null while unknown: every widget shows. */
  assetType: TitleType | null
  timeRange: TimeRangeSelection
  filters: MessageFilterSearch
  liveTick: Tick | undefined
  /** The chart partition's live update (Info tab). */
  chartUpdate: BuzzUpdate | undefined
  /** A long range waits for the user's confirmation: its range-bound widgets wait too. */
  waiting: boolean
  /** A span dragged across the buzz chart becomes the page's range. */
  onSelectRange: (start: number, end: number) => void
}

/** The asset page's Info and Common tabs (application §2.5 asset snapshot widgets). */
export function AssetInfoTabs({
  tab,
  credentials,
  user,
  titleId,
  assetName,
  assetSymbol,
  assetType,
  timeRange,
  filters,
  liveTick,
  chartUpdate,
  waiting,
  onSelectRange,
}: AssetInfoTabsProps) {
  const rangeContent = (content: ReactNode) => (waiting ? <RangeWaiting /> : content)
  const shows = (widget: TypeBoundWidget) => showsAssetWidget(widget, assetType)
  // Both tabs show the same range-bound widgets.
  const keyEventMap = rangeContent(
    <KeyEventMap credentials={credentials} titleId={titleId} timeRange={timeRange} filters={filters} />,
  )
  const messageStatistics = rangeContent(
    <MessageStatistics
      credentials={credentials}
      scope={{ titles: [titleId] }}
      timeRange={timeRange}
      filters={filters}
    />,
  )
  if (tab === 'asset_common') {
    return (
      <WidgetGrid data-testid="asset-common" indexLabel="Sections">
        {messageStatistics}
        {keyEventMap}
        {rangeContent(
          <HottestTopicsWidget credentials={credentials} titleId={titleId} timeRange={timeRange} />,
        )}
        {rangeContent(
          <KnowledgeGraphWidget
            credentials={credentials}
            titleId={titleId}
            name={assetName}
            symbol={assetSymbol}
            timeRange={timeRange}
          />,
        )}
        {rangeContent(
          <CoMentionTreemapWidget
            credentials={credentials}
            titleId={titleId}
            name={assetName}
            timeRange={timeRange}
          />,
        )}
        <PeerTreemapWidget credentials={credentials} titleId={titleId} />
        {rangeContent(<ProfilesWidget credentials={credentials} titleId={titleId} timeRange={timeRange} />)}
        <TopRelatedAssets credentials={credentials} titleId={titleId} />
      </WidgetGrid>
    )
  }
  return (
    <WidgetGrid data-testid="asset-info" indexLabel="Sections">
      <div className="asset-widgets__wide">
        <BuzzSentimentChart
          credentials={credentials}
          titleId={titleId}
          liveUpdate={chartUpdate}
          onSelectRange={onSelectRange}
          selectedRange={resolveTimeRange(timeRange, Date.now())}
          user={user}
        />
      </div>
      <QuotesWidget
        credentials={credentials}
        titleId={titleId}
        liveTick={liveTick}
        maxRelativeDays={userTimeRangeLimits(user).maxRelativeDays}
      />
      <AiRatingWidget credentials={credentials} titleId={titleId} />
      <TechnicalDataWidget credentials={credentials} titleId={titleId} />
      {messageStatistics}
      {shows('fundamentals') ? <FundamentalsWidget credentials={credentials} titleId={titleId} /> : null}
      {shows('earnings') ? <EarningsWidget credentials={credentials} titleId={titleId} /> : null}
      {shows('dividends') ? <DividendWidget credentials={credentials} titleId={titleId} /> : null}
      <PicksWidget credentials={credentials} titleId={titleId} />
      <PriceMovesWidget credentials={credentials} titleId={titleId} onSelectRange={onSelectRange} />
      {shows('short_info') ? <ShortInfoWidget credentials={credentials} titleId={titleId} /> : null}
      <Suspense fallback={null}>
        <InfoExtras
          credentials={credentials}
          user={user}
          titleId={titleId}
          timeRange={timeRange}
          filters={filters}
        />
      </Suspense>
      <ExecutiveSummary credentials={credentials} titleId={titleId} />
      <AssetDescription credentials={credentials} titleId={titleId} />
      {shows('executives') ? <PeopleWidget credentials={credentials} titleId={titleId} /> : null}
      {keyEventMap}
      <TopRelatedAssets credentials={credentials} titleId={titleId} />
    </WidgetGrid>
  )
}
