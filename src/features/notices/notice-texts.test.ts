import { describe, expect, it } from 'vitest'
import { userDataFixture } from '../../core/wire/userdata.test-support'
import { accountBanner, loginNoticeText, pendingInvoiceOrder } from './notice-texts'

const NOW = Date.UTC(2026, 0, 10, 12)
const DAY = 86_400

describe('account banners', () => {
  it('shows the trial banner with the days left', () => {
    const trial = userDataFixture({ subscription_type: 'trial', valid_until: NOW / 1000 + 12 * DAY })
    expect(accountBanner(trial, NOW)).toEqual({
      kind: 'trial',
      text: 'You are using the free trial: 12 days left (until Jan 22, 2026). Some features stay locked until you upgrade.',
    })
  })

  it('asks a trial that ordered by invoice to complete the payment', () => {
    const order = {
      id: 4,
      subscription_type: 'premium',
      payment_option: 'invoice',
      interval: 'YEAR',
      created: NOW / 1000,
      subscription_type_id: 22,
      price_usd: 392,
    } as const
    const waiting = userDataFixture({ subscription_type: 'trial', pendingSubscriptions: [order] })
    expect(pendingInvoiceOrder(waiting)).toEqual(order)
    expect(accountBanner(waiting, NOW)).toEqual({
      kind: 'awaiting_payment',
      text: 'Your Premium (yearly) order is awaiting payment. Please complete the payment of $392.00 by bank transfer with the invoice we e-mailed you; your account is upgraded as soon as it arrives.',
    })
  })

  it('shows nothing for a paid plan, an expired trial, or an unapproved PayPal order', () => {
    expect(accountBanner(userDataFixture({ subscription_type: 'premium' }), NOW)).toBeNull()
    expect(
      accountBanner(userDataFixture({ subscription_type: 'trial', valid_until: NOW / 1000 - 1 }), NOW),
    ).toBeNull()
    const paypal = userDataFixture({
      subscription_type: 'premium',
      pendingSubscriptions: [
        {
          id: 5,
          subscription_type: 'platinum',
          payment_option: 'paypal',
          interval: 'MONTH',
          created: NOW / 1000,
        },
      ],
    })
    expect(accountBanner(paypal, NOW)).toBeNull()
  })
})

describe('on-login notice texts', () => {
  it('words the three notices', () => {
    expect(
      loginNoticeText(
        { kind: 'soon_to_expire', validUntilMs: NOW + 3 * DAY * 1000, upgradeAction: true },
        NOW,
      ),
    ).toBe('Your subscription expires in 3 days, on Jan 13, 2026.')
    expect(loginNoticeText({ kind: 'payment_pending', paidUntilMs: NOW + 2 * DAY * 1000 }, NOW)).toBe(
      'Your payment is pending. Please pay by Jan 12, 2026 to keep your access.',
    )
    expect(loginNoticeText({ kind: 'expired', validUntilMs: NOW - DAY * 1000 }, NOW)).toBe(
      'Your subscription expired on Jan 9, 2026. Choose a plan to continue.',
    )
  })
})
