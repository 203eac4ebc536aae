/**
 * Asset snapshot widgets (application §2.5). Each widget runs its own queries (assetQueries) and
 * renders inside a Card with a loading skeleton, an error text and the spec's empty states.
 * Every root carries a data-testid and data-state ('loading' | 'error' | 'ready' | …).
 *
 * Common props: titleId (the asset), credentials (credentialsOf(session)).
 * Page-range widgets also take timeRange (TimeRangeSelection, resolved when the call is made)
 * and filters (MessageFilterSearch from the URL).
 */

/** { titleId, credentials }: today's AI rating (8 categories, overall, score scale) and its 30-day trend. testid ai-rating; ai-rating-trend. */
export type { AiRatingWidgetProps } from './AiRatingWidget'
/** { titleId, credentials }: description and master data. testid asset-description; data-symbol, data-isin. */
export type { AssetDescriptionProps } from './AssetDescription'
/** { titleId, children, className? }: link to /asset?title_id=… */
export { AssetLink } from './AssetLink'
/**
 * { titleId, credentials, liveUpdate?: BuzzUpdate, height? }: 30 days of buzz (step area,
 * 100 % = average) and sentiment score (line, −50…+50) with alert markers. Pass useTitleUpdates([id]).get(id)?.update
 * as liveUpdate. testid buzz-sentiment-chart; data-points, data-markers, data-partition,
 * data-live-time, data-last-buzz.
 */
export type { BuzzSentimentChartProps } from './BuzzSentimentChart'
/** { titleId, credentials }: dividend yield, trailing 12 months, growth, payout, next announced, 3 years as columns. testid dividend-widget; dividend-next. */
export type { DividendWidgetProps } from './DividendWidget'
/** { titleId, credentials }: AI summary with highlighted names and date, or the unavailable text. testid executive-summary; data-state 'unavailable' when none. */
/** { titleId, credentials }: the next earnings release and the last ones against the consensus. testid earnings-widget. */
export type { EarningsWidgetProps } from './EarningsWidget'
export type { ExecutiveSummaryProps } from './ExecutiveSummary'
/** { titleId, credentials }: market cap, trailing P/E, EPS and growth, earnings yield, PEG, last/next report. testid fundamentals. */
export type { FundamentalsWidgetProps } from './FundamentalsWidget'
/** { titleId, credentials, timeRange, filters, height? }: top 10 key events as a tree map, ranked bars below 4 events ('No key events found'). testid key-event-map; data-events, data-layout 'tree' | 'bars'. */
export type { KeyEventMapProps } from './KeyEventMap'
/**
 * The Info and Common tabs' widgets (all but AssetLink, SentimentBadge, SentimentBar) load in
 * their own chunk, with visx for the charts; a card skeleton shows meanwhile. usePrefetchInfoWidgets() downloads that
 * chunk when the browser is idle after the page rendered.
 */
export {
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
  usePrefetchInfoWidgets,
} from './lazy-widgets'
/** { titleId, credentials, timeRange, filters }: sources, types, languages, top authors, author analytics, sentiment counts. testid message-statistics; data-messages. */
export type { MessageStatisticsProps } from './MessageStatistics'
/** { titleId, credentials }: executives (last, first middle) with register positions, and subsidiaries. testid people-widget; executives-table, subsidiaries-table. */
export type { PeopleWidgetProps } from './PeopleWidget'
/** { titleId, credentials }: the asset's pulse picks of the last year with their 1-day, 5-day and latest returns. testid picks-widget; pick-row. */
export type { PicksWidgetProps } from './PicksWidget'
/** { titleId, credentials, liveTick?: Tick }: last price, signed daily change, 30-day sparkline. testid quotes-widget; data-last, data-change, data-live. */
export type { QuotesWidgetProps } from './QuotesWidget'
/** { sentiment: number | null } (raw −1…1): face icon + display score, and a bar score/2 + 50 % wide. */
export { SentimentBadge, SentimentBar, type SentimentProps } from './Sentiment'
/** { titleId, credentials }: short info US (FINRA short volume) and short info (FCA positions). testid short-info. */
export type { ShortInfoWidgetProps } from './ShortInfoWidget'
/** { titleId, credentials }: moving averages, RSI, 52-week range and changes. testid technical-data. */
export type { TechnicalDataWidgetProps } from './TechnicalDataWidget'
/** { titleId, credentials }: up to 10 related assets linking to their snapshots. testid related-assets; data-count. */
export type { TopRelatedAssetsProps } from './TopRelatedAssets'
export { WIDGET_TEXT } from './widget-text'
