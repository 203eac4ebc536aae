import {
  accountState,
  findPlan,
  type LoginNotice,
  type PendingSubscription,
  type SubscriptionInterval,
  type UserData,
} from '../../core'
import { capitalise, daysUntil, formatDate } from '../../ui'

/** The wording of the account notices and banners (the spec names them, not their words). */

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export function formatUsd(amount: number): string {
  return USD.format(amount)
}

export function intervalWord(interval: SubscriptionInterval): string {
  return interval === 'YEAR' ? 'yearly' : 'monthly'
}

function dayCount(days: number): string {
  return days === 1 ? '1 day' : `${days} days`
}

/** The order that waits for an invoice payment, if any. */
export function pendingInvoiceOrder(
  user: Pick<UserData, 'pendingSubscriptions'>,
): PendingSubscription | null {
  return (user.pendingSubscriptions ?? []).find((order) => order.payment_option === 'invoice') ?? null
}

/** What the banner under the header says for a trial, or a trial (or plan) waiting for its payment. */
export type AccountBanner =
  | { kind: 'trial'; text: string }
  | { kind: 'awaiting_payment'; text: string }
  | null

export function accountBanner(user: UserData, nowMs: number): AccountBanner {
  const order = pendingInvoiceOrder(user)
  if (order) {
    const price =
      order.price_usd ??
      (order.subscription_type_id !== undefined ? findPlan(order.subscription_type_id)?.price_usd : undefined)
    const amount = price !== undefined ? ` of ${formatUsd(price)}` : ''
    return {
      kind: 'awaiting_payment',
      text: `Your ${capitalise(order.subscription_type)} (${intervalWord(order.interval)}) order is awaiting payment. Please complete the payment${amount} by bank transfer with the invoice we e-mailed you; your account is upgraded as soon as it arrives.`,
    }
  }
  if (accountState(user) !== 'trial') return null
  const days = daysUntil(user.valid_until * 1000, nowMs)
  if (days <= 0) return null
  return {
    kind: 'trial',
    text: `You are using the free trial: ${dayCount(days)} left (until ${formatDate(user.valid_until * 1000)}). Some features stay locked until you upgrade.`,
  }
}

/** The toast text of an on-login notice (application §4 "On login"). */
export function loginNoticeText(notice: LoginNotice, nowMs: number): string {
  switch (notice.kind) {
    case 'soon_to_expire': {
      const days = Math.max(1, daysUntil(notice.validUntilMs, nowMs))
      return `Your subscription expires in ${dayCount(days)}, on ${formatDate(notice.validUntilMs)}.`
    }
    case 'payment_pending':
      return `Your payment is pending. Please pay by ${formatDate(notice.paidUntilMs)} to keep your access.`
    case 'expired':
      return `Your subscription expired on ${formatDate(notice.validUntilMs)}. Choose a plan to continue.`
  }
}
