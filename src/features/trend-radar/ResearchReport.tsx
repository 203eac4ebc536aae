import { Link } from '@tanstack/react-router'
import {
  changePercent,
  changeTone,
  formatCountChange,
  keyEventById,
  type ResearchElementReport,
  type ResearchReport,
} from '../../core'
import { formatDateClock } from '../../ui'
import { SentimentBadge } from '../asset/widgets/Sentiment'
import { SentimentSplit } from '../asset/widgets/SentimentSplit'
import { MessageCard } from '../messages/MessageCard'

/** A research report: one card per researched element. */
export function ReportView({ report, latest = false }: { report: ResearchReport; latest?: boolean }) {
  return (
    <section
      className="research-report"
      data-testid={latest ? 'research-report' : undefined}
      aria-label="Report"
    >
      {latest ? (
        <p className="research-report__when subtle">
          Report of {formatDateClock(report.run_at)}, covering {formatDateClock(report.start)} to{' '}
          {formatDateClock(report.end)}
        </p>
      ) : null}
      {report.elements.map((element, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a report's elements never reorder
        <ElementReport key={index} report={element} />
      ))}
    </section>
  )
}

function ElementReport({ report }: { report: ResearchElementReport }) {
  const change = changePercent(report.messages, report.previous)
  return (
    <article className="card research-element" data-testid="research-element">
      <header className="research-element__header">
        <h3>
          {report.element.type === 'title' ? (
            <Link to="/asset" search={{ title_id: report.element.title_id }}>
              {report.label}
            </Link>
          ) : (
            report.label
          )}
        </h3>
        <SentimentBadge sentiment={report.sentiment.mean} />
      </header>
      <dl className="radar-story__figures">
        <div>
          <dt>Messages</dt>
          <dd data-testid="research-element-messages">{report.messages}</dd>
        </div>
        <div>
          <dt>Window before</dt>
          <dd>{report.previous}</dd>
        </div>
        <div>
          <dt>Change</dt>
          <dd className={`tone-${changeTone(change)}`}>
            {formatCountChange(report.messages, report.previous)}
          </dd>
        </div>
      </dl>
      {report.messages > 0 ? (
        <SentimentSplit sentiment={report.sentiment} messages={report.messages} />
      ) : null}
      {report.key_events.length > 0 ? (
        <ul className="message__key-events" aria-label="Key events">
          {report.key_events.slice(0, 6).map((k) => (
            <li key={k.key_event_id} className="badge badge--accent">
              {keyEventById(k.key_event_id)?.name ?? `Key event ${k.key_event_id}`} {k.count}
            </li>
          ))}
        </ul>
      ) : null}
      {report.summary ? <p className="research-element__summary">{report.summary}</p> : null}
      {report.top_messages.length > 0 ? (
        <details className="research-element__messages">
          <summary>Top messages ({report.top_messages.length})</summary>
          {report.top_messages.map((message) => (
            <MessageCard key={message.id} message={message} terms={[report.label.replace(/[“”]/g, '')]} />
          ))}
        </details>
      ) : (
        <p className="muted">No messages in this window.</p>
      )}
    </article>
  )
}
