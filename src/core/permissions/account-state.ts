import type { UserData } from '../wire/userdata'

/** Soon-to-expire warning: valid_until under 7 days away (application §9). */
export const SOON_TO_EXPIRE_DAYS = 7
/** Pending-payment warning: paid_until earlier than 5 days ahead (application §9). */
export const PAYMENT_PENDING_DAYS = 5

const DAY_MS = 86_400_000

type Validity = Pick<UserData, 'valid_until'>

/** valid_until (epoch seconds) has passed. */
export function isExpired(user: Validity, nowMs: number): boolean {
  return user.valid_until * 1000 <= nowMs
}

/** Still valid, but valid_until is less than 7 days away. */
export function isSoonToExpire(user: Validity, nowMs: number): boolean {
  const left = user.valid_until * 1000 - nowMs
  return left > 0 && left < SOON_TO_EXPIRE_DAYS * DAY_MS
}

/** paid_until is set and earlier than 5 days from now. */
export function isPaymentPending(user: Pick<UserData, 'paid_until'>, nowMs: number): boolean {
  return user.paid_until !== null && user.paid_until * 1000 < nowMs + PAYMENT_PENDING_DAYS * DAY_MS
}

/** The user has ordered a subscription that is not paid (or approved) yet. */
export function hasPendingOrder(user: Pick<UserData, 'pendingSubscriptions'>): boolean {
  return (user.pendingSubscriptions ?? []).length > 0
}

/**
 * Account states of application §4: a trial; a trial that ordered by invoice and waits for
 * the payment (a banner asks to complete it); an upgraded (paid) subscription.
 */
export type AccountState = 'trial' | 'trial_awaiting_payment' | 'upgraded'

export function accountState(
  user: Pick<UserData, 'subscription_type' | 'pendingSubscriptions'>,
): AccountState {
  if (user.subscription_type !== 'trial') return 'upgraded'
  return hasPendingOrder(user) ? 'trial_awaiting_payment' : 'trial'
}

export type LoginNotice =
  | {
      kind: 'soon_to_expire'
      validUntilMs: number /** false while a payment is pending */
      upgradeAction: boolean
    }
  | { kind: 'payment_pending'; paidUntilMs: number }
  | { kind: 'expired'; validUntilMs: number }

/** The notices shown on login (application §4 "On login"), in display order. */
export function loginNotices(user: UserData, nowMs: number): LoginNotice[] {
  const notices: LoginNotice[] = []
  const paymentPending = isPaymentPending(user, nowMs) || hasPendingOrder(user)
  if (isExpired(user, nowMs)) notices.push({ kind: 'expired', validUntilMs: user.valid_until * 1000 })
  if (isSoonToExpire(user, nowMs)) {
    notices.push({
      kind: 'soon_to_expire',
      validUntilMs: user.valid_until * 1000,
      upgradeAction: !paymentPending,
    })
  }
  if (user.paid_until !== null && isPaymentPending(user, nowMs)) {
    notices.push({ kind: 'payment_pending', paidUntilMs: user.paid_until * 1000 })
  }
  return notices
}
