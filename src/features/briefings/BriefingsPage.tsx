import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import {
  BRIEFING_EDITIONS,
  type BriefingsSearch,
  briefingEdition,
  briefingsSearch,
  hasFeature,
} from '../../core'
import { LoadFailed, pendingText, useDocumentTitle } from '../../ui'
import { accountQueries, useSession, useSessionCredentials } from '../accounts'
import { UpgradePrompt } from '../notices'
import { BriefingReader } from './BriefingReader'
import { BriefingSubscription } from './BriefingSubscription'
import { briefingQueries } from './queries'
import '../../ui/chip-group.css'
import './briefings.css'

export interface BriefingsPageProps {
  rawSearch: Record<string, unknown>
}

const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
] as const

const dayLabel = (day: string, language: 'en' | 'de') =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(language === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })

/** /morning_briefings: each edition's briefings, today's first, with the subscription to it. */
export function BriefingsPage({ rawSearch }: BriefingsPageProps) {
  const session = useSession()
  const search = useMemo(() => briefingsSearch(rawSearch), [rawSearch])
  useDocumentTitle('Morning briefings')
  if (!session) return null
  return (
    <div className="briefings-page" data-testid="briefings-page">
      <header className="briefings-page__header">
        <p className="page-eyebrow">Morning briefings</p>
        <h1 className="page-title">Before the opening bell</h1>
        <p className="page-lead">
          Written at 07:00 in each edition’s time zone from the 24 hours before: the assets talked about far
          above their normal level, sentiment swings, key events, earnings due today and notable AI updates.
        </p>
      </header>
      {hasFeature(session.user, 'morning_briefings') ? (
        <Briefings session={session} search={search} />
      ) : (
        <UpgradePrompt title="Morning briefings come with Platinum and Professional" tier="platinum">
          <p>
            Nine editions (United States, Canada, Europe, Asia, China, India, crypto, commodities and
            currencies) in English or German, in your inbox at 07:00 your time.
          </p>
        </UpgradePrompt>
      )}
    </div>
  )
}

function Briefings({
  session,
  search,
}: {
  session: NonNullable<ReturnType<typeof useSession>>
  search: BriefingsSearch
}) {
  const credentials = useSessionCredentials(session)
  const subscriptions = useQuery(accountQueries.morningBriefings(credentials))
  // A subscriber reads the edition in their own zone; everybody else in the edition's.
  const timezone =
    subscriptions.data?.subscriptions.find(
      (s) => s.edition === search.edition && s.language === search.language,
    )?.timezone ?? briefingEdition(search.edition)?.timezone
  const list = useQuery({
    ...briefingQueries.list(credentials, {
      edition: search.edition,
      language: search.language,
      ...(timezone ? { timezone } : {}),
    }),
    // Offline the subscriptions wait for the network: the stored list of the edition's zone answers.
    enabled: !subscriptions.isPending || subscriptions.fetchStatus === 'paused',
  })
  const briefings = list.data?.briefings ?? []
  const open = search.briefing ?? briefings[0]?.id
  return (
    <>
      <div className="briefings-toolbar">
        <nav className="briefings-editions" aria-label="Editions" data-testid="briefing-editions">
          {BRIEFING_EDITIONS.map((edition) => (
            <Link
              key={edition.key}
              to="/morning_briefings"
              search={{ edition: edition.key, language: search.language }}
              className={edition.key === search.edition ? 'chip chip--on' : 'chip'}
              aria-current={edition.key === search.edition ? 'page' : undefined}
            >
              {edition.label[search.language]}
            </Link>
          ))}
        </nav>
        <nav className="briefings-languages" aria-label="Language">
          {LANGUAGES.map((language) => (
            <Link
              key={language.value}
              to="/morning_briefings"
              search={{ edition: search.edition, language: language.value }}
              className={
                language.value === search.language
                  ? 'briefings-languages__item briefings-languages__item--on'
                  : 'briefings-languages__item'
              }
              aria-current={language.value === search.language ? 'page' : undefined}
            >
              {language.label}
            </Link>
          ))}
        </nav>
      </div>
      <BriefingSubscription credentials={credentials} search={search} />
      <div className="briefings-grid">
        <aside className="briefings-archive" aria-label="Briefings of this edition">
          <h2 className="briefings-archive__title">Archive</h2>
          {list.isPending ? (
            <p className="muted">{pendingText(list)}</p>
          ) : list.isError ? (
            <LoadFailed message="The briefings could not be loaded." onRetry={() => void list.refetch()} />
          ) : briefings.length === 0 ? (
            <p className="muted" data-testid="briefings-empty">
              The first briefing of this edition is written at 07:00{' '}
              {(timezone ?? 'UTC').replaceAll('_', ' ')}.
            </p>
          ) : (
            <ol className="briefings-archive__list" data-testid="briefing-archive">
              {briefings.map((briefing) => (
                <li key={briefing.id}>
                  <Link
                    to="/morning_briefings"
                    search={{ edition: search.edition, language: search.language, briefing: briefing.id }}
                    className={
                      briefing.id === open
                        ? 'briefings-archive__item briefings-archive__item--on'
                        : 'briefings-archive__item'
                    }
                    aria-current={briefing.id === open ? 'page' : undefined}
                  >
                    <span className="briefings-archive__day">{dayLabel(briefing.date, search.language)}</span>
                    <span className="briefings-archive__headline">{briefing.headline}</span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </aside>
        <div className="briefings-grid__main">
          {open ? <BriefingReader credentials={credentials} id={open} /> : null}
        </div>
      </div>
    </>
  )
}
