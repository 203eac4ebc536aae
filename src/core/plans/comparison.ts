import { type AlertFeature, alertFeatureAllowed, tierAlertPermissions } from '../alert-tiers'
import { fullTextSearchInTier } from '../permissions/checks'
import { TIER_DEFAULTS } from '../permissions/tiers'
import { PAID_ACCOUNT_TYPES, type PaidAccountType } from '../wire/userdata'
import { planFor } from './catalogue'

/**
 * The comparison table of the accounts and pricing pages (application §3 "Subscription",
 * features listed on the comparison). Rows that the §6 tier table decides are derived from
 * TIER_DEFAULTS; the others are Murmur's own product choices.
 */

export type ComparisonValue = boolean | number | string

export interface ComparisonRow {
  key: string
  label: string
  /** How to show a number: plain count, months, days or a monthly USD price. */
  unit?: 'months' | 'days' | 'usd_per_month'
  values: Readonly<Record<PaidAccountType, ComparisonValue>>
}

function perTier(
  value: (tier: PaidAccountType) => ComparisonValue,
): Record<PaidAccountType, ComparisonValue> {
  return {
    basic: value('basic'),
    premium: value('premium'),
    platinum: value('platinum'),
    professional: value('professional'),
  }
}

/** Included from `tier` upwards. */
const from = (tier: PaidAccountType) =>
  perTier((t) => PAID_ACCOUNT_TYPES.indexOf(t) >= PAID_ACCOUNT_TYPES.indexOf(tier))
const alertsFrom = (feature: AlertFeature) =>
  perTier((t) => alertFeatureAllowed(tierAlertPermissions(t), feature))
const filter = (name: string) => perTier((t) => TIER_DEFAULTS[t].uiFeatures.filters.some((f) => f === name))
const view = (name: string) => perTier((t) => TIER_DEFAULTS[t].uiFeatures.views.some((v) => v === name))

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    key: 'price',
    label: 'Price',
    unit: 'usd_per_month',
    values: perTier((t) => planFor(t, 'MONTH').price_usd),
  },
  { key: 'subscription_period', label: 'Subscription period', values: perTier(() => 'Monthly or yearly') },
  {
    key: 'licensed_users',
    label: 'Licensed users',
    values: perTier((t) => planFor(t, 'MONTH').licensed_users),
  },
  { key: 'title_view', label: 'Title view', values: from('basic') },
  { key: 'real_time', label: 'Real-time', values: from('basic') },
  { key: 'watchlist', label: 'Watchlist', values: perTier((t) => TIER_DEFAULTS[t].maxWatchlistViews) },
  {
    key: 'max_history',
    label: 'Max history in months',
    unit: 'months',
    values: perTier((t) => TIER_DEFAULTS[t].historyMonths),
  },
  {
    key: 'max_time_period',
    label: 'Max time period',
    unit: 'days',
    values: perTier((t) => TIER_DEFAULTS[t].maxRangeDays),
  },
  { key: 'list_view', label: 'List view', values: view('list') },
  { key: 'authors_view', label: 'Authors view', values: view('author') },
  { key: 'key_events', label: 'Key event alerts, filter and view', values: filter('key_event') },
  { key: 'message_type_filter', label: 'Message type filter', values: filter('type') },
  { key: 'language_filter', label: 'Language filter', values: filter('language') },
  { key: 'source_filter', label: 'Source filter', values: filter('source') },
  { key: 'message_sentiment_filter', label: 'Message sentiment filter', values: from('premium') },
  { key: 'combining_filters', label: 'Combining filters', values: filter('combine') },
  { key: 'full_text_search', label: 'Full-text search', values: perTier(fullTextSearchInTier) },
  { key: 'price_buzz_alerts', label: 'Price/buzz alerts', values: alertsFrom('price_buzz_alerts') },
  {
    key: 'rule_based_buzz_alerts',
    label: 'Rule-based buzz alerts',
    values: alertsFrom('rule_based_buzz_alerts'),
  },
  {
    key: 'pre_earnings_buzz_alerts',
    label: 'Pre-earnings buzz alerts',
    values: alertsFrom('pre_earnings_buzz_alerts'),
  },
  {
    key: 'watchlist_ai_alerts',
    label: 'Watchlist AI alerts',
    values: perTier((t) => TIER_DEFAULTS[t].aiText),
  },
  { key: 'hottest_topics', label: 'Hottest topics', values: perTier((t) => TIER_DEFAULTS[t].aiText) },
  {
    key: 'ai_executive_summaries',
    label: 'AI executive summaries',
    values: perTier((t) => (TIER_DEFAULTS[t].aiText ? 'Dynamic (live)' : 'Static (delayed)')),
  },
  { key: 'download_csv', label: 'Download in CSV', values: perTier((t) => TIER_DEFAULTS[t].download) },
  {
    key: 'morning_briefings',
    label: 'Morning briefing reports',
    values: perTier((t) => TIER_DEFAULTS[t].maxMorningBriefings),
  },
  {
    key: 'support',
    label: 'Support',
    values: {
      basic: 'E-mail',
      premium: 'E-mail',
      platinum: 'E-mail and phone',
      professional: 'Dedicated contact',
    },
  },
]
