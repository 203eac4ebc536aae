/**
 * The widgets of the Info and Common tabs. They load in their own chunk (with visx and d3 for
 * the charts) after the asset page rendered (lazy-widgets.tsx), so the default Messages tab
 * does not download them.
 */
// Styles are imported where they are used: a barrel's CSS import is dropped (package.json sideEffects).
import '../../../ui/charts/charts.css'
import './widgets.css'

export { AiRatingWidget } from './AiRatingWidget'
export { AssetDescription } from './AssetDescription'
export { BuzzSentimentChart } from './BuzzSentimentChart'
export { CoMentionTreemapWidget } from './CoMentionTreemapWidget'
export { DividendWidget } from './DividendWidget'
export { EarningsWidget } from './EarningsWidget'
export { ExecutiveSummary } from './ExecutiveSummary'
export { FundamentalsWidget } from './FundamentalsWidget'
export { HottestTopicsWidget } from './HottestTopicsWidget'
export { KeyEventMap } from './KeyEventMap'
export { KnowledgeGraphWidget } from './KnowledgeGraphWidget'
export { MessageStatistics } from './MessageStatistics'
export { PeerTreemapWidget } from './PeerTreemapWidget'
export { PeopleWidget } from './PeopleWidget'
export { PicksWidget } from './PicksWidget'
export { PriceMovesWidget } from './PriceMovesWidget'
export { ProfilesWidget } from './ProfilesWidget'
export { QuotesWidget } from './QuotesWidget'
export { ShortInfoWidget } from './ShortInfoWidget'
export { TechnicalDataWidget } from './TechnicalDataWidget'
export { TopRelatedAssets } from './TopRelatedAssets'
