import { formatDecimal } from '../../../core'
import { StackedShareBar } from '../../../ui/charts'
import type { SentimentCounts } from './message-stats'
import './widgets.css'

/**
 * Positive, neutral and negative messages as one proportional bar with a legend of counts, and
 * the messages no model scored (languages without one) as a part of their own when there are any.
 */
export function SentimentSplit({
  sentiment,
  messages,
}: {
  sentiment: Pick<SentimentCounts, 'positive' | 'neutral' | 'negative'>
  /** Every message counted, scored or not. */
  messages: number
}) {
  const notScored = Math.max(0, messages - sentiment.positive - sentiment.neutral - sentiment.negative)
  const sentimentRows = [
    { key: 'positive', label: 'Positive', count: sentiment.positive },
    { key: 'neutral', label: 'Neutral', count: sentiment.neutral },
    { key: 'negative', label: 'Negative', count: sentiment.negative },
    ...(notScored > 0 ? [{ key: 'unscored', label: 'Not scored', count: notScored }] : []),
  ]
  return (
    <section className="message-stats__section message-stats__split" aria-label="Sentiment">
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
