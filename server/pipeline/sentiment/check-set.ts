import type { SentimentLabel } from './types'

export type CheckKind = 'news' | 'headline' | 'retail' | 'crypto' | 'neutral'

export interface CheckSentence {
  readonly text: string
  readonly label: SentimentLabel
  readonly kind: CheckKind
}

/**
 * Hand-written sentences (none taken from any data set) across the kinds of text the model meets
 * beyond finance tweets. A sanity check of generalisation, never used for training or tuning.
 */
export const CHECK_SET: readonly CheckSentence[] = [
  // News sentences.
  {
    kind: 'news',
    label: 'positive',
    text: "The company's operating profit rose to EUR 13.1 mn from EUR 8.7 mn a year earlier.",
  },
  {
    kind: 'news',
    label: 'positive',
    text: 'Net sales increased by 12% to USD 410 million in the third quarter.',
  },
  {
    kind: 'news',
    label: 'negative',
    text: 'Net sales decreased by 9% compared with the corresponding period last year.',
  },
  {
    kind: 'news',
    label: 'negative',
    text: 'The group swung to a pre-tax loss of EUR 4.2 mn, compared with a profit of EUR 1.1 mn.',
  },
  {
    kind: 'news',
    label: 'positive',
    text: 'The net loss narrowed to $3 million from $11 million in the same quarter last year.',
  },
  {
    kind: 'news',
    label: 'negative',
    text: 'Operating costs rose sharply, squeezing margins across all divisions.',
  },
  {
    kind: 'news',
    label: 'positive',
    text: 'Order intake grew 18 percent and the backlog reached a record level.',
  },
  {
    kind: 'news',
    label: 'negative',
    text: 'The retailer will cut 1,200 jobs as demand weakens in its home market.',
  },
  {
    kind: 'news',
    label: 'neutral',
    text: 'The company is headquartered in Helsinki and employs about 2,300 people.',
  },
  {
    kind: 'news',
    label: 'neutral',
    text: 'The agreement was signed on Tuesday and the financial terms were not disclosed.',
  },
  {
    kind: 'news',
    label: 'positive',
    text: 'Earnings per share came in at $1.42, well above the consensus estimate of $1.20.',
  },
  { kind: 'news', label: 'negative', text: 'The board decided to suspend the dividend to preserve cash.' },
  {
    kind: 'news',
    label: 'negative',
    text: 'Shares of the chipmaker tumbled 14% after the company warned of weaker demand.',
  },
  {
    kind: 'news',
    label: 'positive',
    text: 'The bank raised its full-year profit forecast after a strong first half.',
  },
  {
    kind: 'news',
    label: 'neutral',
    text: 'The annual general meeting will be held on 12 April in Stockholm.',
  },
  {
    kind: 'news',
    label: 'negative',
    text: 'Regulators opened an investigation into the accounting practices of the lender.',
  },
  {
    kind: 'news',
    label: 'positive',
    text: 'Cost savings helped lift the gross margin to 41.5 percent from 38.2 percent.',
  },
  {
    kind: 'news',
    label: 'negative',
    text: 'Revenue fell short of expectations as shipments declined in Europe.',
  },
  {
    kind: 'news',
    label: 'neutral',
    text: 'The new plant will produce components for the automotive industry.',
  },
  {
    kind: 'news',
    label: 'positive',
    text: 'The airline carried 9 percent more passengers in May than a year ago.',
  },
  // Headlines.
  { kind: 'headline', label: 'positive', text: 'Acme Corp beats estimates, raises full-year guidance' },
  { kind: 'headline', label: 'negative', text: 'Acme Corp misses on revenue, cuts outlook; shares slide' },
  { kind: 'headline', label: 'positive', text: 'Stocks rally to record high as inflation cools' },
  { kind: 'headline', label: 'negative', text: 'Oil plunges 7% on demand fears' },
  { kind: 'headline', label: 'negative', text: 'Carmaker recalls 400,000 vehicles over brake defect' },
  { kind: 'headline', label: 'positive', text: 'Analyst upgrades Globex to Buy, lifts price target to $85' },
  { kind: 'headline', label: 'negative', text: 'Globex downgraded to Sell at regional broker' },
  { kind: 'headline', label: 'negative', text: 'Retail chain files for Chapter 11 bankruptcy protection' },
  { kind: 'headline', label: 'positive', text: 'Drugmaker wins FDA approval for its heart treatment' },
  { kind: 'headline', label: 'neutral', text: 'Fed to publish meeting minutes on Wednesday' },
  { kind: 'headline', label: 'negative', text: 'Tech shares slump to 52-week low amid rate worries' },
  { kind: 'headline', label: 'positive', text: 'Shipping firm announces $2 billion share buyback' },
  { kind: 'headline', label: 'negative', text: 'Software maker issues profit warning, stock sinks' },
  { kind: 'headline', label: 'neutral', text: 'Company to report second-quarter results on July 28' },
  { kind: 'headline', label: 'positive', text: 'Jobless claims fall more than expected' },
  { kind: 'headline', label: 'negative', text: 'Unemployment rate climbs to 6.1%, highest in two years' },
  { kind: 'headline', label: 'positive', text: 'Miner soars after striking high-grade gold deposit' },
  { kind: 'headline', label: 'neutral', text: 'CEO to present at industry conference next week' },
  { kind: 'headline', label: 'negative', text: 'Lender faces class action over hidden fees' },
  { kind: 'headline', label: 'positive', text: 'Quarterly dividend hiked by 10%' },
  // Retail investor posts.
  {
    kind: 'retail',
    label: 'positive',
    text: 'Loading up more shares here, this is going to rip after earnings 🚀🚀',
  },
  {
    kind: 'retail',
    label: 'negative',
    text: 'Sold everything, this stock is a falling knife. Bagholders everywhere.',
  },
  {
    kind: 'retail',
    label: 'positive',
    text: 'Very bullish on this name, breakout above resistance on huge volume',
  },
  {
    kind: 'retail',
    label: 'negative',
    text: 'Terrible guidance, management has no clue. Dumping my position tomorrow.',
  },
  { kind: 'retail', label: 'positive', text: 'Calls printing today, up 40% on my position 📈' },
  { kind: 'retail', label: 'negative', text: 'Puts paying off, this thing is tanking hard 📉' },
  { kind: 'retail', label: 'neutral', text: 'Anyone know when the next earnings date is?' },
  {
    kind: 'retail',
    label: 'positive',
    text: 'Diamond hands, not selling a single share. Still massively undervalued.',
  },
  { kind: 'retail', label: 'negative', text: 'Down 60% since I bought, worst investment I ever made' },
  {
    kind: 'retail',
    label: 'neutral',
    text: 'Watching this one, waiting to see what the Fed does before I decide.',
  },
  {
    kind: 'retail',
    label: 'positive',
    text: 'Great quarter, revenue growth accelerating and margins expanding. Adding more.',
  },
  {
    kind: 'retail',
    label: 'negative',
    text: 'Short interest is huge and the fundamentals are awful, heading lower',
  },
  { kind: 'retail', label: 'negative', text: 'Not impressed with the earnings, they did not beat anything.' },
  {
    kind: 'retail',
    label: 'positive',
    text: 'Company did not miss a single estimate this year, very solid execution',
  },
  {
    kind: 'retail',
    label: 'neutral',
    text: 'Just opened my first brokerage account, what ETFs do you hold?',
  },
  // Crypto comments.
  { kind: 'crypto', label: 'positive', text: 'BTC breaking out, new all-time high incoming, to the moon 🚀' },
  {
    kind: 'crypto',
    label: 'negative',
    text: 'Got rekt on that rug pull, devs disappeared with the liquidity',
  },
  { kind: 'crypto', label: 'positive', text: 'HODL, this dip is a gift. Accumulating more ETH.' },
  { kind: 'crypto', label: 'negative', text: 'Exchange hacked, $200M in user funds drained' },
  { kind: 'crypto', label: 'negative', text: 'Bitcoin dumps below $30k as liquidations pile up' },
  { kind: 'crypto', label: 'positive', text: 'Altcoins pumping hard today, green candles everywhere' },
  { kind: 'crypto', label: 'negative', text: 'This coin is a scam, total pump and dump' },
  { kind: 'crypto', label: 'neutral', text: 'What wallet do you use to store your tokens?' },
  { kind: 'crypto', label: 'positive', text: 'Solana up 25% this week, bulls in full control' },
  { kind: 'crypto', label: 'negative', text: 'Bear market is not over, expect more pain for alts' },
  { kind: 'crypto', label: 'neutral', text: 'The network upgrade is scheduled for block 1,200,000.' },
  { kind: 'crypto', label: 'positive', text: 'Spot ETF approval is huge for institutional adoption' },
  {
    kind: 'crypto',
    label: 'negative',
    text: 'Stablecoin lost its peg and crashed to 30 cents, panic everywhere',
  },
  { kind: 'crypto', label: 'neutral', text: 'Gas fees are around 20 gwei right now.' },
  // Clearly neutral statements.
  { kind: 'neutral', label: 'neutral', text: 'The meeting starts at 10am Eastern time.' },
  { kind: 'neutral', label: 'neutral', text: 'Here is the full list of companies reporting this week.' },
  { kind: 'neutral', label: 'neutral', text: 'The index consists of 500 large-cap US companies.' },
  { kind: 'neutral', label: 'neutral', text: 'Trading volume data is published at the end of each session.' },
  { kind: 'neutral', label: 'neutral', text: 'Read the full interview with the CFO on our website.' },
  { kind: 'neutral', label: 'neutral', text: 'The company appointed a new chief technology officer.' },
  { kind: 'neutral', label: 'neutral', text: 'Markets are closed on Monday for the holiday.' },
  { kind: 'neutral', label: 'neutral', text: 'How do stock splits work?' },
  { kind: 'neutral', label: 'neutral', text: 'The bond matures in 2031 and pays a fixed coupon.' },
  { kind: 'neutral', label: 'neutral', text: 'Our weekly podcast covers the energy sector.' },
]
