import { isLoggedIn, useAuth, type Verification } from '../../app'
import type { UserData } from '../../core'
import { Card, capitalise, daysUntil, formatDate } from '../../ui'
import { DemoFeedCard } from '../live/DemoFeedCard'
import { LiveConnectionCard } from '../live/LiveConnectionCard'
import { RecentlyViewedCard } from '../page-history/RecentlyViewedCard'
import { displayName } from './user-display'
import './home.css'

const SOON_TO_EXPIRE_DAYS = 7

function SubscriptionCard({ user }: { user: UserData }) {
  const validUntilMs = user.valid_until * 1000
  const days = daysUntil(validUntilMs, Date.now())
  const expired = days <= 0
  const soon = !expired && days <= SOON_TO_EXPIRE_DAYS
  return (
    <Card
      title="Subscription"
      aside={
        <span className="badge badge--accent" data-testid="subscription-type">
          {capitalise(user.subscription_type)}
        </span>
      }
    >
      <dl className="facts">
        <dt>Valid until</dt>
        <dd data-testid="subscription-valid-until" data-valid-until={user.valid_until}>
          <time dateTime={new Date(validUntilMs).toISOString()}>{formatDate(validUntilMs)}</time>
        </dd>
        <dt>Remaining</dt>
        <dd>{expired ? 'Expired' : days === 1 ? '1 day' : `${days} days`}</dd>
        <dt>History</dt>
        <dd>
          {user.history_months} {user.history_months === 1 ? 'month' : 'months'}
        </dd>
      </dl>
      {expired ? (
        <p className="home__notice home__notice--warning">
          Your subscription has expired; live updates are paused.
        </p>
      ) : soon ? (
        <p className="home__notice home__notice--warning">Your subscription ends soon.</p>
      ) : null}
    </Card>
  )
}

const VERIFICATION_TEXT: Record<Verification, string | null> = {
  pending: 'Checking your session…',
  verified: null,
  unverified: 'Offline: showing your saved session',
}

export function HomePage() {
  const auth = useAuth()
  // The protected layout only renders for logged-in users; a logout re-runs its guard.
  if (!isLoggedIn(auth)) return null
  const { user } = auth
  const note = VERIFICATION_TEXT[auth.verification]
  return (
    <div className="home">
      <header className="page-header">
        <div>
          <h1 className="page-header__title">
            Welcome back, <span data-testid="user-name">{displayName(user)}</span>
          </h1>
          <p className="page-header__subtitle">What the market is talking about, as it happens.</p>
        </div>
        {note ? (
          <span className="badge" data-testid="session-verification" data-verification={auth.verification}>
            {note}
          </span>
        ) : null}
      </header>
      <div className="grid">
        <SubscriptionCard user={user} />
        <LiveConnectionCard />
        <DemoFeedCard />
        <RecentlyViewedCard />
      </div>
    </div>
  )
}
