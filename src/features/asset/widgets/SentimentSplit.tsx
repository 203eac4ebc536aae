import { formatDecimal } from '../../../core'
import { StackedShareBar } from '../../../ui/charts'
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
      <StackedShareBar
        label="Sentiment of the messages"
        parts={sentimentRows.map((row) => ({
          ...row,
          value: row.count,
          className: `message-stats__sentiment-part--${row.key}`,
        }))}
      />
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
