import type { EffectivePermissions } from './permissions/effective'
import { type FilterPermission, TIER_DEFAULTS } from './permissions/tiers'
import { type AccountType, PAID_ACCOUNT_TYPES, type PaidAccountType } from './wire/userdata'

/**
 * Which tiers include which alerts (application §6 feature list): shared by the comparison table,
 * the alert editor and the server's check (code 35). Apart from the alert forms (alerts.ts), so
 * the comparison table does not carry the editor's code.
 */

/** The tier features of the comparison table an alert kind needs. */
export type AlertFeature =
  | 'rule_based_buzz_alerts'
  | 'pre_earnings_buzz_alerts'
  | 'price_buzz_alerts'
  | 'key_event_alerts'
  | 'watchlist_ai_alerts'

const FIRST_TIER: Readonly<Partial<Record<AlertFeature, PaidAccountType>>> = {
  price_buzz_alerts: 'basic',
  rule_based_buzz_alerts: 'premium',
  pre_earnings_buzz_alerts: 'premium',
}

/**
 * Whether an account may create alerts of this feature. Price/buzz alerts come with every paid
 * tier, rule-based and pre-earnings buzz alerts from premium; key event alerts follow the key
 * event filter permission, watchlist AI alerts the AI text permission. A trial tries everything
 * but AI.
 */
export function alertFeatureAllowed(
  permissions: Pick<EffectivePermissions, 'accountType' | 'filters' | 'aiText'>,
  feature: AlertFeature,
): boolean {
  if (feature === 'key_event_alerts') return permissions.filters.has('key_event')
  if (feature === 'watchlist_ai_alerts') return permissions.aiText
  return tierIncludes(permissions.accountType, FIRST_TIER[feature] ?? 'professional')
}

function tierIncludes(tier: AccountType, first: PaidAccountType): boolean {
  if (tier === 'trial') return true
  return PAID_ACCOUNT_TYPES.indexOf(tier) >= PAID_ACCOUNT_TYPES.indexOf(first)
}

/** What a tier grants by default, for the comparison table and upgrade offers. */
export function tierAlertPermissions(tier: AccountType) {
  const defaults = TIER_DEFAULTS[tier]
  return {
    accountType: tier,
    filters: new Set<FilterPermission>(defaults.uiFeatures.filters),
    aiText: defaults.aiText,
  }
}

/** The first paid tier that includes the feature (the upgrade to offer). */
export function upgradeTierFor(feature: AlertFeature): PaidAccountType | null {
  return PAID_ACCOUNT_TYPES.find((tier) => alertFeatureAllowed(tierAlertPermissions(tier), feature)) ?? null
}
