import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import {
  type BasicCredentials,
  type Briefing,
  type BriefingItem,
  type BriefingSection,
  changeTone,
  editionLabel,
} from '../../core'
import { LoadFailed } from '../../ui'
import { briefingQueries } from './queries'

const dateFormat = (language: Briefing['language'], timezone: string) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: timezone,
    timeZoneName: 'short',
  })

/** One briefing: headline, intro and its sections, each line linked to its asset. */
export function BriefingReader({ credentials, id }: { credentials: BasicCredentials; id: number }) {
  const briefing = useQuery(briefingQueries.one(credentials, id))
  if (briefing.isPending)
    return (
      <div className="briefing briefing--loading" aria-busy="true" data-testid="briefing-loading">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--block" />
      </div>
    )
  if (briefing.isError)
    return <LoadFailed message="This briefing could not be loaded." onRetry={() => void briefing.refetch()} />
  const b = briefing.data
  return (
    <article
      className="briefing"
      data-testid="briefing"
      lang={b.language}
      aria-labelledby="briefing-headline"
    >
      <header className="briefing__header">
        <p className="briefing__meta">
          {editionLabel(b.edition, b.language)} ·{' '}
          {dateFormat(b.language, b.timezone).format(b.published * 1000)}
        </p>
        <h2 className="briefing__headline" id="briefing-headline">
          {b.headline}
        </h2>
        <p className="briefing__intro">{b.intro}</p>
      </header>
      {b.sections.length === 0 ? (
        <p className="muted">
          {b.language === 'de'
            ? 'Keine Bewegungen, Ereignisse oder Termine in diesem Zeitraum.'
            : 'No movers, events or earnings in this window.'}
        </p>
      ) : (
        b.sections.map((section) => <Section key={section.kind} section={section} />)
      )}
    </article>
  )
}

function Section({ section }: { section: BriefingSection }) {
  const largest = Math.max(1, ...section.items.map((item) => Math.abs(item.value ?? 0)))
  return (
    <section
      className={`briefing-section briefing-section--${section.kind}`}
      data-testid={`briefing-${section.kind}`}
    >
      <h3 className="briefing-section__title">{section.title}</h3>
      <ol className="briefing-lines">
        {section.items.map((item, index) => (
          <li key={`${item.title_id}-${item.post_id ?? index}`} className="briefing-line">
            <Line item={item} />
            {section.kind === 'movers' && item.value !== null ? (
              <span className="briefing-bar" aria-hidden="true">
                <span style={{ width: `${Math.max(4, (item.value / largest) * 100)}%` }} />
              </span>
            ) : null}
            {section.kind === 'sentiment' && item.value !== null ? (
              <span className={`briefing-change tone-${changeTone(item.value)}`}>
                {item.value > 0 ? '▲' : '▼'} {Math.abs(item.value).toFixed(1)}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

function Line({ item }: { item: BriefingItem }) {
  return (
    <p className="briefing-line__text">
      {item.title_id === null ? (
        <strong>{item.name}</strong>
      ) : (
        <Link to="/asset" search={{ title_id: item.title_id }} className="briefing-line__asset">
          {item.name}
        </Link>
      )}{' '}
      <span className="briefing-line__detail">
        {item.post_id ? (
          <Link to="/post" search={{ post_id: item.post_id }}>
            {item.text}
          </Link>
        ) : (
          item.text
        )}
      </span>
    </p>
  )
}
