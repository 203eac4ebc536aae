import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Card } from '../../../ui'
import type { AiRatingWidgetProps } from './AiRatingWidget'
import type { AssetDescriptionProps } from './AssetDescription'
import type { BuzzSentimentChartProps } from './BuzzSentimentChart'
import { BUZZ_CHART_DAYS } from './buzz-series'
import type { EarningsWidgetProps } from './EarningsWidget'
import type { ExecutiveSummaryProps } from './ExecutiveSummary'
import type { FundamentalsWidgetProps } from './FundamentalsWidget'
import type { KeyEventMapProps } from './KeyEventMap'
import type { MessageStatisticsProps } from './MessageStatistics'
import type { PeopleWidgetProps } from './PeopleWidget'
import type { QuotesWidgetProps } from './QuotesWidget'
import type { ShortInfoWidgetProps } from './ShortInfoWidget'
import type { TechnicalDataWidgetProps } from './TechnicalDataWidget'
import type { TopRelatedAssetsProps } from './TopRelatedAssets'
import { WidgetSkeleton } from './WidgetState'
import { WIDGET_TITLE } from './widget-text'

type InfoWidgets = typeof import('./info-widgets')

let infoWidgets: Promise<InfoWidgets> | null = null

/** Loads the Info and Common tabs' widget chunk once; later calls share the same promise. */
export function loadInfoWidgets(): Promise<InfoWidgets> {
  infoWidgets ??= import('./info-widgets').catch((error: unknown) => {
    infoWidgets = null // a failed load (offline, new deploy) may be retried by the next render
    throw error
  })
  return infoWidgets
}

const IDLE_TIMEOUT_MS = 3000

/**
 * Downloads the widget chunk when the browser is idle after the page rendered, so that switching
 * to the Info or Common tab shows the widgets without waiting for the network.
 */
export function usePrefetchInfoWidgets(): void {
  useEffect(() => {
    const prefetch = () => void loadInfoWidgets().catch(() => undefined)
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: IDLE_TIMEOUT_MS })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = window.setTimeout(prefetch, 200)
    return () => window.clearTimeout(handle)
  }, [])
}

interface CardSkeletonProps {
  title: string
  subtitle?: string
  /** The widget's root class and data-testid: the skeleton takes the widget's place. */
  className: string
  testId: string
  height?: number
  lines?: number
}

/** A widget's card with its loading skeleton, shown while the widget's code loads. */
function CardSkeleton({ title, subtitle, className, testId, height = 0, lines = 0 }: CardSkeletonProps) {
  return (
    <Card title={title} subtitle={subtitle} className="asset-widget">
      <div className={className} data-testid={testId} data-state="loading">
        <WidgetSkeleton height={height} lines={lines} />
      </div>
    </Card>
  )
}

/** A widget of the chunk, loaded on first render. */
function lazyWidget<K extends keyof InfoWidgets>(name: K) {
  return lazy(() => loadInfoWidgets().then((widgets) => ({ default: widgets[name] })))
}

function Deferred({ skeleton, children }: { skeleton: CardSkeletonProps; children: ReactNode }) {
  return <Suspense fallback={<CardSkeleton {...skeleton} />}>{children}</Suspense>
}

const LazyBuzzSentimentChart = lazyWidget('BuzzSentimentChart')
const LazyKeyEventMap = lazyWidget('KeyEventMap')
const LazyQuotesWidget = lazyWidget('QuotesWidget')
const LazyEarningsWidget = lazyWidget('EarningsWidget')
const LazyShortInfoWidget = lazyWidget('ShortInfoWidget')
const LazyTechnicalDataWidget = lazyWidget('TechnicalDataWidget')
const LazyFundamentalsWidget = lazyWidget('FundamentalsWidget')
const LazyAssetDescription = lazyWidget('AssetDescription')
const LazyExecutiveSummary = lazyWidget('ExecutiveSummary')
const LazyMessageStatistics = lazyWidget('MessageStatistics')
const LazyTopRelatedAssets = lazyWidget('TopRelatedAssets')
const LazyAiRatingWidget = lazyWidget('AiRatingWidget')
const LazyPeopleWidget = lazyWidget('PeopleWidget')

export function BuzzSentimentChart(props: BuzzSentimentChartProps) {
  const skeleton = {
    title: WIDGET_TITLE.buzz,
    subtitle: `Last ${BUZZ_CHART_DAYS} days`,
    className: 'buzz-chart',
    testId: 'buzz-sentiment-chart',
    height: props.height ?? 260,
  }
  return (
    <Deferred skeleton={skeleton}>
      <LazyBuzzSentimentChart {...props} />
    </Deferred>
  )
}

export function KeyEventMap(props: KeyEventMapProps) {
  const skeleton = {
    title: WIDGET_TITLE.keyEvents,
    subtitle: 'Top 10',
    className: 'key-event-map',
    testId: 'key-event-map',
    height: props.height ?? 220,
  }
  return (
    <Deferred skeleton={skeleton}>
      <LazyKeyEventMap {...props} />
    </Deferred>
  )
}

const QUOTES_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.quotes,
  className: 'quotes-widget',
  testId: 'quotes-widget',
  height: 48,
  lines: 1,
}

export function QuotesWidget(props: QuotesWidgetProps) {
  return (
    <Deferred skeleton={QUOTES_SKELETON}>
      <LazyQuotesWidget {...props} />
    </Deferred>
  )
}

const EARNINGS_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.earnings,
  className: 'earnings-widget',
  testId: 'earnings-widget',
  lines: 4,
}

export function EarningsWidget(props: EarningsWidgetProps) {
  return (
    <Deferred skeleton={EARNINGS_SKELETON}>
      <LazyEarningsWidget {...props} />
    </Deferred>
  )
}

const SHORT_INFO_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.shortInfo,
  className: 'short-info',
  testId: 'short-info',
  lines: 5,
}

export function ShortInfoWidget(props: ShortInfoWidgetProps) {
  return (
    <Deferred skeleton={SHORT_INFO_SKELETON}>
      <LazyShortInfoWidget {...props} />
    </Deferred>
  )
}

const TECHNICAL_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.technical,
  className: 'technical-data',
  testId: 'technical-data',
  lines: 6,
}

export function TechnicalDataWidget(props: TechnicalDataWidgetProps) {
  return (
    <Deferred skeleton={TECHNICAL_SKELETON}>
      <LazyTechnicalDataWidget {...props} />
    </Deferred>
  )
}

const FUNDAMENTALS_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.fundamentals,
  className: 'fundamentals',
  testId: 'fundamentals',
  lines: 6,
}

export function FundamentalsWidget(props: FundamentalsWidgetProps) {
  return (
    <Deferred skeleton={FUNDAMENTALS_SKELETON}>
      <LazyFundamentalsWidget {...props} />
    </Deferred>
  )
}

const DESCRIPTION_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.description,
  className: 'asset-description',
  testId: 'asset-description',
  lines: 5,
}

export function AssetDescription(props: AssetDescriptionProps) {
  return (
    <Deferred skeleton={DESCRIPTION_SKELETON}>
      <LazyAssetDescription {...props} />
    </Deferred>
  )
}

const SUMMARY_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.summary,
  className: 'executive-summary',
  testId: 'executive-summary',
  lines: 3,
}

export function ExecutiveSummary(props: ExecutiveSummaryProps) {
  return (
    <Deferred skeleton={SUMMARY_SKELETON}>
      <LazyExecutiveSummary {...props} />
    </Deferred>
  )
}

const STATISTICS_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.statistics,
  className: 'message-stats',
  testId: 'message-statistics',
  lines: 6,
}

export function MessageStatistics(props: MessageStatisticsProps) {
  return (
    <Deferred skeleton={STATISTICS_SKELETON}>
      <LazyMessageStatistics {...props} />
    </Deferred>
  )
}

const RELATED_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.related,
  className: 'related-assets',
  testId: 'related-assets',
  lines: 5,
}

export function TopRelatedAssets(props: TopRelatedAssetsProps) {
  return (
    <Deferred skeleton={RELATED_SKELETON}>
      <LazyTopRelatedAssets {...props} />
    </Deferred>
  )
}

const AI_RATING_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.aiRating,
  className: 'ai-rating',
  testId: 'ai-rating',
  lines: 8,
}

export function AiRatingWidget(props: AiRatingWidgetProps) {
  return (
    <Deferred skeleton={AI_RATING_SKELETON}>
      <LazyAiRatingWidget {...props} />
    </Deferred>
  )
}

const PEOPLE_SKELETON: CardSkeletonProps = {
  title: WIDGET_TITLE.people,
  className: 'people-widget',
  testId: 'people-widget',
  lines: 5,
}

export function PeopleWidget(props: PeopleWidgetProps) {
  return (
    <Deferred skeleton={PEOPLE_SKELETON}>
      <LazyPeopleWidget {...props} />
    </Deferred>
  )
}
