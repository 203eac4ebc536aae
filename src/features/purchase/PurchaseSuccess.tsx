import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { ACCOUNT_TEXT, type PaidAccountType, SUBSCRIPTION_PAGE, type SubscriptionInterval } from '../../core'
import { capitalise } from '../../ui'
import { formatUsd, intervalWord } from '../notices'

export interface PlacedOrder {
  payment: 'invoice' | 'paypal'
  tier?: PaidAccountType
  interval?: SubscriptionInterval
  price?: number
}

/** The success screen of the purchase flow (application §4 "Purchase flow"). */
export function PurchaseSuccess({ order, email }: { order: PlacedOrder; email: string | null }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const plan =
    order.tier && order.interval
      ? `${capitalise(order.tier)} (${intervalWord(order.interval)})`
      : 'your new plan'
  return (
    <section
      className="card purchase-success"
      aria-labelledby="purchase-success-title"
      data-testid="purchase-success"
    >
      <span className="purchase-success__icon" aria-hidden="true">
        ✓
      </span>
      <h2 className="purchase-success__title" id="purchase-success-title" ref={headingRef} tabIndex={-1}>
        {ACCOUNT_TEXT.orderPlaced}
      </h2>
      {order.payment === 'invoice' ? (
        <p data-testid="purchase-success-invoice">
          We have sent the invoice for {plan}
          {order.price !== undefined ? ` of ${formatUsd(order.price)}` : ''}
          {email ? ` to ${email}` : ''}. Your account is upgraded as soon as your payment arrives.
        </p>
      ) : (
        <p data-testid="purchase-success-paypal">Thank you for your payment: {plan} is active now.</p>
      )}
      <div className="purchase-success__actions">
        <Link to="/" className="button button--primary" data-testid="purchase-success-home">
          Go to Murmur
        </Link>
        <Link
          to={SUBSCRIPTION_PAGE.path}
          search={{ tab: SUBSCRIPTION_PAGE.tab }}
          className="button button--secondary"
        >
          View your subscription
        </Link>
      </div>
    </section>
  )
}
