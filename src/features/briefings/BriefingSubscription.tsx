import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { type ApiResult, subscribeMorningBriefing, unsubscribeMorningBriefing } from '../../api'
import { useAuthStore } from '../../app'
import { type BasicCredentials, type BriefingsSearch, editionLabel, TEXT } from '../../core'
import { Button, toasts } from '../../ui'
import { accountQueries, failureText } from '../accounts'

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
  const queryClient = useQueryClient()
  const auth = useAuthStore()
  const subscriptions = useQuery(accountQueries.morningBriefings(credentials))
  const [busy, setBusy] = useState(false)
  if (!subscriptions.data) return null
  const { capacity } = subscriptions.data
  const mine = subscriptions.data.subscriptions.find(
    (s) => s.edition === search.edition && s.language === search.language,
  )
  const name = editionLabel(search.edition, search.language)

  async function run(action: () => Promise<ApiResult<unknown>>, done: string) {
    setBusy(true)
    const result = await action()
    setBusy(false)
    if (!result.ok) {
      toasts.show({ tone: 'error', message: failureText(result.error, 'generic') })
      return
    }
    toasts.show({ tone: 'success', message: done, testId: 'briefing-subscription-toast' })
    await queryClient.invalidateQueries({ queryKey: accountQueries.morningBriefings(credentials).queryKey })
    void auth.verify()
  }

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
            onClick={() =>
              void run(() => unsubscribeMorningBriefing(credentials, mine.id), TEXT.actionSuccessful)
            }
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
              void run(
                () =>
                  subscribeMorningBriefing(credentials, {
                    edition: search.edition,
                    language: search.language,
                    timezone: browserZone(),
                  }),
                TEXT.actionSuccessful,
              )
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
