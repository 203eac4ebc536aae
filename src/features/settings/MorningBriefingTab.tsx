import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { type BasicCredentials, BRIEFING_EDITIONS, editionLabel, hasFeature, type UserData } from '../../core'
import { Alert, Button, formatDate, pendingText } from '../../ui'
import { SelectField } from '../../ui/forms'
import { accountQueries } from '../accounts'
import { useBriefingSubscriptionActions } from '../briefings/use-briefing-subscriptions'
import { UpgradePrompt } from '../notices'

/** The briefing editions one can subscribe to (src/core/briefings). */
const EDITION_OPTIONS = BRIEFING_EDITIONS.map((edition) => ({ value: edition.key, label: edition.label.en }))

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
]

/** The browser's time zones, with the chosen one first when the list lacks it (e.g. 'UTC'). */
function timeZones(chosen: string): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const all = zones.includes(chosen) ? zones : [chosen, ...zones]
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))
}

/**
 * Morning-briefing subscriptions (application §6: they come with platinum and professional;
 * capacity exists while max_subscriptions is above the current count).
 */
export function MorningBriefingTab({ user, credentials }: { user: UserData; credentials: BasicCredentials }) {
  if (!hasFeature(user, 'morning_briefings')) {
    return (
      <UpgradePrompt title="Morning briefings come with Platinum and Professional" tier="platinum">
        <p>
          Start the day with an AI briefing on your markets: what moved overnight, the buzz leaders and the
          key events to watch, in your inbox before the opening bell.
        </p>
      </UpgradePrompt>
    )
  }
  return <MorningBriefings credentials={credentials} />
}

function MorningBriefings({ credentials }: { credentials: BasicCredentials }) {
  const briefings = useQuery(accountQueries.morningBriefings(credentials))
  const [edition, setEdition] = useState<string>(EDITION_OPTIONS[0]?.value ?? 'us')
  const [language, setLanguage] = useState<'en' | 'de'>('en')
  const [timezone, setTimezone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
  const { busy, subscribe, unsubscribe } = useBriefingSubscriptionActions(credentials)

  function onSubscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void subscribe({ edition, language, timezone })
  }

  if (briefings.isPending)
    return (
      <p className="muted" role="status">
        {pendingText(briefings, 'Loading your morning briefings…')}
      </p>
    )
  if (briefings.isError) {
    return (
      <Alert tone="error" title="Your morning briefings could not be loaded">
        <Button size="small" onClick={() => void briefings.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }
  const { subscriptions, capacity } = briefings.data
  return (
    <div className="stack" data-testid="morning-briefings">
      <section className="settings-section card" aria-labelledby="briefings-title">
        <h2 className="settings-section__title" id="briefings-title">
          Your morning briefings
        </h2>
        {subscriptions.length === 0 ? (
          <p className="muted">You have not subscribed to a morning briefing yet.</p>
        ) : (
          <ul className="briefing-list">
            {subscriptions.map((subscription) => (
              <li key={subscription.id} className="briefing-list__item" data-testid="briefing-item">
                <div>
                  <p className="briefing-list__edition">{editionLabel(subscription.edition)}</p>
                  <p className="subtle">
                    {subscription.language === 'de' ? 'Deutsch' : 'English'} ·{' '}
                    {subscription.timezone.replaceAll('_', ' ')} · since{' '}
                    {formatDate(subscription.created * 1000)} ·{' '}
                    <Link
                      to="/morning_briefings"
                      search={{ edition: subscription.edition, language: subscription.language }}
                    >
                      Read the briefings
                    </Link>
                  </p>
                </div>
                <Button size="small" variant="ghost" onClick={() => void unsubscribe(subscription.id)}>
                  Unsubscribe
                  <span className="visually-hidden"> from {editionLabel(subscription.edition)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {capacity > 0 ? (
        <form
          className="form settings-section card"
          onSubmit={onSubscribe}
          aria-labelledby="briefing-add-title"
        >
          <h2 className="settings-section__title" id="briefing-add-title">
            Add a morning briefing
          </h2>
          <p className="subtle">
            Your plan includes {capacity} more {capacity === 1 ? 'briefing' : 'briefings'}.
          </p>
          <div className="form-row">
            <SelectField
              label="Edition"
              options={EDITION_OPTIONS}
              value={edition}
              onChange={(event) => setEdition(event.target.value)}
              data-testid="briefing-edition"
            />
            <SelectField
              label="Language"
              options={LANGUAGES}
              value={language}
              onChange={(event) => setLanguage(event.target.value === 'de' ? 'de' : 'en')}
            />
          </div>
          <SelectField
            label="Time zone"
            options={timeZones(timezone)}
            value={timezone}
            onChange={(event) => setTimezone(event.target.value)}
          />
          <div className="form-actions form-actions--end">
            <Button type="submit" variant="primary" busy={busy} data-testid="briefing-subscribe">
              Subscribe
            </Button>
          </div>
        </form>
      ) : (
        <Alert tone="info" role="status">
          Your plan includes no further morning briefings. Upgrade to Professional for up to five.
        </Alert>
      )}
    </div>
  )
}
