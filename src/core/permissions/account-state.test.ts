import { describe, expect, it } from 'vitest'
import { userDataFixture } from '../wire/userdata.test-support'
import { accountState, isExpired, isPaymentPending, isSoonToExpire, loginNotices } from './account-state'

const DAY = 86_400_000
const NOW = Date.UTC(2025, 5, 1)
const at = (ms: number) => Math.floor(ms / 1000)
const pending = {
  id: 1,
  subscription_type: 'premium' as const,
  payment_option: 'invoice',
  interval: 'YEAR' as const,
  created: at(NOW),
}

describe('subscription validity and warnings (application §4, §9)', () => {
  it('warns of expiry when valid_until is under 7 days away', () => {
    expect(isSoonToExpire({ valid_until: at(NOW + 7 * DAY - 1000) }, NOW)).toBe(true)
    expect(isSoonToExpire({ valid_until: at(NOW + 7 * DAY) }, NOW)).toBe(false)
    expect(isSoonToExpire({ valid_until: at(NOW - 1000) }, NOW)).toBe(false)
  })

  it('is expired once valid_until has passed', () => {
    expect(isExpired({ valid_until: at(NOW) }, NOW)).toBe(true)
    expect(isExpired({ valid_until: at(NOW) + 1 }, NOW)).toBe(false)
  })

  it('shows a pending payment when paid_until is earlier than 5 days ahead', () => {
    expect(isPaymentPending({ paid_until: at(NOW + 5 * DAY - 1000) }, NOW)).toBe(true)
    expect(isPaymentPending({ paid_until: at(NOW + 5 * DAY) }, NOW)).toBe(false)
    expect(isPaymentPending({ paid_until: null }, NOW)).toBe(false)
  })

  it('names the account states trial, trial awaiting payment and upgraded', () => {
    expect(accountState(userDataFixture({ subscription_type: 'trial' }))).toBe('trial')
    expect(
      accountState(userDataFixture({ subscription_type: 'trial', pendingSubscriptions: [pending] })),
    ).toBe('trial_awaiting_payment')
    expect(accountState(userDataFixture({ subscription_type: 'basic' }))).toBe('upgraded')
  })

  it('lists login notices; the Upgrade action is left out while a payment is pending', () => {
    const soon = userDataFixture({ valid_until: at(NOW + 2 * DAY), paid_until: null })
    expect(loginNotices(soon, NOW)).toEqual([
      { kind: 'soon_to_expire', validUntilMs: at(NOW + 2 * DAY) * 1000, upgradeAction: true },
    ])
    const soonUnpaid = userDataFixture({ valid_until: at(NOW + 2 * DAY), paid_until: at(NOW + DAY) })
    expect(loginNotices(soonUnpaid, NOW)).toEqual([
      { kind: 'soon_to_expire', validUntilMs: at(NOW + 2 * DAY) * 1000, upgradeAction: false },
      { kind: 'payment_pending', paidUntilMs: at(NOW + DAY) * 1000 },
    ])
    const ordered = userDataFixture({ valid_until: at(NOW + 2 * DAY), pendingSubscriptions: [pending] })
    expect(loginNotices(ordered, NOW)[0]).toMatchObject({ upgradeAction: false })
    const expired = userDataFixture({ valid_until: at(NOW - DAY), paid_until: null })
    expect(loginNotices(expired, NOW)).toEqual([{ kind: 'expired', validUntilMs: at(NOW - DAY) * 1000 }])
    expect(loginNotices(userDataFixture({ valid_until: at(NOW + 30 * DAY) }), NOW)).toEqual([])
  })
})
