/**
 * The widgets' card titles (the skeleton shown while a widget's code loads has the same title).
 * Their own module: only the lazily loaded tabs read them, so they stay off the first paint's path.
 */
export const WIDGET_TITLE = {
  buzz: 'Buzz and sentiment',
  keyEvents: 'Key events',
  quotes: 'Quotes',
  description: 'Description',
  summary: 'AI executive summary',
  statistics: 'Message statistics',
  related: 'Top related assets',
  earnings: 'Earnings',
  shortInfo: 'Short selling',
  technical: 'Technical data',
  fundamentals: 'Fundamentals',
  aiRating: 'AI rating',
  people: 'Executives and subsidiaries',
  dividend: 'Dividends',
  picks: 'Pulse picks',
  topics: 'Hottest topics',
  knowledgeGraph: 'Knowledge graph',
  priceMoves: 'Last significant price changes',
  peerTreemap: 'Buzz sentiment tree map',
  coMentionTreemap: 'Asset sentiment tree map',
  profiles: 'Profiles',
} as const
