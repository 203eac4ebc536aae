import { Link } from '@tanstack/react-router'
import { SUBSCRIPTION_PAGE } from '../../core'
import { Banner } from '../../ui'
import { useSession } from '../accounts'
import { accountBanner } from './notice-texts'

/**
 * The banner under the header for trial accounts (upgrade advice) and for orders awaiting
 * their invoice payment (application §4 "Account states").
 */
export function AccountBanners() {
  const session = useSession()
  if (!session) return null
  const banner = accountBanner(session.user, Date.now())
  if (!banner) return null
  if (banner.kind === 'awaiting_payment') {
    // A key per kind: the same link changing from the trial's primary button to this secondary
    // one faded between their colours (unreadable for a moment, and axe caught it mid-way).
    return (
      <Banner
        key="awaiting_payment"
        tone="warning"
        testId="awaiting-payment-banner"
        actions={
          <Link
            to={SUBSCRIPTION_PAGE.path}
            search={{ tab: SUBSCRIPTION_PAGE.tab }}
            className="button button--secondary button--small"
          >
            View order
          </Link>
        }
      >
        {banner.text}
      </Banner>
    )
  }
  return (
    <Banner
      key="trial"
      tone="accent"
      testId="trial-banner"
      actions={
        <Link to="/accounts" className="button button--primary button--small" data-testid="trial-upgrade">
          Upgrade
        </Link>
      }
    >
      {banner.text}
    </Banner>
  )
}
