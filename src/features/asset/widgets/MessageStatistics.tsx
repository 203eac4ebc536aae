import { useQuery } from '@tanstack/react-query'
import {
  type BasicCredentials,
  formatCompact,
  formatDecimal,
  type MessageFilterSearch,
  type TimeRangeSelection,
} from '../../../core'
import { Card } from '../../../ui'
import { assetQueries } from '../queries'
import { type MessageStatsView, messageStatsView, type StatRow } from './message-stats'
import { WidgetEmpty, WidgetError, WidgetSkeleton } from './WidgetState'
import { WIDGET_TEXT, WIDGET_TITLE } from './widget-text'

export interface MessageStatisticsProps {
  titleId: number
  credentials: BasicCredentials
  /** The page's time range selection (resolved when the call is made). */
  timeRange: TimeRangeSelection
  /** The page's message filters (application §2.2). */
  filters: MessageFilterSearch
}

/** Sources, types, languages, top authors, author analytics and sentiment counts of the range. */
export function MessageStatistics({ titleId, credentials, timeRange, filters }: MessageStatisticsProps) {
  const stats = useQuery(assetQueries.statistics(credentials, titleId, timeRange, filters))
  const view = stats.data ? messageStatsView(stats.data) : null
  return (
    <Card title={WIDGET_TITLE.statistics} className="asset-widget">
      <div
        className="message-stats"
        data-testid="message-statistics"
        data-state={stats.isPending ? 'loading' : stats.isError ? 'error' : 'ready'}
        data-messages={view?.messages ?? ''}
        data-sources={view?.topSources.length ?? 0}
      >
        {stats.isPending ? (
          <WidgetSkeleton height={0} lines={6} />
        ) : stats.isError ? (
          <WidgetError error={stats.error} />
        ) : !view || view.messages === 0 ? (
          <WidgetEmpty text={WIDGET_TEXT.noMessages} />
        ) : (
          <StatisticsBody view={view} />
        )}
      </div>
    </Card>
  )
}

function StatisticsBody({ view }: { view: MessageStatsView }) {
  const { sentiment } = view
  const sentimentRows = [
    { key: 'positive', label: 'Positive', count: sentiment.positive },
    { key: 'neutral', label: 'Neutral', count: sentiment.neutral },
    { key: 'negative', label: 'Negative', count: sentiment.negative },
  ]
  return (
    <div className="message-stats__body">
      <dl className="message-stats__totals">
        <div>
          <dt>Messages</dt>
          <dd data-testid="message-statistics-messages">{formatCompact(view.messages)}</dd>
        </div>
        <div>
          <dt>Authors</dt>
          <dd>{formatCompact(view.authors)}</dd>
        </div>
        <div>
          <dt>Sources</dt>
          <dd>{formatCompact(view.sources)}</dd>
        </div>
      </dl>
      <section className="message-stats__section" aria-label="Sentiment">
        <h3>Sentiment</h3>
        <div className="message-stats__sentiment" role="img" aria-label={sentimentLabel(sentimentRows)}>
          {sentimentRows.map((row) =>
            row.count > 0 ? (
              <span
                key={row.key}
                className={`message-stats__sentiment-part message-stats__sentiment-part--${row.key}`}
                style={{ flexGrow: row.count }}
              />
            ) : null,
          )}
        </div>
        <ul className="message-stats__sentiment-legend">
          {sentimentRows.map((row) => (
            <li key={row.key} data-sentiment-count={row.key}>
              <span className={`message-stats__dot message-stats__dot--${row.key}`} aria-hidden="true" />
              {row.label} <strong>{formatDecimal(row.count)}</strong>
            </li>
          ))}
        </ul>
      </section>
      <RankedList title="Sources" rows={view.topSources} />
      <RankedList title="Message types" rows={view.types} />
      <RankedList title="Languages" rows={view.languages} />
      <RankedList title="Top authors" rows={view.topAuthors} />
      <section className="message-stats__section" aria-label="Author analytics">
        <h3>Author analytics</h3>
        <ul className="message-stats__list">
          {view.authorAnalytics.map((row) => (
            <li key={row.key} className="message-stats__row">
              <span className="message-stats__label">{row.label}</span>
              <span className="message-stats__track" aria-hidden="true">
                <span className="message-stats__fill" style={{ width: `${row.percent}%` }} />
              </span>
              <span className="message-stats__count">{formatDecimal(row.percent, 1)}%</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function sentimentLabel(rows: readonly { label: string; count: number }[]): string {
  return `Sentiment of the messages: ${rows.map((row) => `${row.label} ${row.count}`).join(', ')}`
}

function RankedList({ title, rows }: { title: string; rows: readonly StatRow[] }) {
  return (
    <section className="message-stats__section" aria-label={title}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="asset-widget__empty">{WIDGET_TEXT.noMessages}</p>
      ) : (
        <ol className="message-stats__list">
          {rows.map((row) => (
            <li key={row.key} className="message-stats__row">
              <span className="message-stats__label">
                {row.label}
                {row.note ? <span className="message-stats__note"> @ {row.note}</span> : null}
              </span>
              <span className="message-stats__track" aria-hidden="true">
                <span className="message-stats__fill" style={{ width: `${Math.max(1, row.share * 100)}%` }} />
              </span>
              <span className="message-stats__count">{formatDecimal(row.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
