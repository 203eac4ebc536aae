import { describe, expect, it } from 'vitest'
import {
  COMPARISON_ROWS,
  discountedPrice,
  findPaymentOption,
  findPlan,
  isPaymentOptionAllowed,
  paymentOptionByKey,
  paymentOptionsFor,
  purchasableTier,
  SUBSCRIPTION_PLANS,
} from '.'

describe('subscription plans', () => {
  it('has one plan per tier and interval with distinct ids', () => {
    expect(SUBSCRIPTION_PLANS).toHaveLength(8)
    expect(new Set(SUBSCRIPTION_PLANS.map((p) => p.subscription_type_id)).size).toBe(8)
    expect(findPlan(21)).toMatchObject({ tier: 'premium', interval: 'MONTH', months: 1, price_usd: 49 })
    expect(findPlan(42)).toMatchObject({
      tier: 'professional',
      interval: 'YEAR',
      months: 12,
      price_usd: 3490,
    })
    expect(findPlan(99)).toBeUndefined()
  })

  it('allows invoice for yearly subscriptions only, PayPal for both', () => {
    const invoice = paymentOptionByKey('invoice')
    const paypal = paymentOptionByKey('paypal')
    expect(findPaymentOption(1)).toBe(invoice)
    expect(findPaymentOption(2)).toBe(paypal)
    expect(findPaymentOption(3)).toBeUndefined()
    expect(isPaymentOptionAllowed({ interval: 'MONTH' }, invoice)).toBe(false)
    expect(isPaymentOptionAllowed({ interval: 'YEAR' }, invoice)).toBe(true)
    expect(isPaymentOptionAllowed({ interval: 'MONTH' }, paypal)).toBe(true)
    expect(paymentOptionsFor({ interval: 'MONTH' }).map((o) => o.key)).toEqual(['paypal'])
    expect(paymentOptionsFor({ interval: 'YEAR' }).map((o) => o.key)).toEqual(['invoice', 'paypal'])
  })

  it('applies a promotion discount in cents', () => {
    expect(discountedPrice(490, 15)).toBe(416.5)
    expect(discountedPrice(19, 33)).toBe(12.73)
    expect(discountedPrice(19, 150)).toBe(0)
  })

  it('derives the comparison rows from the §6 tier table', () => {
    const row = (key: string) => COMPARISON_ROWS.find((r) => r.key === key)?.values
    expect(row('max_history')).toEqual({ basic: 1, premium: 12, platinum: 36, professional: 60 })
    expect(row('max_time_period')).toEqual({ basic: 3, premium: 30, platinum: 90, professional: 365 })
    expect(row('morning_briefings')).toEqual({ basic: 0, premium: 0, platinum: 1, professional: 5 })
    expect(row('watchlist')).toEqual({ basic: 5, premium: 15, platinum: 25, professional: 50 })
    expect(row('key_events')).toEqual({ basic: false, premium: false, platinum: true, professional: true })
    expect(row('authors_view')).toEqual({ basic: false, premium: false, platinum: true, professional: true })
    expect(row('list_view')).toEqual({ basic: false, premium: true, platinum: true, professional: true })
    expect(row('download_csv')).toEqual({ basic: false, premium: false, platinum: true, professional: true })
    expect(COMPARISON_ROWS.map((r) => r.key)).toHaveLength(new Set(COMPARISON_ROWS.map((r) => r.key)).size)
  })
})

describe('purchasableTier', () => {
  it('accepts the four tiers only', () => {
    expect(purchasableTier('premium')).toBe('premium')
    for (const value of ['trial', 'Premium', '', undefined, 3]) expect(purchasableTier(value)).toBeUndefined()
  })
})
