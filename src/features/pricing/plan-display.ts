import {
  type ComparisonRow,
  type ComparisonValue,
  PAID_ACCOUNT_TYPES,
  type PaidAccountType,
  planFor,
  type SubscriptionInterval,
  TIER_DEFAULTS,
} from '../../core'
import { formatUsd } from '../notices'

/** A comparison cell: what is shown and what a screen reader says. */
export interface CellDisplay {
  text: string
  label: string
  kind: 'yes' | 'no' | 'text'
}

export function comparisonCell(row: Pick<ComparisonRow, 'unit'>, value: ComparisonValue): CellDisplay {
  if (value === true) return { text: '✓', label: 'Included', kind: 'yes' }
  if (value === false) return { text: '—', label: 'Not included', kind: 'no' }
  if (typeof value === 'string') return { text: value, label: value, kind: 'text' }
  const text =
    row.unit === 'usd_per_month'
      ? `${formatUsd(value)} / month`
      : row.unit === 'months'
        ? `${value} ${value === 1 ? 'month' : 'months'}`
        : row.unit === 'days'
          ? `${value} ${value === 1 ? 'day' : 'days'}`
          : String(value)
  return { text, label: text, kind: 'text' }
}

/** The price line of a plan card for the chosen billing interval. */
export function planPrice(
  tier: PaidAccountType,
  interval: SubscriptionInterval,
): { amount: string; per: string; note: string } {
  const plan = planFor(tier, interval)
  if (interval === 'MONTH')
    return { amount: formatUsd(plan.price_usd), per: 'per month', note: 'Billed monthly' }
  const monthly = planFor(tier, 'MONTH').price_usd
  const saved = monthly * 12 - plan.price_usd
  return {
    amount: formatUsd(plan.price_usd),
    per: 'per year',
    note: saved > 0 ? `Save ${formatUsd(saved)} against monthly` : 'Billed yearly',
  }
}

const TAGLINE: Record<PaidAccountType, string> = {
  basic: 'Follow the buzz on your assets in real time.',
  premium: 'A year of history, list views and full-text search.',
  platinum: 'AI summaries, morning briefings and every filter.',
  professional: 'Five years of history and a year-long time range for teams.',
}

/** The highlights of a plan card, taken from the tier table (application §6). */
export function planHighlights(tier: PaidAccountType): { tagline: string; points: string[] } {
  const d = TIER_DEFAULTS[tier]
  const plan = planFor(tier, 'MONTH')
  const points = [
    `${d.historyMonths} ${d.historyMonths === 1 ? 'month' : 'months'} of history`,
    `Time ranges up to ${d.maxRangeDays} days`,
    `${plan.licensed_users} licensed ${plan.licensed_users === 1 ? 'user' : 'users'}`,
  ]
  if (d.aiText) points.push('AI executive summaries, live')
  if (d.maxMorningBriefings > 0)
    points.push(
      `${d.maxMorningBriefings} morning briefing ${d.maxMorningBriefings === 1 ? 'report' : 'reports'}`,
    )
  if (d.download) points.push('Download in CSV')
  return { tagline: TAGLINE[tier], points }
}

/** Premium is the plan most people choose. */
export const RECOMMENDED_TIER: PaidAccountType = 'premium'
export const TIERS = PAID_ACCOUNT_TYPES
