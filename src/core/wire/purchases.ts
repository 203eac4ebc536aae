import * as v from 'valibot'
import {
  MorningBriefingSubscriptionSchema,
  PaidAccountTypeSchema,
  SubscriptionIntervalSchema,
} from './userdata'

/**
 * Request and answer shapes of the subscription calls (plans, promotion codes, orders,
 * cancellation, contact sales, morning-briefing subscriptions; application §7), shared by
 * server and client. Apart from accounts.ts: the session's own shapes are on every first load's
 * path, these only on the pages that buy, cancel or subscribe.
 */

/* @__NO_SIDE_EFFECTS__ */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

// ---------------------------------------------------------------- subscriptions

/** GET /v6/subscriptions/plans (public): the catalogue as the server sells it. */
export const SubscriptionPlanSchema = v.object({
  subscription_type_id: v.number(),
  tier: PaidAccountTypeSchema,
  interval: SubscriptionIntervalSchema,
  months: v.number(),
  price_usd: v.number(),
  licensed_users: v.number(),
  payment_option_ids: v.array(v.number()),
})
export const SubscriptionPlansAnswerSchema = v.object({
  plans: v.array(SubscriptionPlanSchema),
  payment_options: v.array(
    v.object({
      payment_option_id: v.number(),
      key: v.picklist(['invoice', 'paypal']),
      available: v.boolean(),
    }),
  ),
})
export type SubscriptionPlansAnswer = v.InferOutput<typeof SubscriptionPlansAnswerSchema>

const PromotionCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(64))

/** POST /v6/subscriptions/promotion-code (public): apply a code to a plan before ordering. */
export const PromotionCodeCheckRequestSchema = v.object({
  promotion_code: v.pipe(PromotionCodeSchema, v.minLength(1)),
  subscription_type_id: v.number(),
})
export const PromotionCodeCheckAnswerSchema = v.object({
  promotion_code: v.string(),
  discount_percent: v.number(),
  price_usd: v.number(),
  discounted_price_usd: v.number(),
})
export type PromotionCodeCheckAnswer = v.InferOutput<typeof PromotionCodeCheckAnswerSchema>

const InvoiceTextSchema = v.pipe(v.string(), v.trim(), v.maxLength(200))
const RequiredInvoiceTextSchema = v.pipe(InvoiceTextSchema, v.minLength(1))

/** The purchase's invoice data (application §3 "Purchase forms"), stored with the order. */
export const InvoiceAddressSchema = v.object({
  company_name: RequiredInvoiceTextSchema,
  address_name: RequiredInvoiceTextSchema,
  address_line1: v.optional(InvoiceTextSchema, ''),
  address_line2: v.optional(InvoiceTextSchema, ''),
  street: RequiredInvoiceTextSchema,
  number: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20)),
  zip: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20)),
  city: RequiredInvoiceTextSchema,
  vat_number: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
})
export type InvoiceAddress = v.InferOutput<typeof InvoiceAddressSchema>

/**
 * POST /v6/subscriptions/order (basic auth). An empty promotion_code means none. The invoice
 * address is required for invoice payment and stored for either option.
 */
export const OrderRequestSchema = v.object({
  subscription_type_id: v.number(),
  payment_option_id: v.number(),
  promotion_code: v.optional(v.nullable(PromotionCodeSchema)),
  invoice_address: v.optional(InvoiceAddressSchema),
})
export type OrderRequest = v.InferInput<typeof OrderRequestSchema>

export const ORDER_STATUSES = [
  'awaiting_payment',
  'approval_required',
  'paid',
  'cancelled',
  'failed',
] as const
export const OrderStatusSchema = v.picklist(ORDER_STATUSES)
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>

/**
 * The order answer. Invoice: status awaiting_payment (the account stays trial until the
 * payment is registered). PayPal: status approval_required with approval_url, where the
 * browser goes next; PayPal sends the buyer back to /v6/payments/paypal/return, which
 * captures the payment and redirects to /purchase?payment=success|cancelled|failed.
 */
export const OrderAnswerSchema = v.object({
  order_id: v.number(),
  status: OrderStatusSchema,
  subscription_type_id: v.number(),
  subscription_type: PaidAccountTypeSchema,
  interval: SubscriptionIntervalSchema,
  payment_option: v.picklist(['invoice', 'paypal']),
  price_usd: v.number(),
  discount_percent: v.number(),
  approval_url: v.optional(v.string()),
})
export type OrderAnswer = v.InferOutput<typeof OrderAnswerSchema>

/** POST /v6/subscriptions/cancel (public; basic auth optional). */
export const CancellationRequestSchema = v.object({
  firstName: v.pipe(text(100), v.trim()),
  lastName: v.pipe(text(100), v.trim()),
  email: v.pipe(v.string(), v.trim(), v.maxLength(320)),
  reason: v.pipe(text(4000), v.trim()),
})
export type CancellationRequest = v.InferInput<typeof CancellationRequestSchema>
export const CancellationAnswerSchema = v.object({ success: v.literal(true), cancellation_id: v.number() })

/** POST /v6/contact-sales (public): the contact-sales dialog. */
export const ContactSalesRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.maxLength(320)),
  firstName: v.optional(v.pipe(text(100), v.trim()), ''),
  lastName: v.optional(v.pipe(text(100), v.trim()), ''),
  message: v.pipe(text(4000), v.trim()),
})
export type ContactSalesRequest = v.InferInput<typeof ContactSalesRequestSchema>

/** DELETE /v6/morning-briefings/subscriptions/{id}. */
export const MorningBriefingIdParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'expected a subscription id'), v.transform(Number)),
})

/** GET /v6/morning-briefings/subscriptions. */
export const MorningBriefingSubscriptionsAnswerSchema = v.object({
  subscriptions: v.array(MorningBriefingSubscriptionSchema),
  /** How many more the user may add. */
  capacity: v.number(),
})
