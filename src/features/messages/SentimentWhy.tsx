import { formatSigned, type SentimentChoice, type SentimentPhrase } from '../../core'
import { neutralReason } from './neutral-reason'

/**
 * "Why this score": the message's own words and phrases that drove its sentiment, each with its
 * signed push, behind a disclosure (a tap on a phone, a click or Enter on a desk). A neutral
 * message's pushes come with why they did not make it positive or negative.
 */
export function SentimentWhy({
  phrases,
  label,
}: {
  phrases: readonly SentimentPhrase[]
  label: SentimentChoice
}) {
  if (phrases.length === 0) return null
  return (
    <details className="message__why" data-testid="sentiment-why">
      <summary>Why this score</summary>
      <ul aria-label="Phrases that drove the score">
        {phrases.map((entry) => (
          <li
            key={entry.phrase}
            className={entry.weight > 0 ? 'tone-up' : entry.weight < 0 ? 'tone-down' : ''}
          >
            <q>{entry.phrase}</q> <span className="numeric">{formatSigned(entry.weight, 2)}</span>
          </li>
        ))}
      </ul>
      {label === 'neutral' ? <p className="message__why-note">{neutralReason(phrases)}</p> : null}
    </details>
  )
}
