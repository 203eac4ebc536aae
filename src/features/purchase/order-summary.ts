import * as v from 'valibot'
import {
  discountedPrice,
  PaidAccountTypeSchema,
  type PromotionCodeCheckAnswer,
  SubscriptionIntervalSchema,
  type SubscriptionPlan,
} from '../../core'

export interface OrderSummary {
  price: number
  discountPercent: number
  total: number
  /** 'Discount of 15% for the first year' (application §9: for the first month(s) or year(s)). */
  discountNote: string | null
}

/** The price to pay for a plan with an applied promotion code (null: none). */
export function orderSummary(
  plan: SubscriptionPlan,
  promotion: PromotionCodeCheckAnswer | null,
): OrderSummary {
  if (!promotion)
    return { price: plan.price_usd, discountPercent: 0, total: plan.price_usd, discountNote: null }
  const period = plan.interval === 'YEAR' ? 'year' : 'month'
  return {
    price: plan.price_usd,
    discountPercent: promotion.discount_percent,
    total: discountedPrice(plan.price_usd, promotion.discount_percent),
    discountNote: `Discount of ${promotion.discount_percent}% for the first ${period}`,
  }
}

const REMEMBERED_KEY = 'murmur.purchase'

const InvoiceSchema = v.object({
  companyName: v.string(),
  addressName: v.string(),
  addressLine1: v.string(),
  addressLine2: v.string(),
  street: v.string(),
  number: v.string(),
  zip: v.string(),
  city: v.string(),
  vatNumber: v.string(),
})

const RememberedSchema = v.object({
  tier: PaidAccountTypeSchema,
  interval: SubscriptionIntervalSchema,
  invoice: v.optional(InvoiceSchema),
})
export type RememberedPurchase = v.InferOutput<typeof RememberedSchema>

type PlanStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Kept in the tab's session storage across the PayPal round trip, so a cancelled or failed
 * payment returns to the same plan and invoice data.
 */
export function rememberPlan(storage: PlanStorage | null, purchase: RememberedPurchase): void {
  try {
    storage?.setItem(REMEMBERED_KEY, JSON.stringify(purchase))
  } catch {
    // Without storage the page falls back to its defaults after the round trip.
  }
}

export function rememberedPlan(storage: PlanStorage | null): RememberedPurchase | null {
  try {
    const raw = storage?.getItem(REMEMBERED_KEY)
    if (!raw) return null
    const parsed = v.safeParse(RememberedSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}
