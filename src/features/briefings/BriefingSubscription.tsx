import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type BasicCredentials, type BriefingsSearch, editionLabel } from '../../core'
import { Button } from '../../ui'
import { accountQueries } from '../accounts'
import { useBriefingSubscriptionActions } from './use-briefing-subscriptions'

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/**
 * Subscribe to the edition on screen in its language, delivered at 07:00 in the reader's zone
 * (by mail and on this page), or unsubscribe; a full plan offers the upgrade (the server refuses too).
 */
export function BriefingSubscription({
  credentials,
  search,
}: {
  credentials: BasicCredentials
  search: BriefingsSearch
}) {
  const subscriptions = useQuery(accountQueries.morningBriefings(credentials))
  const { busy, subscribe, unsubscribe } = useBriefingSubscriptionActions(credentials)
  if (!subscriptions.data) return null
  const { capacity } = subscriptions.data
  const mine = subscriptions.data.subscriptions.find(
    (s) => s.edition === search.edition && s.language === search.language,
  )
  const name = editionLabel(search.edition, search.language)

  return (
    <div className="briefing-subscription" data-testid="briefing-subscription">
      {mine ? (
        <>
          <p>
            <span className="badge badge--accent">Subscribed</span> {name} arrives at 07:00{' '}
            {mine.timezone.replaceAll('_', ' ')} by mail and here.
          </p>
          <Button
            size="small"
            variant="ghost"
            busy={busy}
            onClick={() => void unsubscribe(mine.id)}
            data-testid="briefing-unsubscribe"
          >
            Unsubscribe
          </Button>
        </>
      ) : capacity > 0 ? (
        <>
          <p>
            Get {name} at 07:00 {browserZone().replaceAll('_', ' ')} by mail. Your plan has room for{' '}
            {capacity} more.
          </p>
          <Button
            size="small"
            variant="primary"
            busy={busy}
            onClick={() =>
              void subscribe({ edition: search.edition, language: search.language, timezone: browserZone() })
            }
            data-testid="briefing-subscribe"
          >
            Subscribe
          </Button>
        </>
      ) : (
        <>
          <p>Your plan’s briefings are all taken. Professional delivers up to five editions.</p>
          <Link
            to="/purchase/{-$accountType}"
            params={{ accountType: 'professional' }}
            className="button button--secondary button--small"
            data-testid="briefing-upgrade"
          >
            Upgrade to Professional
          </Link>
        </>
      )}
    </div>
  )
}
