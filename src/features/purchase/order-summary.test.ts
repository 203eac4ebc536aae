import { describe, expect, it } from 'vitest'
import { planFor } from '../../core'
import { orderSummary, rememberedPlan, rememberPlan } from './order-summary'

describe('order summary', () => {
  it('charges the plan price without a promotion code', () => {
    expect(orderSummary(planFor('premium', 'YEAR'), null)).toEqual({
      price: 490,
      discountPercent: 0,
      total: 490,
      discountNote: null,
    })
  })

  it('applies the discount for the first period', () => {
    const promotion = {
      promotion_code: 'SPRING',
      discount_percent: 15,
      price_usd: 490,
      discounted_price_usd: 416.5,
    }
    expect(orderSummary(planFor('premium', 'YEAR'), promotion)).toEqual({
      price: 490,
      discountPercent: 15,
      total: 416.5,
      discountNote: 'Discount of 15% for the first year',
    })
    expect(orderSummary(planFor('basic', 'MONTH'), { ...promotion, price_usd: 19 }).discountNote).toBe(
      'Discount of 15% for the first month',
    )
  })

  it('remembers the plan across the PayPal round trip', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    }
    expect(rememberedPlan(storage)).toBeNull()
    rememberPlan(storage, { tier: 'platinum', interval: 'MONTH' })
    expect(rememberedPlan(storage)).toEqual({ tier: 'platinum', interval: 'MONTH' })
    store.set('murmur.purchase', '{"tier":"gold"}')
    expect(rememberedPlan(storage)).toBeNull()
    expect(rememberedPlan(null)).toBeNull()
  })
})
