import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react'
import { Card } from '../../../ui'
import { BUZZ_CHART_DAYS } from '../../../ui/charts/buzz-points'
import { WidgetSkeleton } from './WidgetState'
import { WIDGET_TITLE } from './widget-titles'

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

function Deferred({ skeleton, children }: { skeleton: CardSkeletonProps; children: ReactNode }) {
  return <Suspense fallback={<CardSkeleton {...skeleton} />}>{children}</Suspense>
}

/**
 * A widget of the chunk behind its card skeleton: one small wrapper per widget on the first
 * paint's path, the widget itself loaded with the chunk.
 */
function deferred<P extends object>(
  pick: (widgets: InfoWidgets) => ComponentType<P>,
  skeleton: CardSkeletonProps | ((props: P) => CardSkeletonProps),
) {
  // The props travel as one prop: React 18's types cannot spread a generic P onto a lazy component.
  const Lazy = lazy(() =>
    loadInfoWidgets().then((widgets) => {
      const Widget = pick(widgets)
      return { default: ({ props }: { props: P }) => <Widget {...props} /> }
    }),
  )
  // biome-ignore lint/correctness/noComponentHookFactories: called once per widget at module level, never during render
  return function DeferredWidget(props: P) {
    return (
      <Deferred skeleton={typeof skeleton === 'function' ? skeleton(props) : skeleton}>
        <Lazy props={props} />
      </Deferred>
    )
  }
}

export const BuzzSentimentChart = deferred(
  (widgets) => widgets.BuzzSentimentChart,
  (props) => ({
    title: WIDGET_TITLE.buzz,
    subtitle: `Last ${BUZZ_CHART_DAYS} days`,
    className: 'buzz-chart',
    testId: 'buzz-sentiment-chart',
    height: props.height ?? 260,
  }),
)

export const KeyEventMap = deferred(
  (widgets) => widgets.KeyEventMap,
  (props) => ({
    title: WIDGET_TITLE.keyEvents,
    subtitle: 'Top 10',
    className: 'key-event-map',
    testId: 'key-event-map',
    height: props.height ?? 220,
  }),
)

export const QuotesWidget = deferred((widgets) => widgets.QuotesWidget, {
  title: WIDGET_TITLE.quotes,
  className: 'quotes-widget',
  testId: 'quotes-widget',
  height: 48,
  lines: 1,
})

export const EarningsWidget = deferred((widgets) => widgets.EarningsWidget, {
  title: WIDGET_TITLE.earnings,
  className: 'earnings-widget',
  testId: 'earnings-widget',
  lines: 4,
})

export const ShortInfoWidget = deferred((widgets) => widgets.ShortInfoWidget, {
  title: WIDGET_TITLE.shortInfo,
  className: 'short-info',
  testId: 'short-info',
  lines: 5,
})

export const TechnicalDataWidget = deferred((widgets) => widgets.TechnicalDataWidget, {
  title: WIDGET_TITLE.technical,
  className: 'technical-data',
  testId: 'technical-data',
  lines: 6,
})

export const FundamentalsWidget = deferred((widgets) => widgets.FundamentalsWidget, {
  title: WIDGET_TITLE.fundamentals,
  className: 'fundamentals',
  testId: 'fundamentals',
  lines: 6,
})

export const AssetDescription = deferred((widgets) => widgets.AssetDescription, {
  title: WIDGET_TITLE.description,
  className: 'asset-description',
  testId: 'asset-description',
  lines: 5,
})

export const ExecutiveSummary = deferred((widgets) => widgets.ExecutiveSummary, {
  title: WIDGET_TITLE.summary,
  className: 'executive-summary',
  testId: 'executive-summary',
  lines: 3,
})

export const MessageStatistics = deferred((widgets) => widgets.MessageStatistics, {
  title: WIDGET_TITLE.statistics,
  className: 'message-stats',
  testId: 'message-statistics',
  lines: 6,
})

export const TopRelatedAssets = deferred((widgets) => widgets.TopRelatedAssets, {
  title: WIDGET_TITLE.related,
  className: 'related-assets',
  testId: 'related-assets',
  lines: 5,
})

export const AiRatingWidget = deferred((widgets) => widgets.AiRatingWidget, {
  title: WIDGET_TITLE.aiRating,
  className: 'ai-rating',
  testId: 'ai-rating',
  lines: 8,
})

export const PeopleWidget = deferred((widgets) => widgets.PeopleWidget, {
  title: WIDGET_TITLE.people,
  className: 'people-widget',
  testId: 'people-widget',
  lines: 5,
})

export const DividendWidget = deferred((widgets) => widgets.DividendWidget, {
  title: WIDGET_TITLE.dividend,
  className: 'dividend-widget',
  testId: 'dividend-widget',
  lines: 4,
})

export const PicksWidget = deferred((widgets) => widgets.PicksWidget, {
  title: WIDGET_TITLE.picks,
  className: 'picks-widget',
  testId: 'picks-widget',
  lines: 4,
})

export const HottestTopicsWidget = deferred((widgets) => widgets.HottestTopicsWidget, {
  title: WIDGET_TITLE.topics,
  className: 'hottest-topics',
  testId: 'hottest-topics',
  lines: 6,
})

export const KnowledgeGraphWidget = deferred((widgets) => widgets.KnowledgeGraphWidget, {
  title: WIDGET_TITLE.knowledgeGraph,
  className: 'knowledge-graph',
  testId: 'knowledge-graph',
  height: 240,
})

export const PriceMovesWidget = deferred((widgets) => widgets.PriceMovesWidget, {
  title: WIDGET_TITLE.priceMoves,
  className: 'price-moves',
  testId: 'price-moves',
  lines: 4,
})

export const PeerTreemapWidget = deferred((widgets) => widgets.PeerTreemapWidget, {
  title: WIDGET_TITLE.peerTreemap,
  className: 'asset-treemap',
  testId: 'peer-treemap',
  height: 300,
})

export const CoMentionTreemapWidget = deferred((widgets) => widgets.CoMentionTreemapWidget, {
  title: WIDGET_TITLE.coMentionTreemap,
  className: 'asset-treemap',
  testId: 'co-mention-treemap',
  height: 300,
})

export const ProfilesWidget = deferred((widgets) => widgets.ProfilesWidget, {
  title: WIDGET_TITLE.profiles,
  className: 'profiles',
  testId: 'profiles-widget',
  lines: 6,
})
