import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import {
  accountState,
  effectivePermissions,
  isExpired,
  type PendingSubscription,
  type SubscriptionInterval,
  type UserData,
} from '../../core'
import { Alert, capitalise, daysUntil, formatDate } from '../../ui'
import { formatUsd, intervalWord } from '../notices'
import { IntervalSwitch, PlanCards } from '../pricing'

const STATE_LABEL = {
  trial: 'Free trial',
  trial_awaiting_payment: 'Trial, awaiting payment',
  upgraded: 'Active',
} as const

const PAYMENT_LABEL: Record<string, string> = { invoice: 'Invoice', paypal: 'PayPal' }

/**
 * The subscription page (application §2.5 "subscription overview"): the plan and its limits,
 * orders waiting for payment, and the plans to upgrade or renew with. Users without a valid
 * subscription are sent here (application §2.3).
 */
export function SubscriptionTab({ user }: { user: UserData }) {
  const [interval, setInterval] = useState<SubscriptionInterval>('YEAR')
  const now = Date.now()
  const expired = isExpired(user, now)
  const permissions = effectivePermissions(user)
  const validUntilMs = user.valid_until * 1000
  const days = daysUntil(validUntilMs, now)
  const state = expired ? 'Expired' : STATE_LABEL[accountState(user)]
  const pending = user.pendingSubscriptions ?? []

  return (
    <div className="stack" data-testid="subscription-tab">
      {expired ? (
        <Alert tone="error" title="Your subscription has expired" testId="subscription-expired">
          It ended on {formatDate(validUntilMs)}. Choose a plan below to continue using Murmur.
        </Alert>
      ) : null}

      <section className="settings-section card" aria-labelledby="subscription-overview">
        <div className="settings-section__head">
          <h2 className="settings-section__title" id="subscription-overview">
            Your subscription
          </h2>
          <span className="badge badge--accent" data-testid="subscription-plan">
            {capitalise(user.subscription_type)}
          </span>
        </div>
        <dl className="facts">
          <dt>Status</dt>
          <dd data-testid="subscription-state">{state}</dd>
          <dt>{expired ? 'Ended on' : 'Valid until'}</dt>
          <dd>
            <time dateTime={new Date(validUntilMs).toISOString()}>{formatDate(validUntilMs)}</time>
            {!expired ? (
              <span className="subtle"> ({days === 1 ? '1 day' : `${days} days`} left)</span>
            ) : null}
          </dd>
          {user.paid_until !== null ? (
            <>
              <dt>Paid until</dt>
              <dd>{formatDate(user.paid_until * 1000)}</dd>
            </>
          ) : null}
          <dt>History</dt>
          <dd data-testid="subscription-history">
            {permissions.historyMonths} {permissions.historyMonths === 1 ? 'month' : 'months'}
          </dd>
          <dt>Longest time range</dt>
          <dd>{permissions.maxRangeDays} days</dd>
          <dt>Morning briefings</dt>
          <dd data-testid="subscription-morning-briefings">
            {permissions.maxMorningBriefings === 0
              ? 'Not included'
              : `${permissions.morningBriefingCount} of ${permissions.maxMorningBriefings}`}
          </dd>
        </dl>
        {user.subscription_type !== 'trial' && !expired ? (
          <p className="subtle">
            Want to end your contract? Use the <Link to="/cancellation">cancellation form</Link>.
          </p>
        ) : null}
      </section>

      {pending.length > 0 ? <PendingOrders orders={pending} /> : null}

      <section className="settings-section" aria-labelledby="subscription-plans">
        <div className="pricing__plans-head">
          <h2 className="settings-section__title" id="subscription-plans">
            {expired
              ? 'Renew with a plan'
              : user.subscription_type === 'trial'
                ? 'Upgrade your plan'
                : 'Change your plan'}
          </h2>
          <IntervalSwitch value={interval} onChange={setInterval} />
        </div>
        <PlanCards interval={interval} currentTier={user.subscription_type} />
        <p className="subtle">
          See every feature side by side on the <Link to="/pricing">pricing page</Link>.
        </p>
      </section>
    </div>
  )
}

function PendingOrders({ orders }: { orders: readonly PendingSubscription[] }) {
  return (
    <section
      className="settings-section card"
      aria-labelledby="subscription-pending"
      data-testid="pending-orders"
    >
      <h2 className="settings-section__title" id="subscription-pending">
        Orders awaiting payment
      </h2>
      <ul className="pending-orders">
        {orders.map((order) => (
          <li key={order.id} className="pending-orders__item">
            <span className="pending-orders__plan">
              {capitalise(order.subscription_type)} ({intervalWord(order.interval)})
            </span>
            <span className="subtle">
              {PAYMENT_LABEL[order.payment_option] ?? order.payment_option}
              {order.price_usd !== undefined ? ` · ${formatUsd(order.price_usd)}` : ''} · ordered{' '}
              {formatDate(order.created * 1000)}
            </span>
          </li>
        ))}
      </ul>
      <p className="subtle">
        Invoice orders are activated as soon as your bank transfer arrives. The invoice was sent to your
        e-mail address.
      </p>
    </section>
  )
}
