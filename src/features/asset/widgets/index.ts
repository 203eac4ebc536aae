import '../../../ui/charts/charts.css'
import './widgets.css'

/**
 * Asset snapshot widgets (application §2.5). Each widget runs its own queries (assetQueries) and
 * renders inside a Card with a loading skeleton, an error text and the spec's empty states.
 * Every root carries a data-testid and data-state ('loading' | 'error' | 'ready' | …).
 *
 * Common props: titleId (the asset), credentials (credentialsOf(session)).
 * Page-range widgets also take timeRange (TimeRangeSelection, resolved when the call is made)
 * and filters (MessageFilterSearch from the URL).
 */

/** { titleId, credentials }: description and master data. testid asset-description; data-symbol, data-isin. */
export { AssetDescription, type AssetDescriptionProps } from './AssetDescription'
/** { titleId, children, className? }: link to /asset?title_id=… */
export { AssetLink } from './AssetLink'
/**
 * { titleId, credentials, liveUpdate?: BuzzUpdate, height? }: 30 days of buzz (bars, 100 % =
 * average) and sentiment (line) with alert markers. Pass useTitleUpdates([id]).get(id)?.update
 * as liveUpdate. testid buzz-sentiment-chart; data-points, data-markers, data-partition,
 * data-live-time, data-last-buzz.
 */
export { BuzzSentimentChart, type BuzzSentimentChartProps } from './BuzzSentimentChart'
/** { titleId, credentials }: AI summary with highlighted names and date, or the unavailable text. testid executive-summary; data-state 'unavailable' when none. */
export { ExecutiveSummary, type ExecutiveSummaryProps } from './ExecutiveSummary'
/** { titleId, credentials, timeRange, filters, height? }: top 10 key events as a tree map ('No key events found'). testid key-event-map; data-events. */
export { KeyEventMap, type KeyEventMapProps } from './KeyEventMap'
/** { titleId, credentials, timeRange, filters }: sources, types, languages, top authors, author analytics, sentiment counts. testid message-statistics; data-messages. */
export { MessageStatistics, type MessageStatisticsProps } from './MessageStatistics'
/** { titleId, credentials, liveTick?: Tick }: last price, signed daily change, 30-day sparkline. testid quotes-widget; data-last, data-change, data-live. */
export { QuotesWidget, type QuotesWidgetProps } from './QuotesWidget'
/** { sentiment: number | null } (raw −1…1): icon + display score, and a bar score/2 + 50 % wide. */
export { SentimentBadge, SentimentBar, type SentimentProps } from './Sentiment'
/** { titleId, credentials }: up to 10 related assets linking to their snapshots. testid related-assets; data-count. */
export { TopRelatedAssets, type TopRelatedAssetsProps } from './TopRelatedAssets'
export { WIDGET_TEXT } from './widget-text'
