import {
  formatSentimentScore,
  sentimentBarWidth,
  sentimentColor,
  sentimentIcon,
  sentimentNote,
  sentimentNoteText,
  sentimentScore,
} from '../../../core'
import { FaceIcon } from '../../../ui/face-icon'

function sentimentDescription(sentiment: number): string {
  const note = sentimentNote(sentiment)
  return `Sentiment ${formatSentimentScore(sentiment)}${note ? ` (${sentimentNoteText(note)})` : ''}`
}

export interface SentimentProps {
  /** Raw sentiment in [-1, 1]; null shows 'n/a'. */
  sentiment: number | null
}

/** Icon and display score of a sentiment (data-interface §9), coloured on the sentiment scale. */
export function SentimentBadge({ sentiment }: SentimentProps) {
  if (sentiment === null) {
    return (
      <span className="sentiment-badge sentiment-badge--none" data-sentiment="">
        n/a
      </span>
    )
  }
  const icon = sentimentIcon(sentiment)
  return (
    <span
      className="sentiment-badge"
      data-sentiment={sentiment}
      data-icon={icon}
      title={sentimentDescription(sentiment)}
    >
      {/* The scale's colour fills the face: as a text colour it misses the contrast minimum on light and dark surfaces. */}
      <FaceIcon className="sentiment-badge__face" face={icon} color={sentimentColor(sentiment)} />
      <span className="visually-hidden">{sentimentDescription(sentiment)}</span>
      <span aria-hidden="true">{formatSentimentScore(sentiment)}</span>
    </span>
  )
}

/** A bar whose width is score/2 + 50 percent, clamped to 1–95 (data-interface §9). */
export function SentimentBar({ sentiment }: SentimentProps) {
  const width = sentiment === null ? 0 : sentimentBarWidth(sentimentScore(sentiment))
  return (
    <span
      className="sentiment-bar"
      role="img"
      aria-label={sentiment === null ? 'Sentiment n/a' : sentimentDescription(sentiment)}
      data-width={width}
    >
      <span
        className="sentiment-bar__fill"
        style={{ width: `${width}%`, background: sentiment === null ? undefined : sentimentColor(sentiment) }}
      />
    </span>
  )
}
