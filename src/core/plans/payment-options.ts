import type { SubscriptionInterval } from '../wire/userdata'
import type { SubscriptionPlan } from './catalogue'

/** How an order is paid (application §4 "Account states", "Purchase flow"). */
export const PAYMENT_OPTIONS = [
  {
    payment_option_id: 1,
    key: 'invoice',
    /** Invoice payment is possible for yearly subscriptions only. */
    intervals: ['YEAR'],
    /** The account stays trial until an operator registers the payment. */
    instantAccess: false,
  },
  {
    payment_option_id: 2,
    key: 'paypal',
    intervals: ['MONTH', 'YEAR'],
    /** Full access as soon as the buyer approved and the payment was captured. */
    instantAccess: true,
  },
] as const satisfies readonly {
  payment_option_id: number
  key: string
  intervals: readonly SubscriptionInterval[]
  instantAccess: boolean
}[]

export type PaymentOption = (typeof PAYMENT_OPTIONS)[number]
export type PaymentOptionKey = PaymentOption['key']

export function findPaymentOption(paymentOptionId: number): PaymentOption | undefined {
  return PAYMENT_OPTIONS.find((o) => o.payment_option_id === paymentOptionId)
}

export function paymentOptionByKey(key: PaymentOptionKey): PaymentOption {
  return key === 'invoice' ? PAYMENT_OPTIONS[0] : PAYMENT_OPTIONS[1]
}

/** Invoice only for yearly subscriptions; PayPal for both intervals. */
export function isPaymentOptionAllowed(
  plan: Pick<SubscriptionPlan, 'interval'>,
  option: PaymentOption,
): boolean {
  const intervals: readonly SubscriptionInterval[] = option.intervals
  return intervals.includes(plan.interval)
}

/** The payment options a plan can be ordered with. */
export function paymentOptionsFor(plan: Pick<SubscriptionPlan, 'interval'>): PaymentOption[] {
  return PAYMENT_OPTIONS.filter((option) => isPaymentOptionAllowed(plan, option))
}
