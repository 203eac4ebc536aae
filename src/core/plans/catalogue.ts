import { PAID_ACCOUNT_TYPES, type PaidAccountType, type SubscriptionInterval } from '../wire/userdata'

/**
 * The subscription plans one can order: a subscription_type_id per tier and interval.
 * The spec gives no prices; these are Murmur's own list prices in USD (yearly = 10 months).
 */
export interface SubscriptionPlan {
  subscription_type_id: number
  tier: PaidAccountType
  interval: SubscriptionInterval
  /** Months one period covers (the "abo months" of application §3). */
  months: number
  price_usd: number
  /** Licensed users included; more via contact sales (enterprise). */
  licensed_users: number
}

const MONTHLY_PRICE_USD: Readonly<Record<PaidAccountType, number>> = {
  basic: 19,
  premium: 49,
  platinum: 129,
  professional: 349,
}

const LICENSED_USERS: Readonly<Record<PaidAccountType, number>> = {
  basic: 1,
  premium: 1,
  platinum: 2,
  professional: 5,
}

const TIER_NUMBER: Readonly<Record<PaidAccountType, number>> = {
  basic: 1,
  premium: 2,
  platinum: 3,
  professional: 4,
}

function plan(tier: PaidAccountType, interval: SubscriptionInterval): SubscriptionPlan {
  const monthly = MONTHLY_PRICE_USD[tier]
  return {
    // 11 basic monthly, 12 basic yearly, 21 premium monthly, …, 42 professional yearly.
    subscription_type_id: TIER_NUMBER[tier] * 10 + (interval === 'MONTH' ? 1 : 2),
    tier,
    interval,
    months: interval === 'MONTH' ? 1 : 12,
    price_usd: interval === 'MONTH' ? monthly : monthly * 10,
    licensed_users: LICENSED_USERS[tier],
  }
}

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = PAID_ACCOUNT_TYPES.flatMap((tier) => [
  plan(tier, 'MONTH'),
  plan(tier, 'YEAR'),
])

export function findPlan(subscriptionTypeId: number): SubscriptionPlan | undefined {
  return SUBSCRIPTION_PLANS.find((p) => p.subscription_type_id === subscriptionTypeId)
}

export function planFor(tier: PaidAccountType, interval: SubscriptionInterval): SubscriptionPlan {
  const found = SUBSCRIPTION_PLANS.find((p) => p.tier === tier && p.interval === interval)
  if (!found) throw new Error(`no plan for ${tier} ${interval}`)
  return found
}

/** The price after a promotion code's discount, rounded to cents. */
export function discountedPrice(priceUsd: number, discountPercent: number): number {
  const percent = Math.min(100, Math.max(0, discountPercent))
  return Math.round(priceUsd * (100 - percent)) / 100
}

/**
 * The /purchase/{accountType?} parameter (application §2.1, §5): accepted only when it names
 * one of the four tiers, otherwise ignored (undefined).
 */
export function purchasableTier(value: unknown): PaidAccountType | undefined {
  return PAID_ACCOUNT_TYPES.find((tier) => tier === value)
}
