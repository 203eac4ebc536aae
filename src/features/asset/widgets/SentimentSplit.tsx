import { formatDecimal } from '../../../core'
import type { SentimentCounts } from './message-stats'
import './widgets.css'

/** Positive, neutral and negative messages as one proportional bar with a legend of counts. */
export function SentimentSplit({
  sentiment,
}: {
  sentiment: Pick<SentimentCounts, 'positive' | 'neutral' | 'negative'>
}) {
  const sentimentRows = [
    { key: 'positive', label: 'Positive', count: sentiment.positive },
    { key: 'neutral', label: 'Neutral', count: sentiment.neutral },
    { key: 'negative', label: 'Negative', count: sentiment.negative },
  ]
  return (
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
  )
}

function sentimentLabel(rows: readonly { label: string; count: number }[]): string {
  return `Sentiment of the messages: ${rows.map((row) => `${row.label} ${row.count}`).join(', ')}`
}
